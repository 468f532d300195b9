import { useAddresses, useWarehouses, type OrderDetail, type OrderMutations } from '@tijara/api';
import { DEFAULT_COUNTRY_ID, RECEIVING_WAY, type OrderStatus } from '@tijara/domain';
import { Button, DeliveryDrawer } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { individualCenterAddress } from '../../app/routeTable';
import { addressOfSaved } from '../account/savedAddress';
import * as styles from './OrderDetailsPage.css';

export interface OrderDeliveryProps {
  order: OrderDetail;
  changeDelivery: OrderMutations['changeDelivery'];
}

/** The Baghdad warehouse's address, where a self-pickup order is collected (`warehouse/list`). */
function usePickupAddress(): string | null {
  const { warehouses } = useWarehouses();
  const baghdad = warehouses?.find((warehouse) => warehouse.countryId === DEFAULT_COUNTRY_ID);
  return baghdad ? `${baghdad.name}: ${baghdad.address}` : null;
}

/**
 * Where the goods go (spec section 3): self pickup at the Baghdad warehouse, or the address the
 * order copied, with who receives them. While the life cycle allows it (`actions.changeDelivery`),
 * "Change delivery" opens the `DeliveryDrawer` over the buyer's address book; on success the
 * drawer closes and the order is read again (spec section 4).
 */
export function OrderDelivery({ order, changeDelivery }: OrderDeliveryProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const pickupAddress = usePickupAddress();
  const { addresses } = useAddresses();
  const { address } = order;

  async function confirm(change: { deliveryMethod: 1 | 2; emailAddressId: number | null }) {
    const result = await changeDelivery({
      deliveryMethod: change.deliveryMethod,
      emailAddressId: change.emailAddressId === null ? null : String(change.emailAddressId),
    });
    // The client's toast says why; the drawer stays open with the choice.
    if (!result.success) throw new Error(result.msg);
    notify(intl.formatMessage({ id: 'orders.delivery.changed' }), 'success');
  }

  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <FormattedMessage id="orders.delivery.method" />
          </dt>
          <dd>
            {order.receivingWay === RECEIVING_WAY.selfPickup ? (
              <FormattedMessage id="orders.delivery.selfPickup" />
            ) : (
              <FormattedMessage id="orders.delivery.specifiedAddress" />
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <FormattedMessage id="orders.delivery.logisticsMode" />
          </dt>
          <dd>
            <FormattedMessage id="orders.delivery.logisticsModeName" values={{ mode: order.logisticsMode }} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <FormattedMessage id="orders.delivery.consignee" />
          </dt>
          <dd>{order.consignee}</dd>
        </div>
        {address ? (
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="orders.delivery.address" />
            </dt>
            <dd>
              <address className={styles.address}>
                <span>
                  {address.firstName} {address.lastName}{' '}
                  <bdi dir="ltr" translate="no">
                    {address.mobile}
                  </bdi>
                </span>
                <span>{address.address}</span>
                <span>
                  {[address.cityName, address.provinceName, address.countryName].filter(Boolean).join('، ')}
                  {address.postcode ? (
                    <>
                      {' '}
                      <bdi dir="ltr">{address.postcode}</bdi>
                    </>
                  ) : null}
                </span>
                {address.email ? (
                  <bdi dir="ltr" translate="no">
                    {address.email}
                  </bdi>
                ) : null}
              </address>
            </dd>
          </div>
        ) : (
          <div className={styles.fact}>
            <dt>
              <FormattedMessage id="orders.delivery.pickupAt" />
            </dt>
            <dd>{pickupAddress ?? <FormattedMessage id="orders.delivery.pickupWarehouse" />}</dd>
          </div>
        )}
      </dl>
      {order.actions.changeDelivery ? (
        <>
          <Button variant="secondary" size="sm" className={styles.screenOnly} onPress={() => setOpen(true)}>
            <FormattedMessage id="orders.delivery.change" />
          </Button>
          {/* Mounted while open, so it starts from the order's delivery as it is now. */}
          {isOpen ? (
            <DeliveryDrawer
              isOpen
              onOpenChange={setOpen}
              orderNo={order.orderNo}
              status={order.status as OrderStatus}
              receivingWay={order.receivingWay}
              addresses={(addresses ?? []).map(addressOfSaved)}
              addressId={order.addressId}
              pickupAddress={pickupAddress ?? intl.formatMessage({ id: 'orders.delivery.pickupWarehouse' })}
              onConfirm={confirm}
              onAddAddress={() => void navigate(individualCenterAddress('address'))}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
