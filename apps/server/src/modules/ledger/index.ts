import type { ServerArea } from '../serverArea';
import { ledger } from './migrations/0012_ledger';

export { LedgerRefusal, balanceOf, guardSpend, history, post, sumOf } from './ledgerRepository';

/**
 * The double-entry ledger the wallet and the payments post to (issue 15 item 5). Its calls come
 * with the wallet and payment screens; until then the area only brings its tables, so `register`
 * registers nothing.
 */
export const ledgerArea: ServerArea = {
  name: 'ledger',
  migrations: [ledger],
  register: () => {
    // No routes yet: the wallet and payment areas call the repository inside their transactions.
  },
};
