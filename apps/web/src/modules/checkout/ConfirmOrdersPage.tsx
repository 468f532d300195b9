import {
  keysOfEndpoints,
  selectCartPage,
  useAddresses,
  useCart,
  useCreateOrder,
  useOrderPreview,
  useWarehouses,
  type OrderPreview,
  type listAddresses,
  type ResponseOf,
} from '@tijara/api';
import {
  DEFAULT_COUNTRY_ID,
  DELIVERY_CHANGE_ERROR,
  LOGISTICS_MODES,
  ORDER_REMARK_MAX_LENGTH,
  RECEIVING_WAY,
  type LogisticsMode,
  type ReceivingWay,
} from '@tijara/domain';
import {
  Button,
  CostLines,
  EmptyState,
  Link,
  PriceDisplay,
  Radio,
  RadioGroup,
  Skeleton,
  StickyActionBar,
  TextArea,
  type CostLine,
  type PriceCurrencyProps,
} from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { notify } from '../../app/notify';
import { usePriceCurrency } from '../../app/Price';
import { cartAddress, orderDetailsAddress, productAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey, formatFailureMessage } from '../../i18n/domainMessages';
import { AddressEditor } from '../account/AddressEditor';
import * as styles from './ConfirmOrdersPage.css';

type SavedAddress = ResponseOf<typeof listAddresses>[number];

/** How many lines the skeleton shows while the order is prepared. */
const SKELETON_LINES = 2;

/** The logistics modes the preview has a tariff for (an estimate that is not null), in the domain's order. */
function modesOf(preview: OrderPreview): LogisticsMode[] {
  return LOGISTICS_MODES.filter((mode) => preview.estimates[mode] !== null);
}

/**
 * The cost lines shown: what is paid when ordering (the goods price and the China freight, as the
 * server lists them), then the chosen mode's second-stage costs marked as estimates; the total is
 * the estimated landed cost, or the order amount when no mode has a tariff.
 */
function costLinesOf(preview: OrderPreview, mode: LogisticsMode | null) {
  const paidNow: CostLine[] = preview.costs
    .filter((cost) => !cost.estimated)
    .map((cost) => ({ kind: cost.line, amount: cost.amount }));
  const estimate = mode === null ? null : preview.estimates[mode];
  if (!estimate) return { lines: paidNow, total: preview.amount, isTotalEstimate: false };
  return {
    lines: [
      ...paidNow,
      { kind: 'seaFreight', amount: estimate.internationalFreight, isEstimate: true },
      { kind: 'insurance', amount: estimate.insurance, isEstimate: true },
    ] satisfies CostLine[],
    total: estimate.landedTotal,
    isTotalEstimate: true,
  };
}

/**
 * Spec section 2, `/confirm-orders` (issue 14, item 2): the cart's chosen lines as the server
 * prices them now (`previewOrder`), the delivery (self pickup at the Baghdad warehouse, or one of
 * the buyer's addresses, the default chosen, a new one added in place), the logistics mode where
 * both have a tariff, the goods price, the China freight and the estimated second-stage costs, a
 * remark, and "Place order" (`createOrder`), which opens the new order. The lines are the ones
 * chosen when the buyer arrived; a refusal (stock taken meanwhile, an address deleted) stays
 * beside the button in the server's words, with every choice kept.
 */
