import { useCart, useCartMutations, type ResponseOf, type selectCartPage } from '@tijara/api';
import {
  CART_ITEM_RETENTION_DAYS,
  isDomainMessageKey,
  type DomainMessageKey,
  type IqdPerUsd,
} from '@tijara/domain';
import { CartLine, CartSummary, EmptyState, Link, Skeleton, type PriceCurrency } from '@tijara/ui';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ItemInTurn, useHydrationTurns, type HydrationTurns } from '../../app/hydrationTurns';
import { notify } from '../../app/notify';
import { usePriceCurrency } from '../../app/Price';
import { confirmOrdersAddress, homeAddress, productAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey } from '../../i18n/domainMessages';
import * as styles from './CartPage.css';

type CartLineRecord = ResponseOf<typeof selectCartPage>['records'][number];

/** How many lines the skeleton shows while the cart loads. */
const SKELETON_LINES = 3;

/** A domain key the summary shows itself (nothing chosen, under the minimum order), else null. */
const SUMMARY_OWN_KEYS: readonly string[] = ['cart.empty', 'cart.belowMinimumOrder'];

function domainKeyOrNull(key: string | null | undefined): DomainMessageKey | null {
  return key && isDomainMessageKey(key) ? key : null;
}

/** What a line's controls do, the same object for the whole visit (see `CartPageLine`). */
interface LineActions {
  changeQuantity: (line: CartLineRecord, quantity: number) => void;
  remove: (line: CartLineRecord) => void;
  select: (line: CartLineRecord, selected: boolean) => void;
}

interface CartPageLineProps {
  line: CartLineRecord;
  /** The line's place in the cart, and the cart's turns to hydrate its lines (`ItemInTurn`). */
  index: number;
  turns: HydrationTurns;
  currency: PriceCurrency;
  /** The header's rate, for a cart shown in dinars. */
  rate: IqdPerUsd | undefined;
  /** The order's problem names this line (the summary explains it). */
  isFlagged: boolean;
  /** The quantity the server refused last for this line. */
  refusal: DomainMessageKey | null;
  actions: LineActions;
}

/**
 * One line of the cart, hydrated in its turn (`ItemInTurn`). Memoized: the page renders again for
 * the summary, a refusal or the session's checks after hydration, and each line's quantity field,
 * choice and links are costly to render (about 20 ms a line on a slow phone); a line renders again
 * only when its own props change. That also keeps a line still waiting for its turn to hydrate
 * from being handed new props, which would make React hydrate it there and then.
 */
