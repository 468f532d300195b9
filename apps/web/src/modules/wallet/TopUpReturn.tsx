import { useProviderTopUpResult } from '@tijara/api';
import { formatIqd, iqdDinars } from '@tijara/domain';
import { useUI } from '@tijara/ui';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as centre from '../account/AccountCentre.css';

/** A top-up id as the server writes it in the return address (`?topUp=<id>`). */
const TOP_UP_ID = /^[1-9][0-9]{0,17}$/;

/**
 * Where a buyer lands back from paying a top-up at ZainCash or FIB: the wallet page with
 * `?topUp=<id>` (the server's return address). Says where that top-up stands, asking every few
 * seconds while the provider's answer is not in (the server asks the provider); once decided the
 * balance, the history and the top-ups are read again. Nothing for an address without a top-up,
 * or one that is not the buyer's (the list below shows theirs).
 */
export function TopUpReturn() {
  const [params] = useSearchParams();
  const topUpId = params.get('topUp');
  return topUpId !== null && TOP_UP_ID.test(topUpId) ? <TopUpOutcome topUpId={topUpId} /> : null;
}

function TopUpOutcome({ topUpId }: { topUpId: string }) {
  const { locale } = useUI();
  const { result, error } = useProviderTopUpResult(topUpId);
  if (!result) {
    return error ? null : (
      <p role="status" className={centre.note}>
        <FormattedMessage id="wallet.topUpReturn.checking" />
      </p>
    );
  }
  const amount = formatIqd(iqdDinars(result.topUp.amountIqd), locale);
  const { status } = result.topUp;
  return (
    <p role="status" className={centre.note}>
      {status === 'approved' ? (
        <FormattedMessage id="wallet.topUp.credited" values={{ amount }} />
      ) : status === 'pending' ? (
        <FormattedMessage id="wallet.topUpReturn.pending" values={{ amount }} />
      ) : (
        // Failed at the provider (a provider's top-up is never finance's to reject).
        <FormattedMessage id="wallet.topUp.providerFailed" />
      )}
    </p>
  );
}
