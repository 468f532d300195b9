import { bankAccountSchema } from '@tijara/domain';
import { z } from 'zod';

/** The provider's account a buyer transfers to (spec section 3's bank account, and its number). */
export interface ProviderBankAccount {
  bankName: string;
  branchName: string;
  accountName: string;
  swiftCode: string;
  accountNumber: string | null;
}

/** The environment variable that lists the provider's bank accounts, as a JSON array. */
export const BANK_ACCOUNTS_VARIABLE = 'PAYMENT_BANK_ACCOUNTS';

const accountsSchema = z.array(
  bankAccountSchema.extend({ accountNumber: z.string().trim().min(1).max(64).optional() }),
);

/**
 * The provider's bank accounts from `PAYMENT_BANK_ACCOUNTS` (a JSON array of `{ bankName,
 * branchName, accountName, swiftCode, accountNumber? }`): none when it is not set, so bank transfer
 * is simply not offered. A value that is set but not valid stops the server at start: buyers must
 * never be shown a half-written account.
 */
export function readBankAccounts(env: NodeJS.ProcessEnv): ProviderBankAccount[] {
  const text = env[BANK_ACCOUNTS_VARIABLE]?.trim();
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${BANK_ACCOUNTS_VARIABLE} is not JSON: give an array of bank accounts`);
  }
  const parsed = accountsSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${BANK_ACCOUNTS_VARIABLE} is not a list of bank accounts: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}`,
    );
  return parsed.data.map((account) => ({ ...account, accountNumber: account.accountNumber ?? null }));
}
