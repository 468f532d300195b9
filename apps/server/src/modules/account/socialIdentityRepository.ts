import type { Queryable } from '../../db/database';
import type { SocialProvider } from '../auth/social/verifiedIdentity';

export async function findSocialIdentity(
  db: Queryable,
  provider: SocialProvider,
  subject: string,
): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id::text AS user_id FROM social_identity WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  return rows[0]?.user_id ?? null;
}

export async function linkSocialIdentity(
  db: Queryable,
  link: { provider: SocialProvider; subject: string; userId: string; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO social_identity (provider, subject, user_id, created_at) VALUES ($1, $2, $3, $4)',
    [link.provider, link.subject, link.userId, link.now],
  );
}
