import { z } from 'zod';

/** The card brands this store takes (spec section 1). */
export const CARD_BRANDS = ['VISA', 'MASTERCARD'] as const;
export const cardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrandWire = z.infer<typeof cardBrandSchema>;

/** A saved card as the buyer sees it: never more of the number than its last four digits. */
export const savedCardSchema = z.object({
  cardId: z.string(),
  brand: cardBrandSchema,
  last4: z.string().regex(/^\d{4}$/),
  /** `MM/YY`, as printed on the card. */
  validThru: z.string().regex(/^\d{2}\/\d{2}$/),
  /** Past its valid-thru month: it can no longer pay. */
  expired: z.boolean(),
  /** ISO 8601. */
  addedAt: z.string(),
});

export type SavedCardWire = z.infer<typeof savedCardSchema>;

/** A charge's outcome (see `goPay`). */
export const CARD_CHARGE_STATUSES = ['paid', 'declined', 'processing'] as const;

export const cardChargeSchema = z.object({
  orderNo: z.string(),
  stage: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(CARD_CHARGE_STATUSES),
  /** US cents, the stage's amount. */
  amount: z.number().int().positive(),
  currency: z.literal('USD'),
  attemptId: z.string(),
  card: z.object({ cardId: z.string(), brand: cardBrandSchema, last4: z.string() }),
  /** The gateway's code of a refusal (`DECLINED`, `EXPIRED_CARD`, ...), else null. */
  declineCode: z.string().nullable(),
});

export type CardChargeWire = z.infer<typeof cardChargeSchema>;
