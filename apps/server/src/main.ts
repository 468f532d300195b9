import { buildApp } from './http/buildApp';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { areas, migrations } from './modules/areas';
import { seed } from './db/seed';
import { seedCatalogueAtStart } from './seed/catalogue/seedCatalogue';
import { refreshSearchDocuments } from './modules/catalogue/searchDocuments';
import { currentSearchIndex } from './modules/catalogue/searchIndex/searchIndexStore';
import { systemClock } from './clock';
import { startOutboxWorker } from './modules/outbox/outboxWorker';
import { buildTransports } from './modules/outbox/transportConfig';
import { startJobRunner } from './jobs/jobRunner';

/** Opens the database, brings its schema up to date, seeds it when empty, and serves. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase(config);
  await migrate(db, migrations);
  await seed(db, { devAccounts: config.seedDevAccounts });
  const rewritten = await refreshSearchDocuments(db);
  if (rewritten > 0)
    console.log(`Search documents written again by the current rules: ${rewritten} products.`);
  await seedCatalogueAtStart(db, process.env, systemClock, (line) => console.log(line));
  // The keyword search's index is built before the first request rather than by it.
  const indexStarted = performance.now();
  const searchIndex = await currentSearchIndex(db);
  console.log(
    `Search index ready: ${searchIndex.size} products, ${Math.round(performance.now() - indexStarted)} ms.`,
  );

  const app = await buildApp({
    db,
    webDist: config.webDist,
    logger: { level: config.logLevel },
    clock: systemClock,
    social: config.social,
    catalogueCache: config.catalogueCache,
    trustProxy: config.trustProxy,
  });
  const outbox = startOutboxWorker({
    db,
    clock: systemClock,
    transports: buildTransports(config.messaging, app.log),
    logger: app.log,
  });
  const jobs = await startJobRunner({
    db,
    clock: systemClock,
    logger: app.log,
    jobs: areas.flatMap((area) => area.jobs ?? []),
  });
  // The workers stop before the database closes: a pass or a job in flight finishes its bookkeeping.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await outbox.stop();
    await db.close();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nTijara storefront: http://localhost:${port}/  (API: /pdpd, database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
