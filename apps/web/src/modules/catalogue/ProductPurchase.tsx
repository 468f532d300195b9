import { useCartMutations, useSession, type ProductDetail } from '@tijara/api';
import {
  countValues,
  effectivePrice,
  findVariant,
  initialSelection,
  maxOrderableQuantity,
  orderQuantityProblem,
  type OrderQuantityLimits,
  type ProductVariant,
  type VariantSelection,
} from '@tijara/domain';
import { Button, NumberField, SkuSelector, StickyActionBar, useUI } from '@tijara/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { Price, usePriceCurrency } from '../../app/Price';
import { loginPathFor } from '../../app/signInRedirect';
import { formatDomainKey, formatOrderQuantityProblem } from '../../i18n/domainMessages';
import { FreightEstimate } from './FreightEstimate';
import * as styles from './ProductDetailPage.css';

/**
 * The address parameters that carry a buyer's choice through signing in: the product page sends a
 * signed-out buyer to sign in and back here, to the same variant and quantity.
 */
export const CHOICE_PARAM = { skuId: 'skuId', quantity: 'quantity' } as const;

/** The values of a variant, as the selector's selection. */
function selectionOf(variant: ProductVariant): VariantSelection {
  return Object.fromEntries(variant.attributes.map((attribute) => [attribute.name, attribute.value]));
}

/** The choice to start with: the variant and quantity in the address, else the domain's first choice. */
function startingChoice(product: ProductDetail, params: URLSearchParams) {
  const asked = product.variants.find((variant) => variant.skuId === params.get(CHOICE_PARAM.skuId));
  const selection = asked ? selectionOf(asked) : initialSelection(product.variants);
  const quantityText = params.get(CHOICE_PARAM.quantity);
  const quantity =
    quantityText !== null && /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : product.minOrder;
  return { selection, quantity };
}

export interface ProductPurchaseProps {
  product: ProductDetail;
}

/**
 * Choosing what to buy (spec sections 2, 3 and 5): the variant (the domain's grouping, values
 * without stock disabled), its price and stock, the quantity within the minimum order, the stock
 * and the maximum (`orderQuantityProblem`), the landed-cost estimate, and "add to cart". A
 * signed-out buyer is asked to log in first and comes back to the same choice; a signed-in buyer's
 * units go into the cart (`addCart`, summed into the variant's line), the header's count follows,
 * and a refusal (the stock changed meanwhile) is said here, with the choice kept.
 *
 * On a phone the price, the quantity and "add to cart" stay in a bar along the bottom edge
 * (`StickyActionBar`, in the tab bar's place: the route table's `phoneActionBar`), so the buyer can
 * add the product from anywhere on the page; the minimum order and a quantity's problem stay
 * here, above it, and describe the quantity field. From the tablet breakpoint the bar is part of
 * this box.
 */
export function ProductPurchase({ product }: ProductPurchaseProps) {
  const intl = useIntl();
  const { locale } = useUI();
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useSession();
  const [start] = useState(() => startingChoice(product, new URLSearchParams(location.search)));
  const [selection, setSelection] = useState<VariantSelection>(start.selection);
  // The variant's price in the buyer's currency; dollars while the rate is on its way.
  const priceCurrency = usePriceCurrency();
  const [quantity, setQuantity] = useState(start.quantity);
  const { addToCart: addCartLine, isMutating: adding } = useCartMutations();
  /** The server's refusal of the last add (already in the buyer's language), shown under the bar. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const quantityHintId = useId();

  const hasVariants = product.variants.length > 0;
  const variant = hasVariants ? findVariant(product.variants, selection) : undefined;
  const limits: OrderQuantityLimits = {
    minOrder: product.minOrder,
    stock: variant?.stock ?? (hasVariants ? 0 : product.stock),
    maxOrder: product.maxOrder ?? undefined,
  };
  const problem = orderQuantityProblem(quantity, limits);
  const chosen = !hasVariants || variant !== undefined;
  const maxQuantity = Math.max(
    1,
    maxOrderableQuantity({ stock: limits.stock, maxQuantity: limits.maxOrder }),
  );

  const addToCart = async () => {
    if (!signedIn) {
      // Spec section 6: "Many actions prompt 'please log in first'"; back here after signing in.
      notify(formatDomainKey(intl, 'error.loginRequired'), 'info');
      const search = new URLSearchParams(location.search);
      if (variant) search.set(CHOICE_PARAM.skuId, variant.skuId);
      search.set(CHOICE_PARAM.quantity, String(quantity));
      void navigate(loginPathFor({ pathname: location.pathname, search: `?${search.toString()}` }));
      return;
    }
    if (!variant) return;
    setRefusal(null);
    const result = await addCartLine({ productId: product.id, skuId: variant.skuId, quantity });
    if (result.success) notify(intl.formatMessage({ id: 'product.addedToCart' }), 'success');
    // The client's toast says every failure; a refusal (the stock changed since the page loaded)
    // also stays here, in the server's words, beside the choice it concerns.
    else if (result.kind === 'rejected' && result.msg.trim() !== '') setRefusal(result.msg);
  };

  return (
    <div className={styles.purchase}>
      {hasVariants ? (
        <SkuSelector
          className={styles.skuSelector}
          {...(priceCurrency ?? {})}
          variants={product.variants}
          selection={selection}
          onChange={(_, next) => {
            setSelection(next);
            setRefusal(null);
          }}
        />
      ) : null}
      <div className={styles.choice} aria-live="polite" data-testid="chosen-variant">
        {chosen ? (
          <>
            <Price
              size="lg"
              price={variant ? effectivePrice(variant) : product.price}
              originalPrice={variant?.promotionPrice === undefined ? undefined : variant.price}
            />
            <span className={styles.stock}>
              {limits.stock > 0 ? (
                <FormattedMessage id="product.stock" values={countValues(limits.stock, locale)} />
              ) : (
                <FormattedMessage id="product.outOfStock" />
              )}
            </span>
          </>
        ) : (
          <span className={styles.stock}>
            <FormattedMessage id="product.chooseOptions" />
          </span>
        )}
      </div>
      <p id={quantityHintId} className={styles.quantityHint}>
        <FormattedMessage id="product.minOrder" values={countValues(product.minOrder, locale)} />
        {chosen && problem !== null ? (
          <span className={styles.quantityProblem}>
            {formatOrderQuantityProblem(intl, locale, problem, limits)}
          </span>
        ) : null}
      </p>
      <StickyActionBar
        aria-label={intl.formatMessage({ id: 'product.buyBar' })}
        className={styles.buyBar}
        summary={
          chosen ? (
            <Price className={styles.buyBarPrice} price={variant ? effectivePrice(variant) : product.price} />
          ) : undefined
        }
      >
        <NumberField
          size="sm"
          className={styles.quantity}
          aria-label={intl.formatMessage({ id: 'product.quantity' })}
          aria-describedby={quantityHintId}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setRefusal(null);
          }}
          maxValue={maxQuantity}
          isInvalid={chosen && problem !== null}
        />
        <Button
          className={styles.addToCart}
          isDisabled={!chosen || problem !== null || (signedIn && !variant)}
          isLoading={adding}
          onPress={() => void addToCart()}
        >
          <FormattedMessage id="product.addToCart" />
        </Button>
      </StickyActionBar>
      <p className={styles.notice} role="status">
        {refusal}
      </p>
      {chosen ? (
        <FreightEstimate productId={product.id} skuId={variant?.skuId} quantity={quantity} limits={limits} />
      ) : null}
    </div>
  );
}
