/** A buyer's group of favorite products (spec section 3). */
export interface ProductGroup {
  id: string;
  groupName: string;
  /** Position in the group list, ascending. */
  sort: number;
}

/**
 * A group name has at most 50 characters: it is a label in the group tabs and the move-to menu,
 * not a description. Spec section 5 only says "required".
 */
export const PRODUCT_GROUP_NAME_MAX_LENGTH = 50;

export const PRODUCT_GROUP_ERROR_KEYS = {
  nameRequired: 'favorites.groupName.required',
  nameTooLong: 'favorites.groupName.tooLong',
  sortRequired: 'favorites.sort.required',
  sortInvalid: 'favorites.sort.invalid',
} as const;
