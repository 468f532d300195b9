import type { PdpdFailure } from '@tijara/api';
import type { IntlShape } from 'react-intl';
import { formatFailureMessage } from '../i18n/domainMessages';
import { notify } from './notify';

/**
 * Spec section 7: any failure but a 401 shows a 3 s toast with the mapped message, or the server's
 * `msg`, or "system error, please try again later" (the client has chosen which, in
 * `failure.message`); the toast's own timeout is the spec's 3 s. This module (with the messages of
 * every code) is downloaded with the first failure, not with the page.
 */
export function toastFailure(intl: IntlShape, failure: PdpdFailure): void {
  notify(formatFailureMessage(intl, failure.message), 'danger');
}
