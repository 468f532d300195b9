import { parseIqdPerUsd } from '@tijara/domain';
import { systemClock } from './clock';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { migrations } from './modules/areas';
import { seed } from './db/seed';
import { CATALOGUE_USAGE, runCatalogueCommand } from './seed/catalogue/catalogueCommands';
import { setRate } from './modules/rate/rateRepository';
import { SAMPLE_DOCUMENT_USAGE, runSampleDocumentCommand } from './modules/documents/sampleDocumentCommand';

const usage = `usage: tijara-server-cli set-rate <IQD per USD 1>
       tijara-server-cli ${CATALOGUE_USAGE}
       tijara-server-cli ${SAMPLE_DOCUMENT_USAGE}

set-rate records the exchange rate the storefront shows. Every command works on the database the
server would use (DATABASE_URL, or the embedded one in DATA_DIR). The embedded database can be
opened by one process at a time: stop the server first, or use DATABASE_URL.`;

/** The server's database, migrated and with its reference data (areas: warehouses point at them). */
async function openPrepared() {
  const db = await openDatabase(readConfig());
  try {
    await migrate(db, migrations);
    await seed(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, value] = argv;
  if (command === 'render-sample-order-pdf') return runSampleDocumentCommand(argv.slice(1));
  if (command === 'seed-catalogue' || command === 'import-catalogue') {
    return runCatalogueCommand(command, argv.slice(1), openPrepared, systemClock);
  }
  if (command !== 'set-rate' || value === undefined) {
    console.error(usage);
    return 2;
  }
  const rate = parseIqdPerUsd(value);
  if (rate === null) {
    console.error(`"${value}" is not a rate: give a positive number of dinars per dollar, for example 1310.`);
    return 2;
  }
  const db = await openDatabase(readConfig());
  try {
    await migrate(db, migrations);
    await setRate(db, rate, 'set-rate command');
    console.log(`Exchange rate set: 1 USD = ${rate} IQD`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
