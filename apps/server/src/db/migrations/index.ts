import type { Migration } from '../migrate';
import { exchangeRate } from './0001_exchange_rate';
import { accounts } from './0002_accounts';
import { addresses } from './0003_addresses';
import { catalogue } from './0004_catalogue';
import { accountRoles } from './0005_account_roles';

/** Every schema change, oldest first. Append; never edit one that has shipped. */
export const migrations: readonly Migration[] = [exchangeRate, accounts, addresses, catalogue, accountRoles];