export function ConfirmOrdersPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'checkout.title' }));
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const priceCurrency: PriceCurrencyProps = usePriceCurrency() ?? { currency: 'USD' };
  const { cart, error: cartError } = useCart();
  // The lines chosen when the buyer arrived: the cart changes once the order is made (its lines
  // leave it), and the screen still shows what was ordered until the order's page opens.
  const [itemIds, setItemIds] = useState<string[] | null>(null);
  if (itemIds === null && cart)
    setItemIds(cart.records.filter((line) => line.selected).map((line) => line.id));
  const { preview, error: previewError, mutate: reloadPreview } = useOrderPreview(itemIds);
  const { addresses, error: addressesError } = useAddresses();
  const { warehouses } = useWarehouses();
  const { placeOrder, isMutating } = useCreateOrder();

  const [method, setMethod] = useState<ReceivingWay | null>(null);
  const [chosenAddressId, setChosenAddressId] = useState<string | null | undefined>(undefined);
  const [isAddingAddress, setIsAddingAddress] = useState(false);
  const [mode, setMode] = useState<LogisticsMode | null>(null);
  const [remark, setRemark] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const title = (
    <h1 className={styles.title}>
      <FormattedMessage id="checkout.title" />
    </h1>
  );

  if (cartError || previewError) {
    const retry = () => {
      if (cartError) void mutate(keysOfEndpoints([selectCartPage]));
      else void reloadPreview();
    };
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          title={<FormattedMessage id="checkout.failed" />}
          description={<FormattedMessage id="checkout.failedHint" />}
          action={
            // Lines that left the cart meanwhile (ordered in another tab) are chosen again there.
            <div className={styles.actions}>
              <Button variant="secondary" onPress={retry}>
                <FormattedMessage id="checkout.retry" />
              </Button>
              <Link href={cartAddress()} variant="standalone">
                <FormattedMessage id="checkout.backToCart" />
              </Link>
            </div>
          }
        />
      </section>
    );
  }

  if (itemIds !== null && itemIds.length === 0) {
    return (
      <section className={styles.page}>
        {title}
        <EmptyState
          title={<FormattedMessage id="checkout.empty" />}
          description={<FormattedMessage id="checkout.emptyHint" />}
          action={
            <Link href={cartAddress()} variant="standalone">
              <FormattedMessage id="checkout.backToCart" />
            </Link>
          }
        />
      </section>
    );
  }

  if (!preview) {
    return (
      <section className={styles.page} aria-busy="true">
        {title}
        <div className={styles.column}>
          <div className={styles.section}>
            <Skeleton shape="text" lines={3} />
          </div>
          <ul className={styles.lines}>
            {Array.from({ length: SKELETON_LINES }, (_, index) => (
              <li key={index} className={styles.skeletonLine}>
                <Skeleton shape="rect" className={styles.skeletonPicture} />
                <Skeleton shape="text" lines={3} />
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.section}>
          <Skeleton shape="text" lines={5} />
        </div>
      </section>
    );
  }

  // What the buyer has not chosen yet takes its default: delivery to the default address when
  // there is a saved address, else pickup; the default address (the list has it first).
  const deliveryMethod: ReceivingWay =
    method ?? (addresses && addresses.length > 0 ? RECEIVING_WAY.specifiedAddress : RECEIVING_WAY.selfPickup);
  const defaultAddress = addresses?.find((address) => address.isDefault === 1) ?? addresses?.[0];
  const addressId =
    chosenAddressId === undefined
      ? (defaultAddress?.id ?? null)
      : addresses?.some((address) => address.id === chosenAddressId)
        ? chosenAddressId
        : null;
  const modes = modesOf(preview);
  const logisticsMode = mode !== null && modes.includes(mode) ? mode : (modes[0] ?? null);
  const costs = costLinesOf(preview, logisticsMode);
  const problem = preview.problem;
  const flagged = new Set(problem?.itemIds ?? []);
  const needsAddress = deliveryMethod === RECEIVING_WAY.specifiedAddress && addressId === null;
  const remarkTooLong = remark.trim().length > ORDER_REMARK_MAX_LENGTH;
  const pickupWarehouse = warehouses?.find((warehouse) => warehouse.countryId === DEFAULT_COUNTRY_ID);

  async function submit() {
    if (itemIds === null || needsAddress) return;
    setRefusal(null);
    const result = await placeOrder(
      {
        itemIds,
        deliveryMethod,
        emailAddressId: deliveryMethod === RECEIVING_WAY.specifiedAddress ? addressId : null,
        logisticsMode: logisticsMode ?? 'sea',
        remark: remark.trim(),
      },
      { silent: true },
    );
    if (result.success) {
      notify(intl.formatMessage({ id: 'checkout.placed' }, { orderNo: result.data.orderNo }), 'success');
      void navigate(orderDetailsAddress({ orderNo: result.data.orderNo }), { replace: true });
      return;
    }
    // A 401 signs out and leaves for the sign-in page; anything else stays beside the button, in
    // the server's words when it gave some, and every choice stays as it was.
    if (result.kind === 'unauthorized') return;
    setRefusal(
      result.kind === 'rejected' && result.msg.trim() !== ''
        ? result.msg
        : formatFailureMessage(intl, result.message),
    );
  }

  const addressLabel = (address: SavedAddress) => (
    <span>
      <span className={styles.addressName}>
        {address.firstName} {address.lastName} <bdi dir="ltr">{address.mobile}</bdi>
      </span>
      <span className={styles.addressPlace}>
        {intl.formatList(
          [address.address, address.cityName, address.provinceName, address.countryName].filter(
            (part): part is string => Boolean(part),
          ),
          { type: 'unit' },
        )}
      </span>
    </span>
  );

  const deliverySection = (
    <section className={styles.section} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery" className={styles.sectionTitle}>
        <FormattedMessage id="checkout.delivery" />
      </h2>
      <RadioGroup
        label={intl.formatMessage({ id: 'checkout.deliveryMethod' })}
        value={String(deliveryMethod)}
        onChange={(value) => {
          setMethod(Number(value) as ReceivingWay);
          setRefusal(null);
        }}
      >
        <Radio value={String(RECEIVING_WAY.selfPickup)}>
          <FormattedMessage id="checkout.selfPickup" />
        </Radio>
        <Radio value={String(RECEIVING_WAY.specifiedAddress)}>
          <FormattedMessage id="checkout.specifiedAddress" />
        </Radio>
      </RadioGroup>
      {deliveryMethod === RECEIVING_WAY.selfPickup ? (
        <p className={styles.pickup} data-testid="pickup-address">
          {pickupWarehouse ? (
            <>
              <span className={styles.strong}>{pickupWarehouse.name}</span>
              <span>{pickupWarehouse.address}</span>
              {pickupWarehouse.phone ? (
                <span>
                  <FormattedMessage
                    id="checkout.pickupPhone"
                    values={{ phone: <bdi dir="ltr">{pickupWarehouse.phone}</bdi> }}
                  />
                </span>
              ) : null}
            </>
          ) : (
            <FormattedMessage id="checkout.pickupHint" />
          )}
        </p>
      ) : isAddingAddress ? (
        <AddressEditor
          address={null}
          errorClassName={styles.danger}
          onSaved={(id) => {
            setChosenAddressId(id);
            setIsAddingAddress(false);
            setRefusal(null);
          }}
          onCancel={() => setIsAddingAddress(false)}
        />
      ) : (
        <>
          {addresses && addresses.length > 0 ? (
            <RadioGroup
              label={intl.formatMessage({ id: 'checkout.address' })}
              value={addressId}
              onChange={(value) => {
                setChosenAddressId(value);
                setRefusal(null);
              }}
            >
              {addresses.map((address) => (
                <Radio key={address.id} value={address.id}>
                  {addressLabel(address)}
                </Radio>
              ))}
            </RadioGroup>
          ) : addressesError ? (
            <p role="alert" className={styles.danger}>
              <FormattedMessage id="checkout.addressesFailed" />
            </p>
          ) : addresses ? (
            <p className={styles.muted}>
              <FormattedMessage id="checkout.noAddress" />
            </p>
          ) : (
            <Skeleton shape="text" lines={2} />
          )}
          {needsAddress && addresses ? (
            <p className={styles.danger} role="alert">
              {formatDomainKey(intl, DELIVERY_CHANGE_ERROR.addressRequired)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onPress={() => setIsAddingAddress(true)}>
              <FormattedMessage id="checkout.addAddress" />
            </Button>
          </div>
          <p className={styles.muted}>
            <FormattedMessage id="checkout.carrierFee" />
          </p>
        </>
      )}
    </section>
  );

  const linesSection = (
    <section className={styles.section} aria-labelledby="checkout-lines">
      <h2 id="checkout-lines" className={styles.sectionTitle}>
        <FormattedMessage id="checkout.lines" values={{ count: preview.lines.length }} />
      </h2>
      <ul className={styles.lines}>
        {preview.lines.map((line) => (
          <li key={line.id} className={styles.line} data-flagged={flagged.has(line.id) || undefined}>
            {line.imageUrl ? (
              <img
                className={styles.picture}
                src={line.imageUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.picture} aria-hidden="true" />
            )}
            <div className={styles.lineInfo}>
              <p className={styles.lineName}>
                {line.platformType === null ? (
                  line.name
                ) : (
                  <Link
                    variant="standalone"
                    href={productAddress({ productId: line.productId, platformType: line.platformType })}
                  >
                    {line.name}
                  </Link>
                )}
              </p>
              {line.attributes.length > 0 ? (
                <p className={styles.muted}>
                  {intl.formatList(
                    line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`),
                    { type: 'unit' },
                  )}
                </p>
              ) : null}
              <div className={styles.lineFigures}>
                <span>
                  <FormattedMessage
                    id="checkout.unitTimesQuantity"
                    values={{
                      price: <PriceDisplay {...priceCurrency} price={line.unitPrice} size="sm" />,
                      quantity: line.quantity,
                    }}
                  />
                </span>
                <PriceDisplay {...priceCurrency} price={line.lineTotal} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );

  const logisticsSection =
    modes.length > 1 ? (
      <RadioGroup
        label={intl.formatMessage({ id: 'checkout.logistics' })}
        orientation="horizontal"
        value={logisticsMode}
        onChange={(value) => setMode(value as LogisticsMode)}
      >
        {modes.map((each) => (
          <Radio key={each} value={each}>
            {each === 'sea' ? (
              <FormattedMessage id="checkout.bySea" />
            ) : (
              <FormattedMessage id="checkout.byAir" />
            )}
          </Radio>
        ))}
      </RadioGroup>
    ) : modes.length === 0 ? (
      <p className={styles.muted}>
        <FormattedMessage id="checkout.noEstimate" />
      </p>
    ) : null;

  const disabled = problem !== null || needsAddress || remarkTooLong || isMutating;
  // Why the order cannot be placed as it is (the server's rules), or why it was refused.
  const notice = problem ? formatDomainKey(intl, problem.key) : refusal;

  return (
    <section className={styles.page}>
      {title}
      <div className={styles.column}>
        {deliverySection}
        {linesSection}
        <section className={styles.section} aria-labelledby="checkout-remark">
          <h2 id="checkout-remark" className={styles.sectionTitle}>
            <FormattedMessage id="checkout.remarkTitle" />
          </h2>
          <TextArea
            label={intl.formatMessage({ id: 'checkout.remark' })}
            placeholder={intl.formatMessage({ id: 'checkout.remarkPlaceholder' })}
            maxLength={ORDER_REMARK_MAX_LENGTH}
            rows={3}
            value={remark}
            onChange={setRemark}
          />
        </section>
      </div>
      <div className={styles.column}>
        <section className={styles.section} aria-labelledby="checkout-costs">
          <h2 id="checkout-costs" className={styles.sectionTitle}>
            <FormattedMessage id="checkout.costs" />
          </h2>
          {logisticsSection}
          <CostLines
            {...priceCurrency}
            caption={intl.formatMessage({ id: 'checkout.costsCaption' })}
            lines={costs.lines}
            total={costs.total}
            isTotalEstimate={costs.isTotalEstimate}
          />
          {costs.isTotalEstimate ? (
            <p className={styles.muted}>
              <FormattedMessage id="checkout.paidLater" />
            </p>
          ) : null}
        </section>
        <StickyActionBar
          aria-label={intl.formatMessage({ id: 'checkout.bar' })}
          className={styles.bar}
          summary={
            <span className={styles.barSummary}>
              <span>
                <FormattedMessage id="checkout.payNow" />{' '}
                <PriceDisplay {...priceCurrency} price={preview.amount} size="lg" />
              </span>
              {notice ? (
                <span role="alert" className={styles.danger}>
                  {notice}
                </span>
              ) : null}
            </span>
          }
        >
          <Button onPress={() => void submit()} isDisabled={disabled} isLoading={isMutating}>
            <FormattedMessage id="checkout.place" />
          </Button>
        </StickyActionBar>
      </div>
    </section>
  );
}
