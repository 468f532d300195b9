import { z } from 'zod';
import { withKey } from '../validation';
import { PRODUCT_GROUP_ERROR_KEYS, PRODUCT_GROUP_NAME_MAX_LENGTH } from './productGroupRule';

const K = PRODUCT_GROUP_ERROR_KEYS;

/** Spec section 5: group name and sort number are required; the sort number is a whole number from 0. */
export const productGroupFormSchema = z.object({
  groupName: z
    .string(withKey(K.nameRequired))
    .trim()
    .min(1, withKey(K.nameRequired))
    .max(PRODUCT_GROUP_NAME_MAX_LENGTH, withKey(K.nameTooLong)),
  sort: z.number(withKey(K.sortRequired)).int(withKey(K.sortInvalid)).nonnegative(withKey(K.sortInvalid)),
});

export type ProductGroupForm = z.output<typeof productGroupFormSchema>;
