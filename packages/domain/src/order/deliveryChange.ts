import { z } from 'zod';
import { withKey } from '../validation';
import { RECEIVING_WAY } from './order';
import { DELIVERY_CHANGE_ERROR, type OrderDeliveryChange } from './deliveryChangeRule';

export const orderDeliveryChangeSchema = z
  .object({
    orderNo: z
      .string(withKey(DELIVERY_CHANGE_ERROR.orderNoRequired))
      .trim()
      .min(1, withKey(DELIVERY_CHANGE_ERROR.orderNoRequired)),
    deliveryMethod: z.union(
      [z.literal(RECEIVING_WAY.specifiedAddress), z.literal(RECEIVING_WAY.selfPickup)],
      withKey(DELIVERY_CHANGE_ERROR.deliveryMethodInvalid),
    ),
    emailAddressId: z
      .number(withKey(DELIVERY_CHANGE_ERROR.addressInvalid))
      .int(withKey(DELIVERY_CHANGE_ERROR.addressInvalid))
      .positive(withKey(DELIVERY_CHANGE_ERROR.addressInvalid))
      .nullish(),
  })
  .transform((change, context): OrderDeliveryChange => {
    const { orderNo, deliveryMethod } = change;
    // Self pickup needs no address: one sent along is dropped rather than stored.
    if (deliveryMethod === RECEIVING_WAY.selfPickup) return { orderNo, deliveryMethod, emailAddressId: null };
    const emailAddressId = change.emailAddressId ?? null;
    if (emailAddressId === null) {
      context.addIssue({
        code: 'custom',
        message: DELIVERY_CHANGE_ERROR.addressRequired,
        path: ['emailAddressId'],
      });
      return z.NEVER;
    }
    return { orderNo, deliveryMethod, emailAddressId };
  });
