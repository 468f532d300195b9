import type { Queryable } from '../../db/database';
import type { AppLinks, ProviderName } from './providers';

/*
 * The payment each provider attempt made at its provider (migration 0019), and what it pays
 * (migration 0023): a stage's attempt (`attemptId`) or a wallet top-up (`topUpId`), exactly one.
 */

export interface StoredProviderSession {
  attemptId: string | null;
  topUpId: string | null;
  provider: ProviderName;
  providerRef: string;
  redirectUrl: string | null;
  qrCode: string | null;
  readableCode: string | null;
  appLinks: AppLinks | null;
  validUntil: Date | null;
}

interface SessionRow {
  attempt_id: string | null;
  top_up_id: string | null;
  provider: ProviderName;
  provider_ref: string;
  redirect_url: string | null;
  qr_code: string | null;
  readable_code: string | null;
  app_links: AppLinks | string | null;
  valid_until: Date | string | null;
}

const COLUMNS = `attempt_id::text AS attempt_id, top_up_id::text AS top_up_id, provider, provider_ref, redirect_url, qr_code, readable_code,
  app_links, valid_until`;

function storedSession(row: SessionRow): StoredProviderSession {
  return {
    attemptId: row.attempt_id,
    topUpId: row.top_up_id,
    provider: row.provider,
    providerRef: row.provider_ref,
    redirectUrl: row.redirect_url,
    qrCode: row.qr_code,
    readableCode: row.readable_code,
    appLinks: typeof row.app_links === 'string' ? (JSON.parse(row.app_links) as AppLinks) : row.app_links,
    validUntil: row.valid_until === null ? null : new Date(row.valid_until),
  };
}

export async function insertProviderSession(
  db: Queryable,
  session: StoredProviderSession & { at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_provider_session (attempt_id, top_up_id, provider, provider_ref, redirect_url,
        qr_code, readable_code, app_links, valid_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      session.attemptId,
      session.topUpId,
      session.provider,
      session.providerRef,
      session.redirectUrl,
      session.qrCode,
      session.readableCode,
      session.appLinks === null ? null : JSON.stringify(session.appLinks),
      session.validUntil,
      session.at,
    ],
  );
}

/** The sessions of these attempts, by attempt id. */
export async function providerSessionsOf(
  db: Queryable,
  attemptIds: readonly string[],
): Promise<Map<string, StoredProviderSession>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db.query<SessionRow>(
    `SELECT ${COLUMNS} FROM payment_provider_session WHERE attempt_id = ANY($1::bigint[])`,
    [attemptIds],
  );
  return new Map(
    rows.flatMap((row) => (row.attempt_id === null ? [] : [[row.attempt_id, storedSession(row)]])),
  );
}

/** The sessions of these wallet top-ups, by top-up id. */
export async function topUpSessionsOf(
  db: Queryable,
  topUpIds: readonly string[],
): Promise<Map<string, StoredProviderSession>> {
  if (topUpIds.length === 0) return new Map();
  const rows = await db.query<SessionRow>(
    `SELECT ${COLUMNS} FROM payment_provider_session WHERE top_up_id = ANY($1::bigint[])`,
    [topUpIds],
  );
  return new Map(
    rows.flatMap((row) => (row.top_up_id === null ? [] : [[row.top_up_id, storedSession(row)]])),
  );
}

/** The session a provider's notice names by the provider's reference, if it is one of ours. */
export async function findProviderSession(
  db: Queryable,
  provider: ProviderName,
  providerRef: string,
): Promise<StoredProviderSession | null> {
  const rows = await db.query<SessionRow>(
    `SELECT ${COLUMNS} FROM payment_provider_session WHERE provider = $1 AND provider_ref = $2`,
    [provider, providerRef],
  );
  const row = rows[0];
  return row ? storedSession(row) : null;
}
