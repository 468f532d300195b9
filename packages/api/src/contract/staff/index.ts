import type { Endpoint } from '../endpoint';
import { getSecondStage, listSecondStageOrders, setSecondStageFee } from './secondStageCalls';
import { listStaffAccounts, setAccountRole } from './staffAccountCalls';

export * from './secondStageCalls';
export * from './staffAccountCalls';
export type { SecondStageWire } from './secondStageSchemas';

/** Every call of the staff area, for the contract's `endpoints`. */
export const staffEndpoints: readonly Endpoint[] = [
  listStaffAccounts,
  setAccountRole,
  listSecondStageOrders,
  getSecondStage,
  setSecondStageFee,
];
