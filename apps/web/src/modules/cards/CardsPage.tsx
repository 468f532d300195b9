import {
  Button,
  ConfirmDialog,
  EmptyState,
  SAVED_CARD_BRAND_NAMES,
  SavedCard as SavedCardView,
  Skeleton,
} from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { usePageTitle } from '../../app/usePageTitle';
import { AccountCentre } from '../account/AccountCentre';
import * as frame from '../account/AccountCentre.css';
import { AddCardDialog } from './AddCardDialog';
import * as styles from './CardsPage.css';
import { useCardMutations, useCardWhiteList, useSavedCards, type SavedCard } from './useCards';

/** How many entries the skeleton shows while the cards load. */
const SKELETON_ENTRIES = 2;

/**
 * The payment cards of the user centre (spec sections 2, 3): the buyer's saved cards (brand, the
 * last four digits, valid-thru, expired ones marked), each deleted after confirming, and adding one
 * through the card gateway's hosted fields. The page never sees a card number: the server knows
 * the gateway's token and what is shown here.
 */
export function CardsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'cards.title' }));
  const { cards, error, isLoading, mutate } = useSavedCards();
  const whiteList = useCardWhiteList();
  const { deleteCard } = useCardMutations();
  const [isAdding, setAdding] = useState(false);
  // The card being deleted stays while the dialog closes, so its text does not change on the way out.
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const enabled = whiteList.data?.enabled === true;

  async function remove(card: SavedCard) {
    const result = await deleteCard({ cardId: card.cardId });
    // The client's toast says why; the dialog stays open for another try.
    if (!result.success) throw new Error(result.msg);
    notify(intl.formatMessage({ id: 'cards.deleted' }), 'success');
  }

  const addButton = enabled ? (
    <Button onPress={() => setAdding(true)}>
      <FormattedMessage id="cards.add" />
    </Button>
  ) : null;

  let content;
  if (!cards && (isLoading || !error)) {
    content = (
      <ul className={styles.list} aria-busy="true">
        {Array.from({ length: SKELETON_ENTRIES }, (_, index) => (
          <li key={index} className={[styles.entry, styles.entrySkeleton].join(' ')}>
            <Skeleton shape="text" lines={2} />
          </li>
        ))}
      </ul>
    );
  } else if (!cards) {
    content = (
      <EmptyState
        title={<FormattedMessage id="cards.failed" />}
        description={<FormattedMessage id="cards.failedHint" />}
        action={
          <Button variant="secondary" onPress={() => void mutate()}>
            <FormattedMessage id="cards.retry" />
          </Button>
        }
      />
    );
  } else if (cards.length === 0) {
    content = (
      <EmptyState
        title={<FormattedMessage id="cards.empty" />}
        description={
          whiteList.data && !enabled ? (
            <FormattedMessage id="cards.off" />
          ) : (
            <FormattedMessage id="cards.emptyHint" />
          )
        }
        action={addButton}
      />
    );
  } else {
    content = (
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.cardId}>
            <SavedCardView
              brand={card.brand}
              last4={card.last4}
              validThru={card.validThru}
              expired={card.expired}
              onDelete={() => {
                setDeleting(card);
                setDeleteOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountCentre>
      <section className={frame.card}>
        <div className={frame.header}>
          <h1 className={frame.title}>
            <FormattedMessage id="cards.title" />
          </h1>
          {cards && cards.length > 0 ? addButton : null}
        </div>
        {content}
        {cards && cards.length > 0 && whiteList.data && !enabled ? (
          <p className={styles.note}>
            <FormattedMessage id="cards.off" />
          </p>
        ) : null}
      </section>
      {isAdding ? <AddCardDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title={<FormattedMessage id="cards.deleteTitle" />}
        message={
          <FormattedMessage
            id="cards.deleteMessage"
            values={{
              brand: deleting ? SAVED_CARD_BRAND_NAMES[deleting.brand] : '',
              last4: deleting?.last4 ?? '',
            }}
          />
        }
        confirmLabel={intl.formatMessage({ id: 'cards.delete' })}
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </AccountCentre>
  );
}
