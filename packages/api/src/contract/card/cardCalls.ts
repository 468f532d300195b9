import { defineEndpoint } from '../endpoint';
import type * as schemas from './cardSchemas';

/*
 * Saved cards (Visa, Mastercard) and paying an order's stage with one (spec sections 1, 3, 5, 7;
 * issue 15 item 2 "Card"). The spec names the calls and gives no payloads; what each does is ours:
 *
 * The card number and CVV never reach this server. The buyer types them into fields served by the
 * card gateway from its own origin (hosted fields in frames), which keep them in a gateway session;
 * this server only handles the session's id, then the gateway's token for the card with its brand,
 * last four digits and valid-thru. Every request schema here is strict: a request that carries a
 * card number (a `cardNumber` or `cvv` field, or digits in place of a session id) is refused with
 * 400 before anything is read or stored. Every call is the signed-in caller's own cards.
 *
 * While no gateway is configured, `getPayWhiteList` says so and the calls that need the gateway
 * answer 503 (`card.gatewayOff`).
 */

/**
 * Spec "getPayWhiteList": what card payment allows. Whether cards are on (a gateway configured),
 * the brands accepted (the white list: Visa and Mastercard, spec section 1; a card of another brand
 * is refused when added), and the gateway's origin, whose script and frames the card form loads.
 */
export const getPayWhiteList = defineEndpoint<typeof schemas.getPayWhiteList>()({
  path: '/hello/pay/getPayWhiteList',
  method: 'POST',
  access: 'private',
});

/**
 * Spec "uwebuyPayPci": starts the PCI part of adding a card. Creates a hosted session at the gateway
 * and answers its id with the URL of the gateway's `session.js`; the browser loads it, draws the
 * hosted fields (card number, valid-thru, CVV) and has the gateway store what the buyer types in
 * that session. Nothing of the card passes through this server.
 */
export const uwebuyPayPci = defineEndpoint<typeof schemas.uwebuyPayPci>()({
  path: '/hello/pay/uwebuyPayPci',
  method: 'POST',
  access: 'private',
});

/**
 * Spec "bankCard/add": saves the card of a filled hosted session, proven by the buyer's payment
 * password typed twice (the card form of spec sections 3, 5). The gateway turns the session into a
 * token; the server keeps the token, brand, last four digits and valid-thru. Refusals: a session
 * without a complete card (422 `card.sessionIncomplete`), a brand not accepted (422
 * `card.brandNotAccepted`), an expired card (422 `paymentCard.validThru.expired`), more than
 * `CARDS_PER_BUYER` cards (422 `card.tooMany`), and the payment password's (400 wrong with the
 * attempts left, 429 locked, 422 not set). A card the buyer saved already (the gateway gives
 * the same token for the same card) is answered with the card already saved, not stored twice.
 */
export const addBankCard = defineEndpoint<typeof schemas.addBankCard>()({
  path: '/hello/bankCard/add',
  method: 'POST',
  access: 'private',
});

/**
 * Spec "bankCard/delete": removes a saved card (and its token at the gateway). Another buyer's
 * card answers as one that does not exist (404 `card.notFound`). Payments made with it stay.
 */
export const deleteBankCard = defineEndpoint<typeof schemas.deleteBankCard>()({
  path: '/hello/bankCard/delete',
  method: 'POST',
  access: 'private',
});

/** Spec "getBackCard" (get bank card): the buyer's saved cards, newest first. */
export const getBackCard = defineEndpoint<typeof schemas.getBackCard>()({
  path: '/hello/pay/getBackCard',
  method: 'POST',
  access: 'private',
});

/**
 * Spec "goPay": pays one stage of the buyer's order with a saved card, proven by the 6-digit payment
 * password (the wallet's check and lockout). The amount is the stage's, computed on the server in US
 * cents; the request names none. `idempotencyKey` makes it safe to repeat: the same key answers the
 * same charge and never charges twice (a charge whose answer was lost is asked of the gateway
 * again); another key while a charge is in flight or after the stage is paid is refused (409).
 * Answers `paid` (the stage settled, the order moved on), `declined` (nothing taken; the buyer may
 * pay again, by card or another method) or `processing` (the gateway's answer is not in yet: repeat
 * the call with the same key).
 */
export const goPay = defineEndpoint<typeof schemas.goPay>()({
  path: '/hello/pay/goPay',
  method: 'POST',
  access: 'private',
});

/** The most cards one buyer may keep. */
export const CARDS_PER_BUYER = 10;