const CartPageLine = memo(function CartPageLine({
  line,
  index,
  turns,
  currency,
  rate,
  isFlagged,
  refusal,
  actions,
}: CartPageLineProps) {
  const intl = useIntl();
  return (
    <ItemInTurn turns={turns} index={index}>
      <li data-flagged={isFlagged || undefined} className={styles.line}>
        <CartLine
          currency={currency}
          rate={rate}
          name={line.name}
          href={productAddress({ productId: line.productId, platformType: line.platformType ?? 1 })}
          image={line.imageUrl ?? undefined}
          variantText={
            line.attributes.length > 0
              ? intl.formatList(
                  line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`),
                  { type: 'unit' },
                )
              : undefined
          }
          unitPrice={line.unitPrice ?? line.addedUnitPrice}
          previousUnitPrice={line.priceChanged ? line.addedUnitPrice : undefined}
          stockChanged={line.stockChanged}
          quantity={line.quantity}
          limits={{ stock: line.stock, maxQuantity: line.maxQuantity }}
          quantityProblem={refusal}
          isUnavailable={!line.available}
          isSelected={line.selected}
          onSelectionChange={(selected) => actions.select(line, selected)}
          onQuantityChange={(quantity) => actions.changeQuantity(line, quantity)}
          onDelete={() => actions.remove(line)}
        />
      </li>
    </ItemInTurn>
  );
});

/**
 * Spec section 2, `/buyer_cart`, and section 5's cart rules: the buyer's lines (newest first) with
 * their current prices and what changed since they were added, each chosen or not for the order,
 * its quantity within the stock and the product's maximum, deleted on request; the chosen lines'
 * total in the buyer's currency, the minimum order and the mixed-batch rule as the server
 * judges them, and "confirm order". Every figure comes from the server (`selectCartPage`); each
 * change is a call, after which the cart and the header's count are read again.
 */
export function CartPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'cartPage.title' }));
  const navigate = useNavigate();
  const priceCurrency = usePriceCurrency();
  const { cart, error, isLoading } = useCart();
  const { updateQuantity, deleteLines, selectLines } = useCartMutations();
  // A server-rendered cart hydrates its lines one a pass (see `ItemInTurn`).
  const lineTurns = useHydrationTurns(cart?.records.length ?? 0);
  /** A refused quantity per line (the stock changed meanwhile), until the line changes again. */
  const [refusals, setRefusals] = useState<Record<string, DomainMessageKey>>({});

  const setRefusal = (id: string, key: DomainMessageKey | null) =>
    setRefusals(({ [id]: _dropped, ...others }) => (key ? { ...others, [id]: key } : others));

  async function changeQuantity(line: CartLineRecord, quantity: number) {
    setRefusal(line.id, null);
    const result = await updateQuantity({ id: line.id, quantity });
    if (!result.success && result.kind === 'rejected') setRefusal(line.id, 'cart.quantity.aboveStock');
  }

  async function remove(line: CartLineRecord) {
    const result = await deleteLines({ ids: [line.id] });
    if (result.success)
      notify(intl.formatMessage({ id: 'cartPage.removed' }, { name: line.name }), 'success');
  }

  // The lines are memoized (`CartPageLine`): they get these through one object that never changes,
  // which calls the current render's functions.
  const current = useRef({ changeQuantity, remove, selectLines });
  useLayoutEffect(() => {
    current.current = { changeQuantity, remove, selectLines };
  });
  const [lineActions] = useState<LineActions>(() => ({
    changeQuantity: (line, quantity) => void current.current.changeQuantity(line, quantity),
    remove: (line) => void current.current.remove(line),
    select: (line, selected) => void current.current.selectLines({ ids: [line.id], selected }),
  }));

  const title = (
    <h1 className={styles.title}>
      <FormattedMessage id="cartPage.title" />
    </h1>
  );

  if (!cart && (isLoading || !error)) {
    return (
      <section className={styles.page} aria-busy="true">
        {title}
        <ul className={styles.lines}>
          {Array.from({ length: SKELETON_LINES }, (_, index) => (
            <li key={index} className={styles.skeletonLine}>
              <Skeleton shape="rect" className={styles.skeletonPicture} />
              <Skeleton shape="text" lines={3} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (!cart) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          title={<FormattedMessage id="cartPage.failed" />}
          description={<FormattedMessage id="cartPage.failedHint" />}
        />
      </section>
    );
  }

  if (cart.records.length === 0) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          title={formatDomainKey(intl, 'cart.empty')}
          description={<FormattedMessage id="cartPage.emptyHint" />}
          action={
            <Link href={homeAddress()} variant="standalone">
              <FormattedMessage id="cartPage.browse" />
            </Link>
          }
        />
      </section>
    );
  }

  const { summary } = cart;
  const orderable = cart.records.filter((line) => line.available && line.maxQuantity > 0);
  const allSelected = orderable.length > 0 && orderable.every((line) => line.selected);
  const someSelected = orderable.some((line) => line.selected);
  const problemKey = domainKeyOrNull(summary.orderProblem?.key);
  const problem = problemKey && !SUMMARY_OWN_KEYS.includes(problemKey) ? problemKey : null;
  const flagged = new Set(problem ? (summary.orderProblem?.itemIds ?? []) : []);

  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        {title}
        <span className={styles.count}>
          <FormattedMessage id="cartPage.lineCount" values={{ count: summary.lineCount }} />
        </span>
      </div>
      <ul className={styles.lines}>
        {cart.records.map((line, index) => (
          <CartPageLine
            key={line.id}
            line={line}
            index={index}
            turns={lineTurns}
            currency={priceCurrency?.currency ?? 'USD'}
            rate={priceCurrency?.currency === 'IQD' ? priceCurrency.rate : undefined}
            isFlagged={flagged.has(line.id)}
            refusal={refusals[line.id] ?? null}
            actions={lineActions}
          />
        ))}
      </ul>
      <CartSummary
        {...(priceCurrency ?? { currency: 'USD' })}
        className={styles.summary}
        selectedCount={summary.selectedCount}
        total={summary.selectedTotal}
        problem={problem}
        selectAll={
          orderable.length > 0
            ? {
                isSelected: allSelected,
                isIndeterminate: someSelected && !allSelected,
                onChange: (selected) => void selectLines({ all: true, selected }),
              }
            : undefined
        }
        onConfirm={() => void navigate(confirmOrdersAddress())}
      />
      <p className={styles.retention}>
        <FormattedMessage id="cartPage.retention" values={{ days: CART_ITEM_RETENTION_DAYS }} />
      </p>
    </section>
  );
}
