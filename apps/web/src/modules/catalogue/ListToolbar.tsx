import { countValues } from '@tijara/domain';
import { Button, Skeleton, TextField, useUI } from '@tijara/ui';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './CataloguePage.css';
import type { ListState } from './listParams';
import { formatUsdAmount, parseUsdAmountCents } from './priceFilter';

// The sort is a select (a list in a popover): its code is most of the toolbar's, and the products
// need not wait for it. Its place holds its label and a control of its size until it arrives.
const SortSelect = lazy(() => import('./SortSelect').then((module) => ({ default: module.SortSelect })));

function SortPlaceholder({ label }: { label: string }) {
  return (
    <div className={[styles.sort, styles.sortPlaceholder].join(' ')} aria-hidden="true">
      <span className={styles.sortPlaceholderLabel}>{label}</span>
      <Skeleton className={styles.sortPlaceholderControl} />
    </div>
  );
}

export interface ListToolbarProps {
  state: ListState;
  /** How many products match, once known. */
  total: number | undefined;
  onChange: (change: Partial<ListState>) => void;
  /** The toolbar's name for screen readers. */
  label: string;
}

type PriceProblem = 'invalid' | 'reversed' | null;

/**
 * The list's count, sort (sales, price up and down, newest) and price range. The range is typed
 * in US dollars, the currency the catalogue is priced and filtered in, whatever currency the
 * prices show in; both ends are included.
 */
export function ListToolbar({ state, total, onChange, label }: ListToolbarProps) {
  const intl = useIntl();
  const { locale } = useUI();
  const errorId = useId();
  const [min, setMin] = useState(state.minPrice === undefined ? '' : formatUsdAmount(state.minPrice));
  const [max, setMax] = useState(state.maxPrice === undefined ? '' : formatUsdAmount(state.maxPrice));
  const [problem, setProblem] = useState<PriceProblem>(null);

  // The address changed under the form (the back button, "clear"): show what it now says.
  const [shown, setShown] = useState({ minPrice: state.minPrice, maxPrice: state.maxPrice });
  if (shown.minPrice !== state.minPrice || shown.maxPrice !== state.maxPrice) {
    setShown({ minPrice: state.minPrice, maxPrice: state.maxPrice });
    setMin(state.minPrice === undefined ? '' : formatUsdAmount(state.minPrice));
    setMax(state.maxPrice === undefined ? '' : formatUsdAmount(state.maxPrice));
    setProblem(null);
  }

  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minPrice = min.trim() === '' ? undefined : parseUsdAmountCents(min);
    const maxPrice = max.trim() === '' ? undefined : parseUsdAmountCents(max);
    if (minPrice === null || maxPrice === null) {
      setProblem('invalid');
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setProblem('reversed');
      return;
    }
    setProblem(null);
    onChange({ minPrice, maxPrice });
  };

  return (
    <div className={styles.toolbar} role="group" aria-label={label}>
      <p className={styles.count} aria-live="polite">
        {total === undefined ? null : (
          <FormattedMessage id="catalogue.list.count" values={countValues(total, locale)} />
        )}
      </p>
      <div className={styles.controls}>
        <Suspense fallback={<SortPlaceholder label={intl.formatMessage({ id: 'catalogue.sort.label' })} />}>
          <SortSelect className={styles.sort} value={state.sort} onChange={(sort) => onChange({ sort })} />
        </Suspense>
        <form
          className={styles.priceForm}
          onSubmit={applyPrices}
          aria-label={intl.formatMessage({ id: 'catalogue.price.label' })}
          aria-describedby={problem ? errorId : undefined}
          noValidate
        >
          <TextField
            className={styles.priceField}
            label={intl.formatMessage({ id: 'catalogue.price.min' })}
            value={min}
            onChange={setMin}
            inputMode="decimal"
            autoComplete="off"
            isInvalid={problem !== null}
          />
          <TextField
            className={styles.priceField}
            label={intl.formatMessage({ id: 'catalogue.price.max' })}
            value={max}
            onChange={setMax}
            inputMode="decimal"
            autoComplete="off"
            isInvalid={problem !== null}
          />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="catalogue.price.apply" />
          </Button>
          {problem ? (
            <p id={errorId} className={styles.formError} role="alert">
              {problem === 'invalid' ? (
                <FormattedMessage id="catalogue.price.invalid" />
              ) : (
                <FormattedMessage id="catalogue.price.reversed" />
              )}
            </p>
          ) : null}
        </form>
      </div>
    </div>
  );
}
