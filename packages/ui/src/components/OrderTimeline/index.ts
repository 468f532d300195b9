export { OrderTimeline, type OrderTimelineEvent, type OrderTimelineProps } from './OrderTimeline';
export { orderTimelineMessages } from './OrderTimeline.messages';
export {
  ORDER_TIMELINE_STEPS,
  isOrderEnding,
  orderTimelineStepOf,
  type OrderEndingStatus,
  type OrderTimelineStep,
} from './steps';
