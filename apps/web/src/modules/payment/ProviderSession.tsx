import { usePaymentResult, type ProviderSession } from '@tijara/api';
import type { PaymentStage } from '@tijara/domain';
import { Button } from '@tijara/ui';
import { useEffect, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paymentResultAddress } from '../../app/routeTable';
import * as styles from './payment.css';

/** Where the browser goes to pay at a provider's own page: a module object, so tests can watch it. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Whether `address` is a web page the browser may be sent to (https, or http for a local double). */
export function isWebAddress(address: string | null): address is string {
  if (address === null) return false;
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether `source` is an image the page may show as FIB's QR code (an image data: URL, or a web address). */
function isQrImage(source: string | null): source is string {
  return source !== null && (source.startsWith('data:image/') || isWebAddress(source));
}

/** FIB's three apps, in the order a buyer most likely has them. */
const fibApps = defineMessages({
  personal: { id: 'payment.fib.app.personal' },
  business: { id: 'payment.fib.app.business' },
  corporate: { id: 'payment.fib.app.corporate' },
});
const FIB_APPS = ['personal', 'business', 'corporate'] as const satisfies readonly (keyof typeof fibApps)[];

export interface ProviderSessionPanelProps {
  orderNo: string;
  stage: PaymentStage;
  /** How to pay the attempt at the provider, as the server answered it. */
  session: ProviderSession;
}

/**
 * An attempt waiting at a payment platform (spec section 1), and how to go on paying it. ZainCash:
 * its secure page, where the buyer is sent (and comes back from to `/payment-result`). FIB: the QR
 * code to scan with the FIB app, the code to type into it instead, the app links for a phone, and
 * until when the payment is taken; meanwhile the stage is asked for every few seconds, and the
 * page goes on to `/payment-result` as soon as FIB's answer is in.
 */
export function ProviderSessionPanel({ orderNo, stage, session }: ProviderSessionPanelProps) {
  return <ProviderSessionView session={session} watcher={<StageWatcher orderNo={orderNo} stage={stage} />} />;
}

/** Asks for the stage every few seconds while FIB's session shows, and goes on to its result once decided. */
function StageWatcher({ orderNo, stage }: { orderNo: string; stage: PaymentStage }) {
  const navigate = useNavigate();
  const { stagePayment } = usePaymentResult(orderNo, stage);
  const decided = stagePayment !== undefined && stagePayment.state !== 'processing';
  useEffect(() => {
    if (decided) void navigate(paymentResultAddress({ orderNo, stage }), { replace: true });
  }, [decided, navigate, orderNo, stage]);
  return null;
}

export interface ProviderSessionViewProps {
  /** How to pay at the provider, as the server answered it. */
  session: ProviderSession;
  /**
   * What watches the payment while FIB's session shows (asks the server again, moves on once the
   * provider's answer is in): a stage's `/payment-result`, a wallet top-up's dialog. Renders nothing.
   */
  watcher: ReactNode;
}

/**
 * A payment waiting at a payment platform, whatever it pays (a stage, a wallet top-up): ZainCash's
 * page to continue to, or FIB's QR code, readable code, app links and until when it is taken.
 */
export function ProviderSessionView({ session, watcher }: ProviderSessionViewProps) {
  const { redirectUrl } = session;
  return session.method === 'fib' ? (
    <FibSession session={session} watcher={watcher} />
  ) : (
    <section className={styles.card} aria-labelledby="provider-session">
      <h2 id="provider-session" className={styles.heading}>
        <FormattedMessage id="payment.zaincash.title" />
      </h2>
      <p className={styles.paragraph}>
        <FormattedMessage id="payment.zaincash.hint" />
      </p>
      {isWebAddress(redirectUrl) ? (
        <Button className={styles.start} onPress={() => browserLocation.assign(redirectUrl)}>
          <FormattedMessage id="payment.zaincash.continue" />
        </Button>
      ) : (
        <p role="alert" className={styles.formError}>
          <FormattedMessage id="payment.zaincash.noPage" />
        </p>
      )}
    </section>
  );
}

function FibSession({ session, watcher }: ProviderSessionViewProps) {
  const intl = useIntl();
  const links = session.appLinks;
  const appLinks = links
    ? FIB_APPS.map((app) => ({ app, href: links[app] })).filter(({ href }) => isWebAddress(href))
    : [];

  return (
    <section className={styles.card} aria-labelledby="provider-session">
      {/* Asked again every few seconds while the payment waits (the server asks FIB each time). */}
      {watcher}
      <h2 id="provider-session" className={styles.heading}>
        <FormattedMessage id="payment.fib.title" />
      </h2>
      <p className={styles.paragraph}>
        <FormattedMessage id="payment.fib.hint" />
      </p>
      {isQrImage(session.qrCode) ? (
        <img
          className={styles.qrCode}
          src={session.qrCode}
          alt={intl.formatMessage({ id: 'payment.fib.qrAlt' })}
          width={220}
          height={220}
        />
      ) : null}
      {session.readableCode ? (
        <p className={styles.paragraph}>
          <FormattedMessage
            id="payment.fib.code"
            values={{
              code: (
                <bdi dir="ltr" translate="no" className={styles.readableCode}>
                  {session.readableCode}
                </bdi>
              ),
            }}
          />
        </p>
      ) : null}
      {appLinks.length > 0 ? (
        <div className={styles.actions}>
          <span className={styles.muted}>
            <FormattedMessage id="payment.fib.openApp" />
          </span>
          {appLinks.map(({ app, href }) => (
            <a key={app} href={href} className={styles.appLink}>
              {intl.formatMessage(fibApps[app])}
            </a>
          ))}
        </div>
      ) : null}
      {session.validUntil ? (
        <p className={styles.muted}>
          <FormattedMessage
            id="payment.fib.validUntil"
            values={{
              time: <FormattedTime value={session.validUntil} timeStyle="short" timeZone="Asia/Baghdad" />,
            }}
          />
        </p>
      ) : null}
      <p role="status" className={styles.paragraph}>
        <FormattedMessage id="payment.fib.waiting" />
      </p>
    </section>
  );
}
