import { paymentPasswordFields, requireMatchingPaymentPasswords } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { orderNoSchema } from '../order/orderWire';
import { idempotencyKeySchema, paymentStageSchema } from '../payment/paymentWire';
import { cardBrandSchema, cardChargeSchema, savedCardSchema } from './cardWire';

// The schemas of the calls of `cardCalls.ts`, under the same names; loaded with the first call.

/** A gateway session id (MPGS: `SESSION` and letters and digits): never digits alone, so never a card number. */
const sessionIdSchema = z.string().regex(/^SESSION[0-9A-Za-z]{8,60}$/);
const cardIdSchema = z.string().regex(/^\d{1,18}$/);

export const getPayWhiteList = endpointSchemas({
  request: z.strictObject({}),
  response: z.object({
    enabled: z.boolean(),
    brands: z.array(cardBrandSchema),
    /** The gateway's origin (its script and frames), null while cards are off. */
    gatewayOrigin: z.string().nullable(),
  }),
});

export const uwebuyPayPci = endpointSchemas({
  request: z.strictObject({}),
  response: z.object({
    sessionId: z.string(),
    /** The gateway's `session.js`, loaded from `gatewayOrigin`. */
    scriptUrl: z.string(),
    gatewayOrigin: z.string(),
  }),
});

export const addBankCard = endpointSchemas({
  request: requireMatchingPaymentPasswords(
    z.strictObject({
      sessionId: sessionIdSchema,
      ...paymentPasswordFields,
    }),
  ),
  response: savedCardSchema,
});

export const deleteBankCard = endpointSchemas({
  request: z.strictObject({ cardId: cardIdSchema }),
  response: z.object({ cardId: z.string() }),
});

export const getBackCard = endpointSchemas({
  request: z.strictObject({}),
  response: z.object({ cards: z.array(savedCardSchema) }),
});

export const goPay = endpointSchemas({
  request: z.strictObject({
    orderNo: orderNoSchema,
    stage: paymentStageSchema,
    cardId: cardIdSchema,
    paymentPassword: paymentPasswordFields.paymentPassword,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: cardChargeSchema,
});
