import { useAddresses, useAddressMutations } from '@tijara/api';
import { Button, ConfirmDialog, Dialog, EmptyState, Skeleton } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey } from '../../i18n/domainMessages';
import { AccountCentre } from './AccountCentre';
import * as frame from './AccountCentre.css';
import * as styles from './AddressBookPage.css';
import { AddressEditor } from './AddressEditor';
import { AddressEntry } from './AddressEntry';
import { makeDefaultRequestOf, type SavedAddress } from './savedAddress';

/** What the form dialog is for: a new address (`null`), or editing one. */
type Editing = { address: SavedAddress | null };

/** How many entries the skeleton shows while the book loads. */
const SKELETON_ENTRIES = 2;

/**
 * Spec section 2, `/individualCenter/address`: the buyer's delivery addresses (the default first),
 * to add, edit, delete (after confirming) and make the default (spec sections 3 to 5). The first
 * address saved becomes the default (the server's rule); an empty book says so and offers to add.
 */
export function AddressBookPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'account.address.title' }));
  const { addresses, error, isLoading } = useAddresses();
  const { updateAddress, deleteAddress } = useAddressMutations();
  // What each dialog is for stays while it closes, so its title does not change on the way out.
  const [editing, setEditing] = useState<Editing>({ address: null });
  const [isEditorOpen, setEditorOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [makingDefault, setMakingDefault] = useState<string | null>(null);

  const edit = (address: SavedAddress | null) => {
    setEditing({ address });
    setEditorOpen(true);
  };

  async function makeDefault(address: SavedAddress) {
    if (makingDefault !== null) return;
    setMakingDefault(address.id);
    try {
      const result = await updateAddress(makeDefaultRequestOf(address));
      if (result.success) notify(intl.formatMessage({ id: 'account.address.defaultDone' }), 'success');
    } finally {
      setMakingDefault(null);
    }
  }

  async function remove(address: SavedAddress) {
    const result = await deleteAddress({ id: address.id });
    // The client's toast says why; the dialog stays open for another try.
    if (!result.success) throw new Error(result.msg);
    notify(intl.formatMessage({ id: 'account.address.deleted' }), 'success');
  }

  const addButton = (
    <Button onPress={() => edit(null)}>
      <FormattedMessage id="account.address.add" />
    </Button>
  );

  let content;
  if (!addresses && (isLoading || !error)) {
    content = (
      <ul className={styles.list} aria-busy="true">
        {Array.from({ length: SKELETON_ENTRIES }, (_, index) => (
          <li key={index} className={[styles.entry, styles.entrySkeleton].join(' ')}>
            <Skeleton shape="text" lines={4} />
          </li>
        ))}
      </ul>
    );
  } else if (!addresses) {
    content = (
      <EmptyState
        title={<FormattedMessage id="account.address.failed" />}
        description={<FormattedMessage id="account.address.failedHint" />}
      />
    );
  } else if (addresses.length === 0) {
    content = (
      <EmptyState
        title={formatDomainKey(intl, 'notice.noAddress')}
        description={<FormattedMessage id="account.address.emptyHint" />}
        action={addButton}
      />
    );
  } else {
    content = (
      <ul className={styles.list}>
        {addresses.map((address) => (
          <AddressEntry
            key={address.id}
            address={address}
            onEdit={() => edit(address)}
            onDelete={() => {
              setDeleting(address);
              setDeleteOpen(true);
            }}
            onMakeDefault={() => void makeDefault(address)}
            isMakingDefault={makingDefault === address.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <AccountCentre>
      <section className={frame.card}>
        <div className={frame.header}>
          <h1 className={frame.title}>
            <FormattedMessage id="account.address.title" />
          </h1>
          {addresses && addresses.length > 0 ? addButton : null}
        </div>
        {content}
      </section>
      <Dialog
        isOpen={isEditorOpen}
        onOpenChange={setEditorOpen}
        title={
          editing.address ? (
            <FormattedMessage id="account.address.editTitle" />
          ) : (
            <FormattedMessage id="account.address.addTitle" />
          )
        }
      >
        {({ close }) => <AddressEditor address={editing.address} onSaved={close} onCancel={close} />}
      </Dialog>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title={<FormattedMessage id="account.address.deleteTitle" />}
        message={<FormattedMessage id="account.address.deleteMessage" />}
        confirmLabel={intl.formatMessage({ id: 'account.address.delete' })}
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </AccountCentre>
  );
}
