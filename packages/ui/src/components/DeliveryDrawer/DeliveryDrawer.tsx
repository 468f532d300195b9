import {
  isDomainMessageKey,
  OUTCOME_MESSAGE,
  RECEIVING_WAY,
  canChangeDeliveryMethod,
  orderDeliveryChangeSchema,
  validate,
  type Address,
  type OrderDeliveryChange,
  type OrderStatus,
  type ReceivingWay,
} from '@tijara/domain';
import { useState, type ReactNode } from 'react';
import { InfoIcon, MapPinIcon } from '../../icons';
import { useDomainMessages, useMessages } from '../../provider';
import { Button } from '../Button';
import type { DialogProps } from '../Dialog';
import { Drawer } from '../Drawer';
import { EmptyState } from '../EmptyState';
import { Radio, RadioGroup } from '../RadioGroup';
import * as styles from './DeliveryDrawer.css';
import { deliveryDrawerMessages } from './DeliveryDrawer.messages';

export interface DeliveryDrawerProps extends Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The order whose delivery method changes. */
  orderNo: string;
  /** The order's status: the method is locked once the goods reach the warehouse. */
  status: OrderStatus;
  /** The order's current receiving way, chosen when the drawer opens. @default RECEIVING_WAY.selfPickup */
  receivingWay?: ReceivingWay;
  /** The buyer's saved addresses. */
  addresses: readonly Address[];
  /** The id of the order's current address, chosen when the drawer opens. */
  addressId?: string | null;
  /** The Baghdad warehouse's pickup address text (the caller's). */
  pickupAddress: ReactNode;
  /**
   * Called with the validated change. A returned promise keeps the confirm button loading; the
   * drawer closes when it resolves and stays open (the caller shows why) when it rejects.
   */
  onConfirm: (change: OrderDeliveryChange) => void | Promise<void>;
  /** Offered when the buyer has no address (for example opens the address form). */
  onAddAddress?: () => void;
}

/** One line of a saved address: name, mobile, then the place. */
function AddressLabel({ address }: { address: Address }) {
  const place = [address.address, address.cityName, address.provinceName, address.countryName]
    .filter(Boolean)
    .join('، ');
  return (
    <span className={styles.address}>
      <span className={styles.addressName}>
        {address.firstName} {address.lastName}{' '}
        <bdi dir="ltr" className={styles.latin}>
          {address.mobile}
        </bdi>
      </span>
      <span className={styles.addressPlace}>{place}</span>
    </span>
  );
}

/**
 * The delivery-method drawer of the order detail (spec section 4): self pickup at the Baghdad
 * warehouse, or delivery to one of the buyer's addresses. Confirming a delivery without a chosen
 * address is refused by `orderDeliveryChangeSchema`; once the goods are at the warehouse
 * (`canChangeDeliveryMethod`) the drawer only says why nothing can change.
 */
export function DeliveryDrawer({
  orderNo,
  status,
  receivingWay = RECEIVING_WAY.selfPickup,
  addresses,
  addressId = null,
  pickupAddress,
  onConfirm,
  onAddAddress,
  ...overlayProps
}: DeliveryDrawerProps) {
  const t = useMessages(deliveryDrawerMessages);
  const domainMessage = useDomainMessages();
  const [method, setMethod] = useState<ReceivingWay>(receivingWay);
  const [chosen, setChosen] = useState<string | null>(
    addressId !== null && addresses.some((address) => address.id === addressId) ? addressId : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = !canChangeDeliveryMethod(status);

  const confirm = async (close: () => void) => {
    const result = validate(orderDeliveryChangeSchema, {
      orderNo,
      deliveryMethod: method,
      emailAddressId: chosen === null ? null : Number(chosen),
    });
    if (!result.ok) {
      // The rule's key (a chosen address is required), worded by the domain's catalogue.
      const key = result.errors.emailAddressId ?? Object.values(result.errors)[0] ?? '';
      setError(domainMessage(isDomainMessageKey(key) ? key : OUTCOME_MESSAGE.system));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(result.value);
      close();
    } catch {
      // The caller reports the failure; the choice stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      {...overlayProps}
      title={t('title')}
      isBusy={busy}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button onPress={() => void confirm(close)} isLoading={busy} isDisabled={locked}>
            {t('confirm')}
          </Button>
        </>
      )}
    >
      <div className={styles.body}>
        {locked ? (
          <p className={styles.notice} role="status">
            <InfoIcon className={styles.noticeIcon} />
            {t('locked')}
          </p>
        ) : null}
        <RadioGroup
          label={t('method')}
          value={String(method)}
          onChange={(value) => {
            setMethod(Number(value) as ReceivingWay);
            setError(null);
          }}
          isDisabled={locked}
        >
          <Radio value={String(RECEIVING_WAY.selfPickup)}>{t('selfPickup')}</Radio>
          <Radio value={String(RECEIVING_WAY.specifiedAddress)}>{t('specifiedAddress')}</Radio>
        </RadioGroup>
        {method === RECEIVING_WAY.selfPickup ? (
          <p className={styles.pickup}>
            <MapPinIcon className={styles.noticeIcon} />
            <span>{pickupAddress}</span>
          </p>
        ) : addresses.length === 0 ? (
          <>
            <EmptyState
              headingLevel={3}
              illustration={<MapPinIcon />}
              title={domainMessage(OUTCOME_MESSAGE.noAddress)}
              action={
                onAddAddress ? (
                  <Button variant="secondary" onPress={onAddAddress} isDisabled={locked}>
                    {t('addAddress')}
                  </Button>
                ) : undefined
              }
            />
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
          </>
        ) : (
          <RadioGroup
            label={t('addresses')}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setError(null);
            }}
            isRequired
            isDisabled={locked}
            isInvalid={error !== null}
            errorMessage={error}
            validationBehavior="aria"
          >
            {addresses.map((address) => (
              <Radio key={address.id} value={address.id} className={styles.addressRadio}>
                <AddressLabel address={address} />
              </Radio>
            ))}
          </RadioGroup>
        )}
      </div>
    </Drawer>
  );
}
