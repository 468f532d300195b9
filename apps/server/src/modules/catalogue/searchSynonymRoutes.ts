import {
  addSearchSynonymGroup,
  addSearchSynonymTerm,
  listSearchSynonyms,
  removeSearchSynonymTerm,
  type SearchSynonymGroupWire,
} from '@tijara/api/contract';
import {
  SEARCH_SYNONYM_ERROR,
  SEARCH_SYNONYM_GROUP_MAX_TERMS,
  SEARCH_SYNONYM_GROUP_MIN_TERMS,
  synonymTermOf,
  type SynonymTerm,
} from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';

interface GroupRow {
  group_id: string;
  created_at: Date;
  created_by: string | null;
  term_id: string;
  term: string;
  folded: string;
}

/** The groups (all, or the one of `groupId`), newest first, each group's terms oldest first. */
async function groupsOf(db: Queryable, groupId: string | null): Promise<SearchSynonymGroupWire[]> {
  const rows = await db.query<GroupRow>(
    `SELECT g.id::text AS group_id, g.created_at, u.user_name AS created_by,
            s.id::text AS term_id, s.term, s.folded
       FROM search_synonym_group g
       JOIN search_synonym s ON s.group_id = g.id
       LEFT JOIN app_user u ON u.id = g.created_by
      WHERE $1::bigint IS NULL OR g.id = $1::bigint
      ORDER BY g.id DESC, s.id`,
    [groupId],
  );
  const groups = new Map<string, SearchSynonymGroupWire>();
  for (const row of rows) {
    let group = groups.get(row.group_id);
    if (!group) {
      group = {
        id: row.group_id,
        terms: [],
        createdAt: row.created_at.toISOString(),
        createdBy: row.created_by,
      };
      groups.set(row.group_id, group);
    }
    group.terms.push({ id: row.term_id, term: row.term, folded: row.folded });
  }
  return [...groups.values()];
}

async function groupOf(db: Queryable, groupId: string): Promise<SearchSynonymGroupWire> {
  const [group] = await groupsOf(db, groupId);
  if (!group) throw new ApiError(404, 404, SEARCH_SYNONYM_ERROR.groupNotFound);
  return group;
}

/** Locks the group's row, so its terms change one call at a time: 404 when it is gone. */
async function lockGroup(tx: Queryable, groupId: string): Promise<void> {
  const found = await tx.query('SELECT 1 FROM search_synonym_group WHERE id = $1::bigint FOR UPDATE', [
    groupId,
  ]);
  if (found.length === 0) throw new ApiError(404, 404, SEARCH_SYNONYM_ERROR.groupNotFound);
}

/** The term as stored: the request's term (already trimmed by its schema) with its folded form. */
function checkedTerm(typed: string): SynonymTerm {
  const checked = synonymTermOf(typed);
  // The request's schema applied the same rule: a refusal here would be a contract bug.
  if ('problem' in checked) throw new ApiError(400, 400, checked.problem);
  return checked;
}

/**
 * The staff calls that keep the search's synonyms (see `searchSynonymCalls.ts` in the contract).
 * Every change is one transaction under the group's row lock; `synonymsOfQuery` reads the table
 * on every search, so a change counts for the next search of every server process.
 */
export function registerSearchSynonymRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  registerEndpoint(app, listSearchSynonyms, async () => groupsOf(db, null));

  registerEndpoint(app, addSearchSynonymGroup, ({ terms }, { user }) =>
    db.transaction(async (tx) => {
      const checked = new Map<string, SynonymTerm>();
      for (const typed of terms) {
        const term = checkedTerm(typed);
        if (checked.has(term.folded)) throw new ApiError(400, 400, SEARCH_SYNONYM_ERROR.termDuplicate);
        checked.set(term.folded, term);
      }
      if (checked.size < SEARCH_SYNONYM_GROUP_MIN_TERMS)
        throw new ApiError(400, 400, SEARCH_SYNONYM_ERROR.groupTooFewTerms);
      const now = clock.now();
      const [group] = await tx.query<{ id: string }>(
        'INSERT INTO search_synonym_group (created_at, created_by) VALUES ($1, $2) RETURNING id::text AS id',
        [now, user.id],
      );
      if (!group) throw new Error('the new synonym group has no id');
      const list = [...checked.values()];
      await tx.query(
        `INSERT INTO search_synonym (group_id, term, folded, created_at, created_by)
         SELECT $1::bigint, term, folded, $4, $5
           FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t (term, folded, position)
          ORDER BY position`,
        [group.id, list.map(({ term }) => term), list.map(({ folded }) => folded), now, user.id],
      );
      return groupOf(tx, group.id);
    }),
  );

  registerEndpoint(app, addSearchSynonymTerm, ({ groupId, term: typed }, { user }) =>
    db.transaction(async (tx) => {
      await lockGroup(tx, groupId);
      const term = checkedTerm(typed);
      const [count] = await tx.query<{ terms: number }>(
        'SELECT count(*)::int AS terms FROM search_synonym WHERE group_id = $1::bigint',
        [groupId],
      );
      if ((count?.terms ?? 0) >= SEARCH_SYNONYM_GROUP_MAX_TERMS)
        throw new ApiError(422, 422, SEARCH_SYNONYM_ERROR.groupTooManyTerms);
      const added = await tx.query(
        `INSERT INTO search_synonym (group_id, term, folded, created_at, created_by)
         VALUES ($1::bigint, $2, $3, $4, $5)
         ON CONFLICT ON CONSTRAINT search_synonym_once_a_group DO NOTHING
         RETURNING id`,
        [groupId, term.term, term.folded, clock.now(), user.id],
      );
      if (added.length === 0) throw new ApiError(409, 409, SEARCH_SYNONYM_ERROR.termDuplicate);
      return groupOf(tx, groupId);
    }),
  );

  registerEndpoint(app, removeSearchSynonymTerm, ({ groupId, termId }) =>
    db.transaction(async (tx) => {
      await lockGroup(tx, groupId);
      const removed = await tx.query(
        'DELETE FROM search_synonym WHERE id = $1::bigint AND group_id = $2::bigint RETURNING id',
        [termId, groupId],
      );
      if (removed.length === 0) throw new ApiError(404, 404, SEARCH_SYNONYM_ERROR.termNotFound);
      const [count] = await tx.query<{ terms: number }>(
        'SELECT count(*)::int AS terms FROM search_synonym WHERE group_id = $1::bigint',
        [groupId],
      );
      if ((count?.terms ?? 0) < SEARCH_SYNONYM_GROUP_MIN_TERMS) {
        await tx.query('DELETE FROM search_synonym_group WHERE id = $1::bigint', [groupId]);
        return { group: null };
      }
      return { group: await groupOf(tx, groupId) };
    }),
  );
}
