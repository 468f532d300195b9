import { intlLocaleOf } from '@tijara/domain';
import { useState, type KeyboardEvent } from 'react';
import { MinusIcon, PlusIcon } from '../../icons';
import { useMessages, useUI } from '../../provider';
import { Button, IconButton } from '../Button';
import { Link } from '../Link';
import * as styles from './VoucherViewer.css';
import { voucherViewerMessages } from './VoucherViewer.messages';

/** The zoom steps, as a share of the frame's width: fitted, then larger. */
export const VOUCHER_ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

export interface VoucherViewerProps {
  /** How many vouchers there are (1-5); a choice of them shows above the picture when more than one. */
  count: number;
  /** The voucher shown (0-based). */
  index: number;
  onIndexChange: (index: number) => void;
  /** The shown voucher's picture (an object URL); undefined while it loads or when it failed. */
  src: string | undefined;
  /** @default 'ready' when there is a `src`, else 'loading' */
  status?: 'loading' | 'ready' | 'failed';
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * A payment voucher shown large, for the person checking it (finance's review): one voucher at a
 * time, with zoom from the buttons or, on the focused picture, + and - (0 fits it), its frame then
 * scrolling with the arrow keys; the picture can also be opened alone at its full size. Loading
 * and failure show in the frame. The picture comes as a URL; reading it is the caller's.
 */
export function VoucherViewer({
  count,
  index,
  onIndexChange,
  src,
  status = src ? 'ready' : 'loading',
  className,
}: VoucherViewerProps) {
  const t = useMessages(voucherViewerMessages);
  const { locale } = useUI();
  // The zoom belongs to the voucher it was set on: another voucher starts fitted.
  const [zoomed, setZoomed] = useState({ index, step: 0 });
  const step = zoomed.index === index ? zoomed.step : 0;
  const zoom = VOUCHER_ZOOM_STEPS[step] ?? 1;
  const percent = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'percent' }).format(zoom);
  const last = VOUCHER_ZOOM_STEPS.length - 1;

  const zoomTo = (next: number) => setZoomed({ index, step: Math.min(last, Math.max(0, next)) });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === '+' || event.key === '=') zoomTo(step + 1);
    else if (event.key === '-') zoomTo(step - 1);
    else if (event.key === '0') zoomTo(0);
    else return;
    event.preventDefault();
  }

  const shown = status === 'ready' && src !== undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {count > 1 ? (
        <ul className={styles.choices} aria-label={t('choose')}>
          {Array.from({ length: count }, (_, position) => (
            <li key={position}>
              <Button
                size="sm"
                variant={position === index ? 'primary' : 'secondary'}
                aria-pressed={position === index}
                onPress={() => onIndexChange(position)}
              >
                {t('number', { number: position + 1, count })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.tools}>
        <IconButton
          label={t('zoomOut')}
          icon={<MinusIcon />}
          variant="secondary"
          isDisabled={step === 0}
          onPress={() => zoomTo(step - 1)}
        />
        <output className={styles.zoomLevel} aria-live="polite">
          <bdi>{percent}</bdi>
        </output>
        <IconButton
          label={t('zoomIn')}
          icon={<PlusIcon />}
          variant="secondary"
          isDisabled={step === last}
          onPress={() => zoomTo(step + 1)}
        />
        <Button size="sm" variant="ghost" isDisabled={step === 0} onPress={() => zoomTo(0)}>
          {t('fit')}
        </Button>
        {shown ? (
          <Link href={src} target="_blank">
            {t('openFull')}
          </Link>
        ) : null}
      </div>
      <div
        className={styles.frame}
        // Focusable, so the keyboard zooms it and scrolls it once zoomed in.
        tabIndex={0}
        role="group"
        aria-label={t('frame', { number: index + 1, count, zoom: percent })}
        aria-busy={status === 'loading' || undefined}
        data-status={status}
        onKeyDown={onKeyDown}
      >
        {shown ? (
          <img
            src={src}
            alt={t('alt', { number: index + 1 })}
            className={styles.picture}
            style={{ inlineSize: `${zoom * 100}%` }}
          />
        ) : (
          <p className={styles.message}>{status === 'failed' ? t('failed') : t('loading')}</p>
        )}
      </div>
      <p className={styles.hint}>{t('keys')}</p>
    </div>
  );
}
