import { useReviewVoucherImage } from '@tijara/api';
import { Button, IconButton, Link, MinusIcon, PlusIcon } from '@tijara/ui';
import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './StaffConsole.css';

/** The zoom steps, as a share of the frame's width: fitted, then larger. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/**
 * A transfer's vouchers shown large (read with `/hello/staff/payment/voucher`), one at a time, with
 * zoom: the buttons, or + and - (0 to fit) on the focused picture, whose frame then scrolls with the
 * arrow keys. Each voucher can also be opened alone in a new tab at its full size.
 */
export function VoucherViewer({ voucherIds }: { voucherIds: readonly string[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState(0);
  const voucherId = voucherIds[index] ?? null;
  const { url, error, isLoading } = useReviewVoucherImage(voucherId);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const percent = intl.formatNumber(zoom, { style: 'percent' });

  const zoomBy = (delta: number) =>
    setStep((current) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, current + delta)));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-') zoomBy(-1);
    else if (event.key === '0') setStep(0);
    else return;
    event.preventDefault();
  }

  function choose(next: number) {
    setIndex(next);
    setStep(0);
  }

  if (voucherIds.length === 0) {
    return (
      <p className={styles.lead}>
        <FormattedMessage id="staff.voucher.none" />
      </p>
    );
  }

  return (
    <section className={styles.viewer} aria-labelledby="voucher-viewer-title">
      <h2 id="voucher-viewer-title" className={styles.panelTitle}>
        <FormattedMessage id="staff.voucher.title" values={{ count: voucherIds.length }} />
      </h2>
      {voucherIds.length > 1 ? (
        <ul className={styles.thumbs} aria-label={intl.formatMessage({ id: 'staff.voucher.choose' })}>
          {voucherIds.map((id, position) => (
            <li key={id}>
              <Button
                size="sm"
                variant={position === index ? 'primary' : 'secondary'}
                aria-pressed={position === index}
                onPress={() => choose(position)}
              >
                <FormattedMessage
                  id="staff.voucher.number"
                  values={{ number: position + 1, count: voucherIds.length }}
                />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.viewerTools}>
        <IconButton
          label={intl.formatMessage({ id: 'staff.voucher.zoomOut' })}
          icon={<MinusIcon />}
          variant="secondary"
          isDisabled={step === 0}
          onPress={() => zoomBy(-1)}
        />
        <output className={styles.zoomLevel} aria-live="polite">
          <bdi>{percent}</bdi>
        </output>
        <IconButton
          label={intl.formatMessage({ id: 'staff.voucher.zoomIn' })}
          icon={<PlusIcon />}
          variant="secondary"
          isDisabled={step === ZOOM_STEPS.length - 1}
          onPress={() => zoomBy(1)}
        />
        <Button size="sm" variant="ghost" isDisabled={step === 0} onPress={() => setStep(0)}>
          <FormattedMessage id="staff.voucher.fit" />
        </Button>
        {url ? (
          <Link href={url} target="_blank">
            <FormattedMessage id="staff.voucher.openFull" />
          </Link>
        ) : null}
      </div>
      <div
        className={styles.stage}
        // Focusable so the keyboard zooms it and scrolls it once zoomed in.
        tabIndex={0}
        role="group"
        aria-label={intl.formatMessage(
          { id: 'staff.voucher.frame' },
          { number: index + 1, count: voucherIds.length, zoom: percent },
        )}
        aria-busy={isLoading || undefined}
        onKeyDown={onKeyDown}
      >
        {url ? (
          <img
            src={url}
            alt={intl.formatMessage({ id: 'staff.voucher.alt' }, { number: index + 1 })}
            className={styles.picture}
            style={{ inlineSize: `${zoom * 100}%` }}
          />
        ) : (
          <p className={styles.stageMessage}>
            {error ? (
              <FormattedMessage id="staff.voucher.failed" />
            ) : (
              <FormattedMessage id="staff.voucher.loading" />
            )}
          </p>
        )}
      </div>
      <p className={styles.lead}>
        <FormattedMessage id="staff.voucher.keys" />
      </p>
    </section>
  );
}
