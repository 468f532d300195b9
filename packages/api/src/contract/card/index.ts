import type { Endpoint } from '../endpoint';
import { addBankCard, deleteBankCard, getBackCard, getPayWhiteList, goPay, uwebuyPayPci } from './cardCalls';

export * from './cardCalls';
export type { CardBrandWire, CardChargeWire, SavedCardWire } from './cardWire';

/** Every call of the card area, for the contract's `endpoints`. */
export const cardEndpoints: readonly Endpoint[] = [
  getPayWhiteList,
  uwebuyPayPci,
  addBankCard,
  deleteBankCard,
  getBackCard,
  goPay,
];
