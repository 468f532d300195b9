import { DELIVERY_CHANGE_ERROR } from './deliveryChangeRule';
import { ORDER_ERROR } from './orderErrors';
import { ORDER_TRANSITION_ERROR } from './orderLifecycle';
import { ORDER_REMARK_ERROR } from './orderRemarkRule';

/** Every error key the order rules can report, for the apps to check their message catalogues. */
export const ORDER_ERROR_KEYS = [
  ...Object.values(DELIVERY_CHANGE_ERROR),
  ...Object.values(ORDER_TRANSITION_ERROR),
  ...Object.values(ORDER_ERROR),
  ...Object.values(ORDER_REMARK_ERROR),
] as const;

export type OrderErrorKey = (typeof ORDER_ERROR_KEYS)[number];
