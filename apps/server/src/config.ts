import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/clientAddress';
import { readSocialConfig, type SocialConfig } from './modules/auth/social/socialConfig';
import { readMessagingConfig, type MessagingConfig } from './modules/outbox/transportConfig';
import { readDevAccountsSetting } from './modules/roles/devAccountsSetting';
import { repositoryRoot, serverRoot } from './paths';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL server to use; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Folder of the built storefront (apps/web/dist); served at `/`. */
  webDist: string;
  logLevel: string;
  /** How codes are delivered: MAIL_TRANSPORT, WHATSAPP_TRANSPORT and their settings. */
  messaging: MessagingConfig;
  /** Google, Facebook and Apple sign-in: client ids and provider addresses. */
  social: SocialConfig;
  /** Create the development accounts of every role at start (SEED_DEV_ACCOUNTS; never in production). */
  seedDevAccounts: boolean;
  /** Keep search rankings and list totals in memory for a minute (CATALOGUE_CACHE, `on` or `off`). */
  catalogueCache: boolean;
  /** Which reverse proxies may name the client and its protocol (TRUST_PROXY; none by default). */
  trustProxy: TrustProxy;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** CATALOGUE_CACHE: `on` (the default) or `off`, which benchmarks use to measure every search. */
function parseCatalogueCache(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`CATALOGUE_CACHE must be "on" or "off", got "${value}"`);
}

/** Reads the server's settings from the environment; every one has a working default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repositoryRoot, '.data', 'pglite')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    messaging: readMessagingConfig(env),
    social: readSocialConfig(env),
    seedDevAccounts: readDevAccountsSetting(env),
    catalogueCache: parseCatalogueCache(env.CATALOGUE_CACHE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
