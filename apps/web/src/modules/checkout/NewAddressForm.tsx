import { listAreas, useAddressMutations, useAreas, usePdpdContext } from '@tijara/api';
import type { AddressForm as AddressFormOutput, Area } from '@tijara/domain';
import { AddressForm, Skeleton } from '@tijara/ui';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatFailureMessage } from '../../i18n/domainMessages';
import { addRequestOf } from '../account/savedAddress';
import * as styles from './ConfirmOrdersPage.css';

export interface NewAddressFormProps {
  /** Runs with the new address's id once the server saved it (the confirm screen chooses it). */
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/**
 * "Add an address" in place on the confirm screen: the address book's form (`AddressForm`, as
 * `AddressEditor` of the account centre uses it) with the countries and areas from the `area`
 * call. The saved address is chosen for the order; a refusal is shown above the form and what was
 * typed stays.
 */
export function NewAddressForm({ onSaved, onCancel }: NewAddressFormProps) {
  const intl = useIntl();
  const { client } = usePdpdContext();
  const { areas: countries, error } = useAreas(0);
  const { addAddress } = useAddressMutations();
  const [failure, setFailure] = useState<string | null>(null);

  const loadAreas = useCallback(
    async (parentId: number): Promise<readonly Area[]> => {
      const result = await client.call(listAreas, { parentId }, { silent: true });
      if (!result.success) throw new Error(result.msg);
      return result.data;
    },
    [client],
  );

  async function save(form: AddressFormOutput) {
    setFailure(null);
    const result = await addAddress(addRequestOf(form), { silent: true });
    if (!result.success) {
      setFailure(formatFailureMessage(intl, result.message));
      // The form keeps what was typed when its submit is refused.
      throw new Error(result.msg);
    }
    notify(intl.formatMessage({ id: 'account.address.saved' }), 'success');
    onSaved(result.data.id);
  }

  if (!countries) {
    return error ? (
      <p role="alert" className={styles.danger}>
        <FormattedMessage id="account.address.areasFailed" />
      </p>
    ) : (
      <Skeleton shape="text" lines={12} />
    );
  }
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.danger}>
          {failure}
        </p>
      ) : null}
      <AddressForm countries={countries} loadAreas={loadAreas} onSubmit={save} onCancel={onCancel} />
    </>
  );
}
