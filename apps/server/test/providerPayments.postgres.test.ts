import { postgresForTests } from './postgresServer';
import { describeProviderPayments } from './providerPayments';

const postgres = await postgresForTests();
describeProviderPayments('PostgreSQL', postgres.open, postgres.skipReason);
