/**
 * The signed-in user (spec section 3). Ids are strings: the back end's ids are 64-bit numbers
 * that a JavaScript number cannot always hold exactly.
 */
export interface UserInfo {
  userId: string;
  userName: string;
  /** Account level; {@link PROCUREMENT_MANAGER_LEVEL} marks procurement staff. */
  level: number;
  phone: string;
  email: string;
}

/** Spec sections 3, 6 and 9: level 12 means procurement manager (procurement staff). */
export const PROCUREMENT_MANAGER_LEVEL = 12;

/** Whether the user may manage procurement, i.e. shop on a customer's behalf (spec section 6). */
export function isProcurementManager(user: Pick<UserInfo, 'level'>): boolean {
  return user.level === PROCUREMENT_MANAGER_LEVEL;
}
