import { z } from 'zod';
import { withKey } from '../validation';
import { CART_ERROR, quantityProblem, type QuantityLimits } from './cartRule';

/** The same rule as a schema, for forms and for the server's cart calls. */
export function cartQuantitySchema(limits: QuantityLimits) {
  return z.number(withKey(CART_ERROR.notWhole)).superRefine((quantity, context) => {
    const problem = quantityProblem(quantity, limits);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}
