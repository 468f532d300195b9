import type { IqdPerUsd } from '@tijara/domain';
import { getRate } from '../contract';
import type { PdpdError } from '../client';
import { usePdpdQuery } from './usePdpdQuery';

export interface RateState {
  rate: IqdPerUsd | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

const NO_REQUEST = {};

/** The header's exchange rate, IQD per USD 1. */
export function useRate(): RateState {
  const { data, error, isLoading } = usePdpdQuery(getRate, NO_REQUEST);
  return { rate: data, error, isLoading };
}
