import { Button, Tag } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './AddressBookPage.css';
import type { SavedAddress } from './savedAddress';

export interface AddressEntryProps {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  /** While this address is being made the default. */
  isMakingDefault: boolean;
}

/** One saved address of the book: who receives it, where, and what the buyer can do with it. */
export function AddressEntry({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
  isMakingDefault,
}: AddressEntryProps) {
  const intl = useIntl();
  const isDefault = address.isDefault === 1;
  const name = `${address.firstName} ${address.lastName}`;
  const place = intl.formatList(
    [address.address, address.cityName, address.provinceName, address.countryName].filter(
      (part): part is string => Boolean(part),
    ),
    { type: 'unit' },
  );
  return (
    <li
      className={[styles.entry, isDefault ? styles.defaultEntry : ''].filter(Boolean).join(' ')}
      aria-label={name}
    >
      <p className={styles.name}>
        <bdi>{name}</bdi>
        {isDefault ? (
          <Tag tone="primary">
            <FormattedMessage id="account.address.default" />
          </Tag>
        ) : null}
      </p>
      <p className={styles.line}>
        <bdi dir="ltr">{address.mobile}</bdi>
      </p>
      <p className={styles.line}>
        {place}
        {address.postcode ? (
          <>
            {' '}
            <bdi dir="ltr">{address.postcode}</bdi>
          </>
        ) : null}
      </p>
      {address.email ? (
        <p className={styles.line}>
          <bdi dir="ltr">{address.email}</bdi>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onPress={onEdit}>
          <FormattedMessage id="account.address.edit" />
        </Button>
        <Button variant="ghost" size="sm" onPress={onDelete}>
          <FormattedMessage id="account.address.delete" />
        </Button>
        {isDefault ? null : (
          <Button variant="ghost" size="sm" isLoading={isMakingDefault} onPress={onMakeDefault}>
            <FormattedMessage id="account.address.makeDefault" />
          </Button>
        )}
      </div>
    </li>
  );
}
