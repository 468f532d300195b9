import type { OrderDetail, OrderTrack } from '@tijara/api';
import { ORDER_STATUS, type OrderStatus } from '@tijara/domain';
import {
  ORDER_TIMELINE_STEPS,
  isOrderEnding,
  orderTimelineStepOf,
  type OrderTimelineEvent,
  type OrderTimelineProps,
  type OrderTimelineStep,
} from '@tijara/ui';

/**
 * What `OrderTimeline` shows of an order's history (every status it entered, oldest first): a
 * step is dated when the order moved past it (paid when it entered "waiting purchase"), and the
 * last step when the order closed; a cancelled or terminated order ends after the last step it
 * had reached, at the date it ended.
 */
export function timelineOfHistory(
  history: OrderDetail['history'],
): Pick<OrderTimelineProps, 'dates' | 'endedAfter' | 'endedAt'> {
  const dates: Partial<Record<OrderTimelineStep, Date>> = {};
  let endedAfter: OrderTimelineStep | undefined;
  let endedAt: Date | undefined;
  for (const entry of history) {
    const at = new Date(entry.at);
    const status = entry.status as OrderStatus;
    if (isOrderEnding(status)) {
      endedAt = at;
      continue;
    }
    const step = orderTimelineStepOf(status);
    if (!step) continue;
    const index = ORDER_TIMELINE_STEPS.indexOf(step);
    for (const passed of ORDER_TIMELINE_STEPS.slice(0, index)) dates[passed] ??= at;
    if (status === ORDER_STATUS.SUCCESS) dates[step] ??= at;
    // The last step an ending order had gone past: the one before the step it was at.
    endedAfter = index > 0 ? ORDER_TIMELINE_STEPS[index - 1] : undefined;
  }
  return { dates, endedAfter, endedAt };
}

/** The logistics events under the step of the status each happened in, with the place when known. */
export function timelineEventsOf(track: OrderTrack | undefined): OrderTimelineEvent[] {
  if (!track) return [];
  return track.events.flatMap((event) => {
    const step = orderTimelineStepOf(event.status as OrderStatus);
    if (!step) return [];
    const description = event.location ? `${event.description} · ${event.location}` : event.description;
    return [{ step, at: new Date(event.at), description }];
  });
}
