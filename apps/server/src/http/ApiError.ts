import type { MessageValues } from '@tijara/domain';
import type { MessageKey } from '../i18n/messages';

/**
 * A failure a handler reports on purpose: the HTTP status, the envelope's `code` (an HTTP status
 * or a business code of spec section 8), the message to show in the caller's language, and the
 * envelope's `data` when the failure carries facts a screen uses (attempts left, seconds to wait).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly values: MessageValues = {},
    readonly headers: Record<string, string> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}
