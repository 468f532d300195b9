import { useProviderTopUpResult } from '@tijara/api';
import { formatIqd, iqdDinars } from '@tijara/domain';
import { Button, Dialog, Skeleton, useUI } from '@tijara/ui';
import { FormattedMessage } from 'react-intl';
import { ProviderSessionView } from '../payment/ProviderSession';
import { DialogFooter } from './PasswordDialogParts';
import * as styles from './WalletPage.css';

/**
 * A top-up still waiting at ZainCash or FIB, opened again from the list: how to go on paying it
 * (ZainCash's page, FIB's QR code and app links), asked for every few seconds while pending (the
 * server asks the provider), and its outcome once the provider's answer is in.
 */
export function ProviderTopUpDialog({ topUpId, onClose }: { topUpId: string; onClose: () => void }) {
  const { locale } = useUI();
  const { result, error, mutate } = useProviderTopUpResult(topUpId);
  const topUp = result?.topUp;
  const amount = topUp ? formatIqd(iqdDinars(topUp.amountIqd), locale) : '';

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<FormattedMessage id="wallet.topUp.title" />}
      footer={
        <DialogFooter
          cancel={<FormattedMessage id="wallet.topUp.close" />}
          onCancel={onClose}
          isBusy={false}
        />
      }
    >
      {!result && error ? (
        <div className={styles.note} role="alert">
          <FormattedMessage id="wallet.topUps.resumeFailed" />{' '}
          <Button variant="secondary" onPress={() => void mutate()}>
            <FormattedMessage id="orders.retry" />
          </Button>
        </div>
      ) : !result || !topUp ? (
        <div aria-busy>
          <Skeleton shape="text" lines={3} />
        </div>
      ) : topUp.status === 'pending' && result.session ? (
        // The hook above asks again while the payment waits: no other watcher.
        <ProviderSessionView session={result.session} watcher={null} />
      ) : (
        <p role="status" className={styles.note}>
          {topUp.status === 'approved' ? (
            <FormattedMessage id="wallet.topUp.credited" values={{ amount }} />
          ) : topUp.status === 'pending' ? (
            <FormattedMessage id="wallet.topUpReturn.pending" values={{ amount }} />
          ) : (
            <FormattedMessage id="wallet.topUp.providerFailed" />
          )}
        </p>
      )}
    </Dialog>
  );
}
