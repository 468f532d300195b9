/**
 * The level of an ordinary buyer's account: the domain's rule (level 12 is procurement staff,
 * every other role is 1), re-exported where registration and social sign-in already read it.
 */
export { BUYER_LEVEL } from '@tijara/domain';
