export const LOGIN_ACCOUNT_ERROR_KEYS = {
  required: 'account.userNameOrPhone.required',
} as const;
