import type { ErrorKey } from '../validation';
import {
  ORDER_TRANSITION_ERROR,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderEvent,
  type OrderTransitionContext,
} from './orderLifecycle';
import type { OrderStatus } from './orderStatus';

export type OrderTransitionResult = { ok: true; to: OrderStatus } | { ok: false; error: ErrorKey };

/**
 * Moves an order by one event. The checks run from the most to the least general, so the answer
 * names the first thing that stands in the way: the event does not apply to this status, then this
 * actor may not trigger it, then the rule's own guard.
 */
export function transition(
  current: OrderStatus,
  event: OrderEvent,
  actor: OrderActor,
  context: OrderTransitionContext,
): OrderTransitionResult {
  const rule = ORDER_TRANSITIONS.find(
    (candidate) => candidate.event === event && candidate.from.includes(current),
  );
  if (!rule) return { ok: false, error: ORDER_TRANSITION_ERROR.notAllowedFromStatus };
  if (!rule.actors.includes(actor)) return { ok: false, error: ORDER_TRANSITION_ERROR.notAllowedForActor };
  const refusal = rule.guard?.(context) ?? null;
  return refusal === null ? { ok: true, to: rule.to } : { ok: false, error: refusal };
}

/**
 * The events `actor` may trigger on an order in `status`, before guards: the buttons a screen
 * offers, or the rules the timer job tries.
 */
export function availableEvents(status: OrderStatus, actor: OrderActor): OrderEvent[] {
  return ORDER_TRANSITIONS.filter((rule) => rule.from.includes(status) && rule.actors.includes(actor)).map(
    (rule) => rule.event,
  );
}
