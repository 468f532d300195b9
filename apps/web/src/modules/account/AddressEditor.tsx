import { listAreas, useAddressMutations, useAreas, usePdpdContext } from '@tijara/api';
import { addressFormValuesOf, type AddressForm as AddressFormOutput, type Area } from '@tijara/domain';
import { AddressForm, Skeleton } from '@tijara/ui';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatFailureMessage } from '../../i18n/domainMessages';
import * as styles from './AddressBookPage.css';
import { addressOfSaved, addRequestOf, updateRequestOf, type SavedAddress } from './savedAddress';

export interface AddressEditorProps {
  /** The address being edited, or none for a new one. */
  address: SavedAddress | null;
  /** Runs with the address's id once the server saved it (the confirm screen chooses a new one). */
  onSaved: (id: string) => void;
  onCancel: () => void;
  /** The refusal's style where the form stands. @default the address book dialog's */
  errorClassName?: string;
}

/**
 * The address form (`AddressForm`: the domain's rules, the country fixed on Iraq, the city asked
 * only where the province has cities, text trimmed on blur) with the countries and areas from the
 * `area` call. A refusal is shown above the form and what was typed stays. The address book edits
 * and adds with it in a dialog; the confirm screen adds an address in place.
 */
export function AddressEditor({
  address,
  onSaved,
  onCancel,
  errorClassName = styles.dialogError,
}: AddressEditorProps) {
  const intl = useIntl();
  const { client } = usePdpdContext();
  const { areas: countries, error } = useAreas(0);
  const { addAddress, updateAddress } = useAddressMutations();
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
    const result = address
      ? await updateAddress(updateRequestOf(address.id, form), { silent: true })
      : await addAddress(addRequestOf(form), { silent: true });
    if (!result.success) {
      setFailure(formatFailureMessage(intl, result.message));
      // The form keeps what was typed when its submit is refused.
      throw new Error(result.msg);
    }
    notify(intl.formatMessage({ id: 'account.address.saved' }), 'success');
    onSaved(address ? address.id : result.data.id);
  }

  if (!countries) {
    return error ? (
      <p role="alert" className={errorClassName}>
        <FormattedMessage id="account.address.areasFailed" />
      </p>
    ) : (
      <Skeleton shape="text" lines={12} />
    );
  }
  return (
    <>
      {failure ? (
        <p role="alert" className={errorClassName}>
          {failure}
        </p>
      ) : null}
      <AddressForm
        countries={countries}
        loadAreas={loadAreas}
        defaultValues={address ? addressFormValuesOf(addressOfSaved(address)) : undefined}
        onSubmit={save}
        onCancel={onCancel}
      />
    </>
  );
}
