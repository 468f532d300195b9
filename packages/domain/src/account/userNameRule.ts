/** A user name has at least 3 characters: shorter ones are taken or guessable (our choice, spec section 5 gives none). */
export const USER_NAME_MIN_LENGTH = 3;

/** A user name has at most 32 characters, so it fits the header's greeting (our choice). */
export const USER_NAME_MAX_LENGTH = 32;

export const USER_NAME_ERROR_KEYS = {
  required: 'account.userName.required',
  tooShort: 'account.userName.tooShort',
  tooLong: 'account.userName.tooLong',
  invalid: 'account.userName.invalid',
} as const;
