import type { FieldErrors } from '@tijara/domain';
import type { IntlShape } from 'react-intl';
import { formatDomainKey } from '../../i18n/domainMessages';

/** The rule keys a form's schema refused, worded for the form's own fields (others are dropped). */
export function wordFieldErrors<Field extends string>(
  intl: IntlShape,
  errors: FieldErrors,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const worded: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const key = errors[field];
    if (key !== undefined) worded[field] = formatDomainKey(intl, key);
  }
  return worded;
}
