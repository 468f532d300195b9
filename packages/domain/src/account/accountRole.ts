import { PROCUREMENT_MANAGER_LEVEL } from './userInfo';

/**
 * What work an account does (spec sections 1 and 6, issue 6): buyers shop; procurement staff buy
 * on a customer's behalf (level 12); finance staff review payments; operations staff (named by
 * issue 6, their work not described by the spec); administrators manage the staff accounts
 * (issue 12: who works as what). Agent applicants are buyers who filled in a form, not a role.
 *
 * VIP is not a role: a VIP member is a buyer whose membership was upgraded (section 6: price
 * negotiation for upgraded VIP accounts), who shops exactly like any buyer. Keeping it a separate
 * flag means staff checks never have to list "buyer or VIP", and an upgrade or downgrade never
 * touches what an account may administer.
 */
export const ACCOUNT_ROLES = ['buyer', 'procurement', 'finance', 'operations', 'administrator'] as const;

export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles that work for the provider rather than buy from it. */
export const STAFF_ROLES = [
  'procurement',
  'finance',
  'operations',
  'administrator',
] as const satisfies readonly AccountRole[];

/** A role that works for the provider: what a staff-only call of the contract lists. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The level of every account but procurement staff. The spec gives meaning to level 12 only
 * (section 9); buyers, finance, operations staff and administrators get 1, a value the storefront never treats
 * specially, so only procurement staff see the procurement menu.
 */
export const BUYER_LEVEL = 1;

export function isAccountRole(value: unknown): value is AccountRole {
  return (ACCOUNT_ROLES as readonly unknown[]).includes(value);
}

export function isStaffRole(role: AccountRole): role is StaffRole {
  return (STAFF_ROLES as readonly AccountRole[]).includes(role);
}

/** The `level` userInfo reports for a role: 12 for procurement staff (sections 3, 6, 9), else 1. */
export function levelOfRole(role: AccountRole): number {
  return role === 'procurement' ? PROCUREMENT_MANAGER_LEVEL : BUYER_LEVEL;
}
