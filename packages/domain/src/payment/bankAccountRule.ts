export const BANK_ACCOUNT_ERROR = {
  bankNameRequired: 'bankAccount.bankName.required',
  branchNameRequired: 'bankAccount.branchName.required',
  accountNameRequired: 'bankAccount.accountName.required',
  swiftCodeRequired: 'bankAccount.swiftCode.required',
  swiftCodeInvalid: 'bankAccount.swiftCode.invalid',
} as const;

/** Spec section 3: a bank account, for paying by bank transfer. */
export interface BankAccount {
  bankName: string;
  branchName: string;
  accountName: string;
  /** Upper case, no spaces. */
  swiftCode: string;
}
