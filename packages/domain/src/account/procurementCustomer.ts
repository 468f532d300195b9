import { z } from 'zod';
import { withKey } from '../validation';
import { PROCUREMENT_CUSTOMER_ERROR_KEYS } from './procurementCustomerRule';

/** Spec section 5: the procurement dialog requires a customer, chosen by userId. */
export const procurementCustomerFormSchema = z.object({
  userId: z
    .string(withKey(PROCUREMENT_CUSTOMER_ERROR_KEYS.required))
    .trim()
    .min(1, withKey(PROCUREMENT_CUSTOMER_ERROR_KEYS.required)),
});

export type ProcurementCustomerForm = z.output<typeof procurementCustomerFormSchema>;
