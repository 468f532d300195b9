import type { JobDefinition } from '../../../jobs/jobDefinition';
import { pruneSearchChanges } from './searchIndexStore';

/**
 * How many revisions of the search's change log are kept: a server process that searched within
 * them brings its index up to date from the log; one further behind (idle for that long) builds
 * it anew, about 2 s for 50,000 products.
 */
export const SEARCH_CHANGES_KEPT = 10_000;

/**
 * The search's change log (migration 0027) gains a row for every product a write touches; daily at
 * 04:15 Baghdad time, the entries older than {@link SEARCH_CHANGES_KEPT} revisions go.
 */
export const pruneSearchChangeLog: JobDefinition = {
  name: 'catalogue.prune-search-changes',
  schedule: '15 4 * * *',
  async run({ db, logger }) {
    const pruned = await pruneSearchChanges(db, SEARCH_CHANGES_KEPT);
    if (pruned > 0) logger.info({ pruned }, 'search change log pruned');
  },
};
