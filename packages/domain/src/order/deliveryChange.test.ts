import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { orderDeliveryChangeSchema } from './deliveryChange';
import { DELIVERY_CHANGE_ERROR, canChangeDeliveryMethod } from './deliveryChangeRule';
import { ORDER_STATUS, ORDER_STATUSES } from './orderStatus';

describe('canChangeDeliveryMethod (spec section 4: not once goods reach the warehouse)', () => {
  it('allows a change on every status before the Baghdad warehouse', () => {
    const allowed = ORDER_STATUSES.filter(canChangeDeliveryMethod);
    expect(allowed).toEqual([
      ORDER_STATUS.WAIT_BUYER_PAY,
      ORDER_STATUS.WAITING_PURCHASE,
      ORDER_STATUS.WAIT_SELLER_SEND,
      ORDER_STATUS.CHINA_SHIPPING,
      ORDER_STATUS.LOGISTICS_PAYMENT,
      ORDER_STATUS.SEA_SHIPPING,
    ]);
  });

  it('refuses it from arrival at the warehouse on, and on closed orders', () => {
    expect(canChangeDeliveryMethod(ORDER_STATUS.SEA_SHIPPING)).toBe(true);
    expect(canChangeDeliveryMethod(ORDER_STATUS.TO_WAREHOUSE)).toBe(false);
    expect(canChangeDeliveryMethod(ORDER_STATUS.WAIT_BUYER_RECEIVER)).toBe(false);
    expect(canChangeDeliveryMethod(ORDER_STATUS.CANCEL)).toBe(false);
  });
});

describe('orderDeliveryChangeSchema', () => {
  it('accepts a specified-address change with a chosen address', () => {
    expect(
      validate(orderDeliveryChangeSchema, { orderNo: ' T1001 ', deliveryMethod: 1, emailAddressId: 7 }),
    ).toEqual({
      ok: true,
      value: { orderNo: 'T1001', deliveryMethod: 1, emailAddressId: 7 },
    });
  });

  it('blocks a specified-address change without a chosen address (spec sections 4 and 5)', () => {
    for (const emailAddressId of [undefined, null]) {
      expect(
        validate(orderDeliveryChangeSchema, { orderNo: 'T1', deliveryMethod: 1, emailAddressId }),
      ).toEqual({
        ok: false,
        errors: { emailAddressId: DELIVERY_CHANGE_ERROR.addressRequired },
      });
    }
  });

  it('needs no address for self pickup, and drops one that was sent', () => {
    expect(validate(orderDeliveryChangeSchema, { orderNo: 'T1', deliveryMethod: 2 })).toEqual({
      ok: true,
      value: { orderNo: 'T1', deliveryMethod: 2, emailAddressId: null },
    });
    expect(
      validate(orderDeliveryChangeSchema, { orderNo: 'T1', deliveryMethod: 2, emailAddressId: 7 }),
    ).toEqual({
      ok: true,
      value: { orderNo: 'T1', deliveryMethod: 2, emailAddressId: null },
    });
  });

  it('reports the order number, the method and a malformed address id', () => {
    expect(
      validate(orderDeliveryChangeSchema, { orderNo: '  ', deliveryMethod: 3, emailAddressId: 0 }),
    ).toEqual({
      ok: false,
      errors: {
        orderNo: DELIVERY_CHANGE_ERROR.orderNoRequired,
        deliveryMethod: DELIVERY_CHANGE_ERROR.deliveryMethodInvalid,
        emailAddressId: DELIVERY_CHANGE_ERROR.addressInvalid,
      },
    });
    expect(validate(orderDeliveryChangeSchema, { deliveryMethod: 1, emailAddressId: 1.5 })).toEqual({
      ok: false,
      errors: {
        orderNo: DELIVERY_CHANGE_ERROR.orderNoRequired,
        emailAddressId: DELIVERY_CHANGE_ERROR.addressInvalid,
      },
    });
  });
});
