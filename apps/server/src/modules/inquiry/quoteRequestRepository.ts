import type { Locale, QuoteRequest, RecentQuoteRequests } from '@tijara/domain';
import {
  QUOTE_REQUEST_LIMIT_WINDOW_MS,
  QUOTE_REQUESTS_PER_CONTACT,
  QUOTE_REQUESTS_PER_NETWORK_ADDRESS,
} from '@tijara/domain';
import type { Queryable } from '../../db/database';

/** Who sends a quote request, as the limits count senders. */
export interface QuoteRequestSender {
  /** The caller's network address. */
  clientIp: string;
  /** Dialing code and national number, when the request gives a phone. */
  phone: { areaId: string; number: string } | undefined;
  email: string | undefined;
}

/** The lock names of a sender's counters, sorted so two requests always take them in one order. */
function lockNames(sender: QuoteRequestSender): string[] {
  const names = [`quote:ip:${sender.clientIp}`];
  if (sender.phone) names.push(`quote:phone:${sender.phone.areaId}:${sender.phone.number}`);
  if (sender.email !== undefined) names.push(`quote:email:${sender.email.toLowerCase()}`);
  return names.sort();
}

/**
 * Serialises the quote requests of one network address, phone and email until the transaction
 * ends, so requests sent at once cannot all pass a limit they reach together. The locks are
 * taken in sorted order, so two requests sharing two of them cannot deadlock.
 */
export async function lockSender(db: Queryable, sender: QuoteRequestSender): Promise<void> {
  for (const name of lockNames(sender)) {
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
  }
}

interface WindowRow {
  ip_count: number;
  ip_oldest: Date | null;
  phone_count: number;
  phone_oldest: Date | null;
  email_count: number;
  email_oldest: Date | null;
}

/**
 * What the sender's network address, phone and email asked within the limit window, each with its
 * limit (the domain's): one query over the rows any of them matches.
 */
export async function recentRequests(
  db: Queryable,
  sender: QuoteRequestSender,
  now: Date,
): Promise<RecentQuoteRequests[]> {
  const since = new Date(now.getTime() - QUOTE_REQUEST_LIMIT_WINDOW_MS);
  const rows = await db.query<WindowRow>(
    `WITH recent AS (
       SELECT created_at,
              client_ip = $2 AS by_ip,
              (phone IS NOT NULL AND area_id = $3 AND phone = $4) AS by_phone,
              (email IS NOT NULL AND lower(email) = $5) AS by_email
         FROM quote_request
        WHERE created_at > $1
          AND (client_ip = $2
               OR (phone IS NOT NULL AND area_id = $3 AND phone = $4)
               OR (email IS NOT NULL AND lower(email) = $5))
     )
     SELECT count(*) FILTER (WHERE by_ip)::int AS ip_count, min(created_at) FILTER (WHERE by_ip) AS ip_oldest,
            count(*) FILTER (WHERE by_phone)::int AS phone_count,
            min(created_at) FILTER (WHERE by_phone) AS phone_oldest,
            count(*) FILTER (WHERE by_email)::int AS email_count,
            min(created_at) FILTER (WHERE by_email) AS email_oldest
       FROM recent`,
    [
      since,
      sender.clientIp,
      sender.phone?.areaId ?? null,
      sender.phone?.number ?? null,
      sender.email?.toLowerCase() ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('an aggregate query gave no row');
  const senders: RecentQuoteRequests[] = [
    { count: row.ip_count, oldestAt: row.ip_oldest, limit: QUOTE_REQUESTS_PER_NETWORK_ADDRESS },
  ];
  if (sender.phone) {
    senders.push({ count: row.phone_count, oldestAt: row.phone_oldest, limit: QUOTE_REQUESTS_PER_CONTACT });
  }
  if (sender.email !== undefined) {
    senders.push({ count: row.email_count, oldestAt: row.email_oldest, limit: QUOTE_REQUESTS_PER_CONTACT });
  }
  return senders;
}

/** Stores a checked quote request; answers its id. */
export async function insertQuoteRequest(
  db: Queryable,
  request: QuoteRequest,
  meta: { userId: string | null; locale: Locale; clientIp: string; now: Date },
): Promise<string> {
  const hasPhone = request.phone !== undefined;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO quote_request (user_id, product_name, description, quantity, unit, target_unit_price_cents,
                                maximum_budget_cents, contact_name, area_id, phone, email, source_url,
                                locale, client_ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING id::text AS id`,
    [
      meta.userId,
      request.productName,
      request.description,
      request.quantity ?? null,
      request.unit,
      request.targetUnitPrice ?? null,
      request.maximumBudget ?? null,
      request.contactName,
      hasPhone ? request.areaId : null,
      request.phone ?? null,
      request.email ?? null,
      request.sourceUrl ?? null,
      meta.locale,
      meta.clientIp,
      meta.now,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('INSERT ... RETURNING gave no id');
  return id;
}
