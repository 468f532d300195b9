import type { Migration } from '../migrate';
import { exchangeRate } from './0001_exchange_rate';
import { accounts } from './0002_accounts';
import { addresses } from './0003_addresses';
import { catalogue } from './0004_catalogue';
import { accountRoles } from './0005_account_roles';
import { productSearchWords } from './0006_product_search_words';
import { quoteRequests } from './0007_quote_requests';
import { abuseLimits } from './0008_abuse_limits';

/** Every schema change, oldest first. Append; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  exchangeRate,
  accounts,
  addresses,
  catalogue,
  accountRoles,
  productSearchWords,
  quoteRequests,
  abuseLimits,
];
