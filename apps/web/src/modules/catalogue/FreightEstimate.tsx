import { useDebouncedValue, useFreightEstimate, type FreightEstimate as Estimate } from '@tijara/api';
import {
  orderQuantityProblem,
  SEARCH_DEBOUNCE_MS,
  usdCents,
  type OrderQuantityLimits,
  type UsdCents,
} from '@tijara/domain';
import { Skeleton, SkeletonGroup } from '@tijara/ui';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Price } from '../../app/Price';
import * as styles from './ProductDetailPage.css';

type LandedCost = NonNullable<Estimate['sea']>;

const lines = defineMessages({
  goods: { id: 'product.freight.goods' },
  chinaFreight: { id: 'product.freight.chinaFreight' },
  internationalFreight: { id: 'product.freight.international' },
  insurance: { id: 'product.freight.insurance' },
  total: { id: 'product.freight.total' },
});

const LINES = ['goods', 'chinaFreight', 'internationalFreight', 'insurance', 'total'] as const;

/** One amount in both currencies: the estimate is read in dinars and compared in dollars. */
function BothCurrencies({ amount }: { amount: UsdCents }) {
  return (
    <span className={styles.bothCurrencies}>
      <Price price={amount} currency="IQD" size="sm" />
      <Price price={amount} currency="USD" size="sm" />
    </span>
  );
}

function ChargedOn({ cost }: { cost: LandedCost }) {
  const intl = useIntl();
  if (cost.chargedOn.unit === 'kg') {
    return (
      <FormattedMessage
        id="product.freight.chargedOnWeight"
        values={{ weight: intl.formatNumber(cost.chargedOn.quantity, { maximumFractionDigits: 2 }) }}
      />
    );
  }
  return (
    <FormattedMessage
      id="product.freight.chargedOnVolume"
      values={{ volume: intl.formatNumber(cost.chargedOn.quantity, { maximumFractionDigits: 3 }) }}
    />
  );
}

export interface FreightEstimateProps {
  productId: string;
  /** The chosen variant; without one the estimate uses the product's own price. */
  skuId: string | undefined;
  /** The quantity as the buyer is typing it; the estimate follows it once it settles. */
  quantity: number;
  limits: OrderQuantityLimits;
}

/**
 * What the chosen quantity costs delivered to Baghdad, by sea and by air (spec sections 3 and 9;
 * `freightEstimate`, the domain's landed cost), each amount in IQD and USD. The quantity is sent
 * once it has stayed the same for 500 ms (spec section 9's debounce), and only when it passes the
 * domain's quantity rule; meanwhile the last estimate stays, dimmed.
 */
export function FreightEstimate({ productId, skuId, quantity, limits }: FreightEstimateProps) {
  const headingId = useId();
  const settled = useDebouncedValue(quantity, SEARCH_DEBOUNCE_MS);
  const settledIsValid = orderQuantityProblem(settled, limits) === null;
  const { estimate, error, isLoading } = useFreightEstimate(
    settledIsValid ? { productId, ...(skuId === undefined ? {} : { skuId }), quantity: settled } : null,
  );
  // The last estimate shown stays while the next one loads, so the table does not collapse.
  const [last, setLast] = useState<Estimate | undefined>(estimate);
  if (estimate && estimate !== last) setLast(estimate);
  const shown = estimate ?? last;
  const isStale = settled !== quantity || isLoading || orderQuantityProblem(quantity, limits) !== null;

  let body;
  if (!settledIsValid && !shown) {
    body = (
      <p className={styles.muted}>
        <FormattedMessage id="product.freight.fixQuantity" />
      </p>
    );
  } else if (error && !isLoading) {
    body = (
      <p className={styles.muted}>
        <FormattedMessage id="product.freight.failed" />
      </p>
    );
  } else {
    body = (
      <SkeletonGroup isLoading={!shown} placeholder={<Skeleton shape="text" lines={5} />}>
        {shown ? (
          <div className={styles.estimateScroll}>
            <table className={styles.estimate} aria-busy={isStale}>
              <caption className={styles.estimateCaption}>
                <FormattedMessage
                  id="product.freight.caption"
                  values={{
                    quantity: shown.quantity,
                    unitPrice: <Price price={usdCents(shown.unitPrice)} size="sm" />,
                  }}
                />
              </caption>
              <thead>
                <tr>
                  <td />
                  <th scope="col">
                    <FormattedMessage id="product.freight.sea" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="product.freight.air" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {LINES.map((line) => (
                  <tr key={line} className={line === 'total' ? styles.totalRow : undefined}>
                    <th scope="row">
                      <FormattedMessage {...lines[line]} />
                    </th>
                    {[shown.sea, shown.air].map((cost, index) => (
                      <td key={index === 0 ? 'sea' : 'air'}>
                        {cost ? (
                          <>
                            <BothCurrencies amount={cost[line]} />
                            {line === 'internationalFreight' ? (
                              <span className={styles.muted}>
                                <ChargedOn cost={cost} />
                              </span>
                            ) : null}
                          </>
                        ) : (
                          <FormattedMessage id="product.freight.notOffered" />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </SkeletonGroup>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <FormattedMessage id="product.freight.title" />
      </h2>
      {body}
      <p className={styles.muted}>
        <FormattedMessage id="product.freight.note" />
      </p>
    </section>
  );
}
