import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Migration } from '../db/migrate';
import type { RateLimits } from '../http/rateLimit';
import type { AnyJobDefinition } from '../jobs/jobDefinition';
import type { SocialConfig } from './auth/social/socialConfig';

/** What `buildApp` hands every area: the app's shared services and settings. */
export interface AreaDependencies {
  db: Database;
  clock: Clock;
  /** Social sign-in providers (the account area). */
  social: SocialConfig;
  /** How the server calls outside services (sign-in providers). */
  fetch: typeof fetch;
  /** Keep search rankings and list totals (the catalogue area). */
  catalogueCache: boolean;
  /** Calls allowed per client address (the account area's sign-ins, checks and code sends). */
  rateLimits?: RateLimits;
}

/**
 * One area of the server (rates, accounts, addresses, the catalogue, ...): everything the app needs
 * from its folder, so `buildApp`, the migrator and the job runner loop over the list in `areas.ts`
 * instead of naming every area by hand.
 */
export interface ServerArea {
  /** The folder's name under `src/modules/`, for logs and tests. */
  readonly name: string;
  /**
   * The area's schema changes. Ids are global (`0008_...`): the migrator applies the union of all
   * areas' migrations sorted by id, so a new migration takes the next free number, whatever its area.
   */
  readonly migrations: readonly Migration[];
  /** Registers the area's routes (its contract endpoints through `registerEndpoint`). */
  register(app: FastifyInstance, dependencies: AreaDependencies): void;
  /**
   * The area's background work (a clean-up on a timetable, an order's auto-close), each a
   * `JobDefinition` (`src/jobs/jobDefinition.ts`): `main.ts` hands every area's jobs to the job
   * runner, which stores their runs and timetables in the database.
   */
  readonly jobs?: readonly AnyJobDefinition[];
  /**
   * Other sites whose scripts and frames the storefront's pages load for this area (a card
   * gateway's hosted fields), each an origin (`https://gateway.example`): `buildApp` lets exactly
   * these into the Content-Security-Policy (`http/contentSecurityPolicy.ts`). None by default.
   */
  pageOrigins?(): readonly string[];
}
