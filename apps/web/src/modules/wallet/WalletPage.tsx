import {
  useWalletHistory,
  useWalletSummary,
  type WalletHistoryPage,
  type WalletSummary as Summary,
} from '@tijara/api';
import { iqdDinars, usdCents } from '@tijara/domain';
import {
  Button,
  EmptyState,
  Link,
  Pagination,
  WalletMovement,
  WalletMovementList,
  WalletSummary,
} from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderDetailsAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { AccountCentre } from '../account/AccountCentre';
import * as centre from '../account/AccountCentre.css';
import { FreezeDialog } from './FreezeDialog';
import { TopUpDialog } from './TopUpDialog';
import { TopUpList } from './TopUpList';
import { TopUpReturn } from './TopUpReturn';
import * as styles from './WalletPage.css';

/** How many movements a page of the history shows. */
const HISTORY_PAGE_SIZE = 10;

/**
 * The wallet page of the user centre (spec sections 1, 3 and 9): the available balance in dinars
 * and in dollars at the current rate, what is frozen and until when, a freeze of 7 or 15 days for
 * its bonus (proven by the payment password), and the history of every movement a page at a time.
 * Every figure is the server's (`/hello/wallet/summary`, `/history`).
 */
export function WalletPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'wallet.title' }));
  const { summary, error, isLoading, mutate } = useWalletSummary();

  return (
    <AccountCentre>
      <section className={centre.card}>
        <h1 className={centre.title}>
          <FormattedMessage id="wallet.title" />
        </h1>
        <TopUpReturn />
        {summary ? (
          <WalletSummary
            headingLevel={2}
            availableIqd={iqdDinars(summary.availableIqd)}
            availableInUsd={
              summary.availableInUsdCents === null ? null : usdCents(summary.availableInUsdCents)
            }
            heldUsd={usdCents(summary.heldUsdCents)}
            frozenIqd={iqdDinars(summary.frozenIqd)}
            freezes={summary.freezes.map((freeze) => ({
              id: freeze.id,
              amount: iqdDinars(freeze.amountIqd),
              days: freeze.days,
              bonus: iqdDinars(freeze.bonusIqd),
              endsAt: new Date(freeze.endsAt),
            }))}
            actions={
              <>
                <TopUpAction />
                <FreezeAction summary={summary} />
              </>
            }
          />
        ) : error ? (
          <EmptyState
            headingLevel={2}
            title={<FormattedMessage id="wallet.failed" />}
            description={<FormattedMessage id="orders.failedHint" />}
            action={
              <Button variant="secondary" onPress={() => void mutate()}>
                <FormattedMessage id="orders.retry" />
              </Button>
            }
          />
        ) : (
          <WalletSummary
            headingLevel={2}
            isLoading={isLoading || !error}
            availableIqd={iqdDinars(0)}
            availableInUsd={null}
            frozenIqd={iqdDinars(0)}
            freezes={[]}
          />
        )}
      </section>
      <TopUpList />
      <WalletHistory />
    </AccountCentre>
  );
}

/** "Top up": by bank transfer with vouchers or in cash at the store, credited when finance confirms. */
function TopUpAction() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>
        <FormattedMessage id="wallet.topUp.open" />
      </Button>
      {isOpen ? <TopUpDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** "Freeze for a bonus", offered while there is a balance to freeze. */
function FreezeAction({ summary }: { summary: Summary }) {
  const [isOpen, setOpen] = useState(false);
  if (summary.availableIqd <= 0) {
    return (
      <p className={centre.note}>
        <FormattedMessage id="wallet.freeze.nothing" />
      </p>
    );
  }
  return (
    <>
      <Button onPress={() => setOpen(true)}>
        <FormattedMessage id="wallet.freeze.open" />
      </Button>
      {isOpen ? <FreezeDialog availableIqd={summary.availableIqd} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** What a movement was for, in the buyer's words: a stage of an order (a link to it), or nothing. */
function movementDetail(reference: string | null) {
  const order = /^order:([^:]+):([12])$/.exec(reference ?? '');
  if (!order) return undefined;
  const [, orderNo = '', stage = ''] = order;
  return (
    <Link href={orderDetailsAddress({ orderNo })}>
      <FormattedMessage
        id="wallet.history.orderStage"
        values={{
          stage: Number(stage),
          orderNo: (
            <bdi dir="ltr" translate="no">
              {orderNo}
            </bdi>
          ),
        }}
      />
    </Link>
  );
}

function WalletHistory() {
  const intl = useIntl();
  const [pageNum, setPageNum] = useState(1);
  const { page, error, isLoading, mutate } = useWalletHistory(pageNum, HISTORY_PAGE_SIZE);

  return (
    <section className={[centre.card, styles.history].join(' ')} aria-labelledby="wallet-history">
      <h2 id="wallet-history" className={styles.heading}>
        <FormattedMessage id="wallet.history.title" />
      </h2>
      {error && !page ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage id="wallet.history.failed" />}
          description={<FormattedMessage id="orders.failedHint" />}
          action={
            <Button variant="secondary" onPress={() => void mutate()}>
              <FormattedMessage id="orders.retry" />
            </Button>
          }
        />
      ) : page && page.total === 0 ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage id="wallet.history.empty" />}
          description={<FormattedMessage id="wallet.history.emptyHint" />}
        />
      ) : (
        <HistoryList
          page={page}
          isLoading={isLoading || !page}
          label={intl.formatMessage({ id: 'wallet.history.title' })}
        />
      )}
      {page && page.total > HISTORY_PAGE_SIZE ? (
        <Pagination
          total={page.total}
          pageSize={HISTORY_PAGE_SIZE}
          page={pageNum}
          onChange={setPageNum}
          showJumpTo={false}
        />
      ) : null}
    </section>
  );
}

function HistoryList({
  page,
  isLoading,
  label,
}: {
  page: WalletHistoryPage | undefined;
  isLoading: boolean;
  label: string;
}) {
  return (
    <WalletMovementList label={label} isLoading={isLoading}>
      {page?.records.map((movement) => (
        <WalletMovement
          key={movement.id}
          kind={movement.kind}
          currency={movement.currency}
          amount={movement.amount}
          direction={movement.direction}
          at={new Date(movement.createdAt)}
          detail={movementDetail(movement.reference)}
        />
      ))}
    </WalletMovementList>
  );
}
