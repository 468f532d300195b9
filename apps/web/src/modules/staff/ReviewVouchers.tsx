import { useReviewVoucherImage } from '@tijara/api';
import { VoucherViewer } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './StaffConsole.css';

/**
 * A transfer's vouchers for finance, read with `/hello/staff/payment/voucher` one at a time (the one
 * shown), in the ui package's viewer: shown large, with zoom from the buttons or the keyboard.
 */
export function ReviewVouchers({ voucherIds }: { voucherIds: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const { url, error } = useReviewVoucherImage(voucherIds[index] ?? null);

  return (
    <section className={styles.stack} aria-labelledby="review-vouchers-title">
      <h2 id="review-vouchers-title" className={styles.panelTitle}>
        <FormattedMessage id="staff.voucher.title" values={{ count: voucherIds.length }} />
      </h2>
      {voucherIds.length === 0 ? (
        <p className={styles.lead}>
          <FormattedMessage id="staff.voucher.none" />
        </p>
      ) : (
        <VoucherViewer
          count={voucherIds.length}
          index={index}
          onIndexChange={setIndex}
          src={url}
          status={url ? 'ready' : error ? 'failed' : 'loading'}
        />
      )}
    </section>
  );
}
