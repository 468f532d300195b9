import { BUSINESS_CODE, EMAIL_ERROR_KEYS, type Locale } from '@tijara/domain';
import type { z } from 'zod';
import { validationMessage } from '../i18n/messages';
import { ApiError } from './ApiError';

/**
 * Rule keys answered with a business code of spec section 8 rather than a plain 400: 6028 is
 * "not a valid email".
 */
const BUSINESS_CODE_OF_RULE: Record<string, number> = {
  [EMAIL_ERROR_KEYS.invalid]: BUSINESS_CODE.emailInvalid,
};

/**
 * Turns the first problem zod found into the envelope's message, naming the field. A domain rule
 * reports an error key (`account.email.invalid`), shown as its sentence in the caller's language;
 * zod's own checks come already worded in that language.
 */
export function invalidInput(issues: readonly z.core.$ZodIssue[], locale: Locale): ApiError {
  const issue = issues[0];
  if (!issue) return new ApiError(400, 400, 'invalidField', { field: '(body)', problem: '' });
  if (issue.code === 'unrecognized_keys') {
    return new ApiError(400, 400, 'unknownField', { field: issue.keys.join(', ') });
  }
  const field = issue.path.length > 0 ? issue.path.join('.') : '(body)';
  const problem = validationMessage(locale, issue.message) ?? issue.message;
  const code = BUSINESS_CODE_OF_RULE[issue.message] ?? 400;
  return new ApiError(400, code, 'invalidField', { field, problem });
}
