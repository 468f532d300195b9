import type { Migration } from '../../../db/migrate';

/**
 * The search's change log (migration 0027) is pruned (`catalogue.prune-search-changes`, daily):
 * entries more than `SEARCH_CHANGES_KEPT` revisions old are deleted, and `pruned_through` says up
 * to which revision they are gone. A server process whose search index is older than that cannot
 * know what changed since, and builds its index anew (`searchIndexStore.ts`); one that searched in
 * the last few thousand revisions reads the changes as before.
 */
export const searchChangePruning: Migration = {
  id: '0028_search_change_pruning',
  sql: `
    ALTER TABLE search_state ADD COLUMN pruned_through bigint NOT NULL DEFAULT 0;
  `,
};
