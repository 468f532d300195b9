import type { UserInfo } from './userInfo';

/** A customer a procurement manager can shop for (spec section 3, as listed by getUserList). */
export type ProcurementCustomer = Pick<UserInfo, 'userId' | 'userName' | 'phone' | 'email'>;

/** Spec section 7: the customer lookup is debounced by 500 ms while the manager types. */
export const CUSTOMER_LOOKUP_DEBOUNCE_MS = 500;

export const PROCUREMENT_CUSTOMER_ERROR_KEYS = {
  required: 'procurement.customer.required',
} as const;

/**
 * Spec section 3: a customer reads `name(phone, email)`. A missing phone or email is left out
 * rather than shown as an empty slot: `name(email)`, `name(phone)`, or just `name`.
 */
export function procurementCustomerLabel(customer: ProcurementCustomer): string {
  const contacts = [customer.phone, customer.email].map((contact) => contact.trim()).filter(Boolean);
  return contacts.length === 0 ? customer.userName : `${customer.userName}(${contacts.join(', ')})`;
}
