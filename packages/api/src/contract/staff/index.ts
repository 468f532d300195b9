import type { Endpoint } from '../endpoint';
import {
  addSearchSynonymGroup,
  addSearchSynonymTerm,
  listSearchSynonyms,
  removeSearchSynonymTerm,
} from './searchSynonymCalls';
import { getSecondStage, listSecondStageOrders, setSecondStageFee } from './secondStageCalls';
import { listStaffAccounts, setAccountRole } from './staffAccountCalls';

export * from './searchSynonymCalls';
export * from './secondStageCalls';
export * from './staffAccountCalls';
export type { SearchSynonymGroupWire } from './searchSynonymSchemas';
export type { SecondStageWire } from './secondStageSchemas';

/** Every call of the staff area, for the contract's `endpoints`. */
export const staffEndpoints: readonly Endpoint[] = [
  listStaffAccounts,
  setAccountRole,
  listSecondStageOrders,
  getSecondStage,
  setSecondStageFee,
  listSearchSynonyms,
  addSearchSynonymGroup,
  addSearchSynonymTerm,
  removeSearchSynonymTerm,
];
