import { ORDER_COST_LINES, type UsdCents } from '@tijara/domain';
import { useMessages, useUI } from '../../provider';
import { formatPrice, type PriceCurrencyProps } from '../PriceDisplay';
import { Tag } from '../Tag';
import * as styles from './CostLines.css';
import { costLinesMessages } from './CostLines.messages';

/** The money lines of an order (spec section 3), as `OrderCostLines` of `@tijara/domain` names them. */
export const COST_LINE_KINDS = ORDER_COST_LINES;
export type CostLineKind = (typeof COST_LINE_KINDS)[number];

export interface CostLine {
  kind: CostLineKind;
  /** In USD cents; for `warehouseStoragePerDay`, the price of one day. */
  amount: UsdCents;
  /** Not yet charged: worked out by the landed-cost rule before the goods are measured. @default false */
  isEstimate?: boolean | undefined;
}

export type CostLinesProps = PriceCurrencyProps & {
  /** The lines that apply so far, in the order they are shown; none other is listed. */
  lines: readonly CostLine[];
  /** The total, in USD cents, as the server computed it. */
  total: UsdCents;
  /** The total includes estimated lines. @default false */
  isTotalEstimate?: boolean | undefined;
  /** Days of free storage at the Baghdad warehouse, when the order has them. */
  freeStorageDays?: number | undefined;
  /** The table's title; the built-in "Costs" by default. */
  caption?: string | undefined;
  /** Layout only (margin, grid placement). */
  className?: string | undefined;
};

/** Isolates an amount inside a sentence, so "$1.00" keeps its order in a right-to-left text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * An order's costs (spec section 3) as a table of two columns, the line's name and its amount,
 * readable on a 360 px phone and in print: only the lines given, each estimate marked as such
 * (with a note under the table), and the total in the table's footer. Amounts are in the buyer's
 * currency; USD reads left to right in every locale.
 */
export function CostLines({
  lines,
  total,
  isTotalEstimate = false,
  freeStorageDays,
  caption,
  currency = 'USD',
  rate,
  className,
}: CostLinesProps) {
  const t = useMessages(costLinesMessages);
  const { locale } = useUI();
  const money = (amount: UsdCents) => formatPrice(amount, currency, rate, locale);
  const amountText = (line: CostLine) =>
    line.kind === 'warehouseStoragePerDay'
      ? t('perDay', { price: isolate(money(line.amount)) })
      : money(line.amount);
  const estimateTag = (
    <Tag tone="info" data-estimate="">
      {t('estimate')}
    </Tag>
  );
  const anyEstimate = isTotalEstimate || lines.some((line) => line.isEstimate);

  return (
    <div className={className}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption ?? t('caption')}</caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.kind} className={styles.row} data-kind={line.kind}>
              <th scope="row" className={styles.name}>
                <span className={styles.nameText}>{t(line.kind)}</span>
                {line.isEstimate ? <> {estimateTag}</> : null}
              </th>
              <td className={styles.amount}>
                <bdi dir={currency === 'USD' ? 'ltr' : undefined}>{amountText(line)}</bdi>
              </td>
            </tr>
          ))}
          {freeStorageDays === undefined ? null : (
            <tr className={styles.row} data-kind="freeStoragePeriod">
              <th scope="row" className={styles.name}>
                {t('freeStoragePeriod')}
              </th>
              <td className={styles.amount}>{t('days', { days: freeStorageDays })}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.name}>
              <span className={styles.nameText}>{t('total')}</span>
              {isTotalEstimate ? <> {estimateTag}</> : null}
            </th>
            <td className={styles.amount}>
              <bdi dir={currency === 'USD' ? 'ltr' : undefined}>{money(total)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
      {anyEstimate ? <p className={styles.note}>{t('estimateNote')}</p> : null}
    </div>
  );
}
