import {
  PAYMENT_REJECT_REASONS,
  TRANSFER_VOUCHER_FILES,
  WALLET_TOP_UP_METHODS,
  WALLET_TOP_UP_PROVIDERS,
  paymentPasswordFields,
  walletFreezeFields,
  walletTopUpAmountField,
} from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { providerBankAccountSchema, providerSessionSchema } from '../payment/paymentWire';
import {
  staffWalletTopUpSchema,
  walletFreezeSchema,
  walletMovementSchema,
  walletSummarySchema,
  walletTopUpSchema,
} from './walletWire';
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

export const createWalletTopUp = endpointSchemas({
  request: z.strictObject({
    requestId: z.uuid(),
    method: z.enum(WALLET_TOP_UP_METHODS),
    amountIqd: walletTopUpAmountField,
    /** From `/upload/image`: 1-5 for a transfer, none for cash. @default [] */
    voucherIds: z.array(z.uuid()).max(TRANSFER_VOUCHER_FILES.max).optional(),
  }),
  response: walletTopUpSchema,
});

export const listWalletTopUps = endpointSchemas({
  request: z.strictObject({}),
  response: z.object({ records: z.array(walletTopUpSchema) }),
});

export const getWalletTopUpBankAccounts = endpointSchemas({
  request: z.strictObject({}),
  response: z.object({ bankAccounts: z.array(providerBankAccountSchema) }),
});

export const getWalletTopUpProviders = endpointSchemas({
  request: z.strictObject({}),
  response: z.object({ providers: z.array(z.enum(WALLET_TOP_UP_PROVIDERS)) }),
});

export const startWalletTopUpProvider = endpointSchemas({
  request: z.strictObject({
    requestId: z.uuid(),
    provider: z.enum(WALLET_TOP_UP_PROVIDERS),
    amountIqd: walletTopUpAmountField,
  }),
  response: z.object({ topUp: walletTopUpSchema, session: providerSessionSchema }),
});

export const walletTopUpProviderResult = endpointSchemas({
  request: z.strictObject({ topUpId: z.string().regex(/^[1-9][0-9]{0,17}$/) }),
  response: z.object({
    topUp: walletTopUpSchema,
    /** How to go on paying it at the provider; null once decided. */
    session: providerSessionSchema.nullable(),
  }),
});

export const listStaffWalletTopUps = endpointSchemas({
  request: z.strictObject({}),
  response: z.array(staffWalletTopUpSchema),
});

export const approveWalletTopUp = endpointSchemas({
  request: z.strictObject({ topUpId: z.string().regex(/^[1-9][0-9]{0,17}$/) }),
  response: staffWalletTopUpSchema,
});

export const rejectWalletTopUp = endpointSchemas({
  request: z.strictObject({
    topUpId: z.string().regex(/^[1-9][0-9]{0,17}$/),
    reason: z.enum(PAYMENT_REJECT_REASONS),
    /** Finance's optional note, kept with the decision; the buyer sees it with the reason. */
    note: z.string().trim().max(500).default(''),
  }),
  response: staffWalletTopUpSchema,
});
