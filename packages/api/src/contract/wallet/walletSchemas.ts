import { paymentPasswordFields, walletFreezeFields } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { walletFreezeSchema, walletMovementSchema, walletSummarySchema } from './walletWire';
import { WALLET_HISTORY_PAGE_SIZE_MAX } from './walletCalls';

// The schemas of the calls of `walletCalls.ts`, under the same names; loaded with the first call (`schemasOf`).

export const getWalletSummary = endpointSchemas({
  request: z.strictObject({}),
  response: walletSummarySchema,
});

export const getWalletHistory = endpointSchemas({
  request: z.strictObject({
    /** 1-based. @default 1 */
    pageNum: z.number().int().min(1).max(100_000).optional(),
    /** @default WALLET_HISTORY_PAGE_SIZE_DEFAULT */
    pageSize: z.number().int().min(1).max(WALLET_HISTORY_PAGE_SIZE_MAX).optional(),
  }),
  response: z.object({
    records: z.array(walletMovementSchema),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
});

export const freezeWallet = endpointSchemas({
  request: z.strictObject({
    requestId: z.uuid(),
    ...walletFreezeFields,
    paymentPassword: paymentPasswordFields.paymentPassword,
  }),
  response: z.object({
    freeze: walletFreezeSchema,
    availableIqd: z.number().int().nonnegative(),
  }),
});
