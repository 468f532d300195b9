import type { PaymentMethod, PaymentStage } from '@tijara/domain';
import { METHOD_PARAM, ORDER_NO_PARAM, STAGE_PARAM } from '../../app/routeTable';

/** The stage of an order a payment page is about (`?orderNo=&stage=`). */
export interface StageTarget {
  orderNo: string;
  /** Left out: the stage the order waits for (the server's choice). */
  stage: PaymentStage | undefined;
}

/** The order and stage of a payment page's address, or null without an order number. */
export function stageTargetOf(search: URLSearchParams): StageTarget | null {
  const orderNo = search.get(ORDER_NO_PARAM)?.trim();
  if (!orderNo) return null;
  const stage = search.get(STAGE_PARAM);
  return { orderNo, stage: stage === '1' ? 1 : stage === '2' ? 2 : undefined };
}

/**
 * The methods these screens pay with: bank transfer, cash and the wallet (`/hello/pay/payment`),
 * ZainCash and FIB (`/hello/pay/provider/start`), a saved card (`/hello/pay/goPay`), each when the
 * server offers it. A method the server offers that is not listed here is not shown.
 */
export const SCREEN_METHODS = [
  'bank_transfer',
  'cash',
  'wallet',
  'zaincash',
  'fib',
  'card',
] as const satisfies readonly PaymentMethod[];
export type ScreenMethod = (typeof SCREEN_METHODS)[number];

/** The methods paid at a payment platform's own page or app. */
export type ProviderMethod = Extract<ScreenMethod, 'zaincash' | 'fib'>;

export function isProviderMethod(method: ScreenMethod): method is ProviderMethod {
  return method === 'zaincash' || method === 'fib';
}

export function isScreenMethod(method: unknown): method is ScreenMethod {
  return SCREEN_METHODS.includes(method as ScreenMethod);
}

/** The methods the server offers that these screens can pay with, in the server's order. */
export function screenMethodsOf(offered: readonly PaymentMethod[]): ScreenMethod[] {
  return offered.filter(isScreenMethod);
}

/** The method an address asks to start with (`?method=`), when it is one these screens pay with. */
export function methodOf(search: URLSearchParams): ScreenMethod | null {
  const method = search.get(METHOD_PARAM);
  return isScreenMethod(method) ? method : null;
}
