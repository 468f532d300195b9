import type { UsdCents } from '../money';
import type { ErrorKey } from '../validation';
import { canChangeDeliveryMethod } from './deliveryChangeRule';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from './orderStatus';
import {
  isAutoReceiptDue,
  isReturnWindowClosed,
  isShippedStatusChangeDue,
  isUnpaidOrderCloseDue,
} from './orderTimeRules';

/**
 * Who may move an order. `systemTimer` is the server's scheduled job, the only actor of the
 * time-based rules; `procurementStaff` are level-12 accounts (spec section 6), who also act for a
 * customer in procurement mode.
 */
export const ORDER_ACTORS = [
  'buyer',
  'financeStaff',
  'procurementStaff',
  'operationsStaff',
  'systemTimer',
] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_EVENTS = [
  'changePrice',
  'changeDeliveryMethod',
  'approvePayment',
  'rejectPayment',
  'closeUnpaid',
  'cancel',
  'purchase',
  'shipInChina',
  'chargeSecondStageFee',
  'arriveAtWarehouse',
  'handOver',
  'confirmReceipt',
  'autoConfirmReceipt',
  'autoChangeShippedStatus',
  'complete',
  'terminate',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * What a guard may look at. Times come from the caller, never from the clock, so a rule gives the
 * same answer in a test, on the server and in the storefront.
 */
export interface OrderTransitionContext {
  now: Date;
  /** When the order was created; starts the unpaid-order time limit. */
  createdAt?: Date;
  /** The provider's unpaid-order time limit, when it is not our default. */
  unpaidCloseAfterMs?: number;
  /** A payment is with finance for review (payment state `processing`). */
  paymentUnderReview?: boolean;
  /** The second-stage fee computed after inspection at the China warehouse. */
  secondStageFee?: UsdCents;
  /** When the goods left the Baghdad warehouse: picked up, or given to the local carrier. */
  shippedAt?: Date;
  /** When the buyer had the goods in hand: the pickup, or the carrier's delivery. */
  deliveredAt?: Date;
  /** When receipt was confirmed. */
  receivedAt?: Date;
}

/** A guard answers `null` when the transition may happen, or the key of the reason it may not. */
export type OrderGuard = (context: OrderTransitionContext) => ErrorKey | null;

export interface OrderTransitionRule {
  event: OrderEvent;
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActor[];
  guard?: OrderGuard;
}

/** The keys a rejected transition reports. */
export const ORDER_TRANSITION_ERROR = {
  notAllowedFromStatus: 'orderTransition.status.notAllowed',
  notAllowedForActor: 'orderTransition.actor.notAllowed',
  unpaidDeadlineNotReached: 'orderTransition.closeUnpaid.notDue',
  paymentUnderReview: 'orderTransition.closeUnpaid.paymentUnderReview',
  secondStageFeeMissing: 'orderTransition.secondStageFee.missing',
  autoReceiptNotDue: 'orderTransition.autoReceipt.notDue',
  shippedStatusChangeNotDue: 'orderTransition.shippedStatusChange.notDue',
  returnWindowOpen: 'orderTransition.complete.returnWindowOpen',
} as const;

const {
  WAIT_BUYER_PAY,
  WAITING_PURCHASE,
  WAIT_SELLER_SEND,
  CHINA_SHIPPING,
  LOGISTICS_PAYMENT,
  SEA_SHIPPING,
  TO_WAREHOUSE,
  WAIT_BUYER_RECEIVER,
  CONFIRM_GOODS,
  CONFIRM_GOODS_AND_HAS_SUBSIDY,
  SUCCESS,
  CANCEL,
  TERMINATED,
} = ORDER_STATUS;

/** Where every order starts (spec section 4, flow step 1). */
export const INITIAL_ORDER_STATUS: OrderStatus = WAIT_BUYER_PAY;

const unpaidDeadlineReached: OrderGuard = ({ createdAt, now, unpaidCloseAfterMs, paymentUnderReview }) => {
  if (paymentUnderReview === true) return ORDER_TRANSITION_ERROR.paymentUnderReview;
  return createdAt !== undefined && isUnpaidOrderCloseDue(createdAt, now, unpaidCloseAfterMs)
    ? null
    : ORDER_TRANSITION_ERROR.unpaidDeadlineNotReached;
};

const secondStageFeeComputed: OrderGuard = ({ secondStageFee }) =>
  secondStageFee !== undefined && secondStageFee > 0 ? null : ORDER_TRANSITION_ERROR.secondStageFeeMissing;

const autoReceiptDue: OrderGuard = ({ deliveredAt, now }) =>
  deliveredAt !== undefined && isAutoReceiptDue(deliveredAt, now)
    ? null
    : ORDER_TRANSITION_ERROR.autoReceiptNotDue;

const shippedStatusChangeDue: OrderGuard = ({ shippedAt, now }) =>
  shippedAt !== undefined && isShippedStatusChangeDue(shippedAt, now)
    ? null
    : ORDER_TRANSITION_ERROR.shippedStatusChangeNotDue;

const returnWindowClosed: OrderGuard = ({ receivedAt, now }) =>
  receivedAt !== undefined && isReturnWindowClosed(receivedAt, now)
    ? null
    : ORDER_TRANSITION_ERROR.returnWindowOpen;

/**
 * The order life cycle (spec section 4). Where the spec leaves a choice, this is ours:
 *
 * - An approved first payment goes to WAITING_PURCHASE (14), not WAIT_SELLER_SEND (2). The order
 *   tabs read "awaiting payment, waiting purchase, waiting delivery, China shipping", goods cannot
 *   be sent before they are bought, and procurement staff buy after finance approves; the review
 *   text's "waiting for delivery" is read as the buyer's wording for "the provider takes over".
 * - WAIT_SELLER_SEND (2) is "bought, the supplier has yet to send"; CHINA_SHIPPING (9) follows.
 * - The second-stage fee is charged (9 to 10) when the goods are inspected at the China warehouse
 *   and the fee is known; its approved payment starts the sea shipment (10 to 11). Both payments go
 *   through the same finance review, so `approvePayment` and `rejectPayment` serve both stages; a
 *   rejection leaves the order where it is, and the buyer may repay.
 * - WAIT_BUYER_RECEIVER (3) is the "shipped" status of flow step 6: the goods left the Baghdad
 *   warehouse, picked up or with the local carrier. Receipt is then confirmed by the buyer (or a
 *   level-12 account acting for them, section 6), 3 natural days after delivery, or, when no
 *   delivery was recorded, 2 weeks after the goods left ("shipped status changes after 2 weeks").
 * - CONFIRM_GOODS (5) is "received"; it becomes SUCCESS (6) when the 7-day return window of
 *   section 9 has closed. CONFIRM_GOODS_AND_HAS_SUBSIDY (4) is accepted from the server and ends the
 *   same way, but no rule here produces it: the spec never says when a subsidy applies.
 * - Cancelling is a staff action (section 4: the buyer contacts staff). Before goods are bought
 *   (1, 14) it cancels; once money went to a supplier the order can only be terminated (8).
 * - An unpaid order closes by timer, never while a payment is under review.
 * - Level-12 staff change the price only while the order awaits payment (section 6), and the
 *   delivery method can change until the goods reach the Baghdad warehouse (section 4).
 */
export const ORDER_TRANSITIONS: readonly OrderTransitionRule[] = [
  { event: 'changePrice', from: [WAIT_BUYER_PAY], to: WAIT_BUYER_PAY, actors: ['procurementStaff'] },
  ...ORDER_STATUSES.filter(canChangeDeliveryMethod).map((status): OrderTransitionRule => ({
    event: 'changeDeliveryMethod',
    from: [status],
    to: status,
    actors: ['buyer', 'procurementStaff'],
  })),
  { event: 'approvePayment', from: [WAIT_BUYER_PAY], to: WAITING_PURCHASE, actors: ['financeStaff'] },
  { event: 'rejectPayment', from: [WAIT_BUYER_PAY], to: WAIT_BUYER_PAY, actors: ['financeStaff'] },
  {
    event: 'closeUnpaid',
    from: [WAIT_BUYER_PAY],
    to: CANCEL,
    actors: ['systemTimer'],
    guard: unpaidDeadlineReached,
  },
  { event: 'cancel', from: [WAIT_BUYER_PAY, WAITING_PURCHASE], to: CANCEL, actors: ['operationsStaff'] },
  { event: 'purchase', from: [WAITING_PURCHASE], to: WAIT_SELLER_SEND, actors: ['procurementStaff'] },
  {
    event: 'shipInChina',
    from: [WAIT_SELLER_SEND],
    to: CHINA_SHIPPING,
    actors: ['procurementStaff', 'operationsStaff'],
  },
  {
    event: 'chargeSecondStageFee',
    from: [CHINA_SHIPPING],
    to: LOGISTICS_PAYMENT,
    actors: ['operationsStaff'],
    guard: secondStageFeeComputed,
  },
  { event: 'approvePayment', from: [LOGISTICS_PAYMENT], to: SEA_SHIPPING, actors: ['financeStaff'] },
  { event: 'rejectPayment', from: [LOGISTICS_PAYMENT], to: LOGISTICS_PAYMENT, actors: ['financeStaff'] },
  { event: 'arriveAtWarehouse', from: [SEA_SHIPPING], to: TO_WAREHOUSE, actors: ['operationsStaff'] },
  { event: 'handOver', from: [TO_WAREHOUSE], to: WAIT_BUYER_RECEIVER, actors: ['operationsStaff'] },
  {
    event: 'confirmReceipt',
    from: [WAIT_BUYER_RECEIVER],
    to: CONFIRM_GOODS,
    actors: ['buyer', 'procurementStaff'],
  },
  {
    event: 'autoConfirmReceipt',
    from: [WAIT_BUYER_RECEIVER],
    to: CONFIRM_GOODS,
    actors: ['systemTimer'],
    guard: autoReceiptDue,
  },
  {
    event: 'autoChangeShippedStatus',
    from: [WAIT_BUYER_RECEIVER],
    to: CONFIRM_GOODS,
    actors: ['systemTimer'],
    guard: shippedStatusChangeDue,
  },
  {
    event: 'complete',
    from: [CONFIRM_GOODS, CONFIRM_GOODS_AND_HAS_SUBSIDY],
    to: SUCCESS,
    actors: ['systemTimer'],
    guard: returnWindowClosed,
  },
  {
    event: 'terminate',
    from: [
      WAIT_SELLER_SEND,
      CHINA_SHIPPING,
      LOGISTICS_PAYMENT,
      SEA_SHIPPING,
      TO_WAREHOUSE,
      WAIT_BUYER_RECEIVER,
      CONFIRM_GOODS,
      CONFIRM_GOODS_AND_HAS_SUBSIDY,
    ],
    to: TERMINATED,
    actors: ['operationsStaff'],
  },
];
