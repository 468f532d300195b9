import { BUSINESS_CODE } from '@tijara/domain';
import { ApiError } from '../../http/ApiError';
import type { TakenField } from './userRepository';

/** Failures shared by several account calls, with their codes of spec section 8. */
export const accountErrors = {
  accountNotFound: () => new ApiError(400, BUSINESS_CODE.accountNotFound, 'error.accountNotFound'),
  noAccountForEmail: () => new ApiError(400, BUSINESS_CODE.accountNotFound, 'error.noAccountForEmail'),
  phoneNotRegistered: () => new ApiError(400, BUSINESS_CODE.phoneNotRegistered, 'error.phoneNotRegistered'),
  dailyLimit: () => new ApiError(429, BUSINESS_CODE.dailyLimitExceeded, 'error.dailyLimitExceeded'),
  /** The 60 s wait of spec section 9; data carries the seconds left for the countdown. */
  resendWait: (secondsLeft: number) =>
    new ApiError(
      429,
      429,
      'codeResendWait',
      { seconds: secondsLeft },
      { 'retry-after': String(secondsLeft) },
      { secondsLeft },
    ),
  taken: (field: TakenField) =>
    new ApiError(
      409,
      409,
      field === 'userName'
        ? 'error.userNameTaken'
        : field === 'phone'
          ? 'error.phoneTaken'
          : 'error.emailTaken',
    ),
};
