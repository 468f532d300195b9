import { defineEndpoint } from '../endpoint';
import type * as schemas from './accountSchemas';

/**
 * Spec section 8 (6027, 6029): the signed-in user changes the login password, giving the old one.
 * Every other session of the account is signed out.
 */
export const changePassword = defineEndpoint<typeof schemas.changePassword>()({
  path: '/hello/user/changePassword',
  method: 'POST',
  access: 'private',
});

/** Spec section 5: whether an email is free to register; data is true when it is. */
export const checkEmail = defineEndpoint<typeof schemas.checkEmail>()({
  path: '/hello/user/login/checkEmail',
  method: 'POST',
  access: 'public',
});

/**
 * Spec section 5: whether a phone is free to register; data is true when it is. A national number
 * belongs to one account whatever its country, because the password login's account field carries
 * no dialing code; `areaId` is accepted for symmetry with the other phone calls.
 */
export const checkPhone = defineEndpoint<typeof schemas.checkPhone>()({
  path: '/hello/user/login/checkPhone',
  method: 'POST',
  access: 'public',
});

/** Spec section 5: whether a user name is free (case-insensitively); data is true when it is. */
export const checkUserName = defineEndpoint<typeof schemas.checkUserName>()({
  path: '/hello/user/login/checkUserName',
  method: 'POST',
  access: 'public',
});

/**
 * Spec sections 5 and 7: asked before sending a login code. Data is true when a code can be sent
 * now, false while the 60 s resend wait runs; 6062 for an unregistered phone, 6026 when the day's
 * codes are used up. The spec leaves the path unnamed; this one sits beside sendWhatsAppLoginCode.
 */
export const checkWhatsAppCode = defineEndpoint<typeof schemas.checkWhatsAppCode>()({
  path: '/hello/user/login/checkWhatsAppCode',
  method: 'POST',
  access: 'public',
});

/** Spec section 7: a new password, proven by the code from sendEmailCode (6022 when wrong). */
export const forgetPassword = defineEndpoint<typeof schemas.forgetPassword>()({
  path: '/hello/user/login/forgetPassword',
  method: 'POST',
  access: 'public',
});

/** Spec section 7: one login call whose `type` decides the fields. Answers the bearer token. */
export const login = defineEndpoint<typeof schemas.login>()({
  path: '/hello/user/login/login',
  method: 'POST',
  access: 'public',
});

/** Spec section 7: ends the session; the bearer token it was called with stops working. */
export const logout = defineEndpoint<typeof schemas.logout>()({
  path: '/hello/user/login/logout',
  method: 'POST',
  access: 'private',
});

/**
 * Spec sections 5 and 7: a new account. The domain's registration form plus the phone's dialing
 * code (`areaId`, Iraq when absent), which the phone-code login needs. Answers the new user's id
 * and a bearer token, so the buyer is signed in at once.
 */
export const register = defineEndpoint<typeof schemas.register>()({
  path: '/hello/user/login/register',
  method: 'POST',
  access: 'public',
});

/**
 * Replaces the payment password. Proof is the login password (6029 when wrong): the buyer is
 * signed in already, and it needs no second channel. An account without a login password (social
 * sign-in only) sets one first through sendEmailCode and forgetPassword.
 */
export const resetPaymentPassword = defineEndpoint<typeof schemas.resetPaymentPassword>()({
  path: '/hello/user/paymentPassword/reset',
  method: 'POST',
  access: 'private',
});

/**
 * Spec section 7: emails a code for resetting a forgotten password (the only purpose it has).
 * The same 60 s wait and daily limit as the WhatsApp code apply. Data is true once queued.
 */
export const sendEmailCode = defineEndpoint<typeof schemas.sendEmailCode>()({
  path: '/hello/user/login/sendEmailCode',
  method: 'POST',
  access: 'public',
});

/** Spec section 7: sends a login code by WhatsApp to a registered phone; data is the success flag. */
export const sendWhatsAppLoginCode = defineEndpoint<typeof schemas.sendWhatsAppLoginCode>()({
  path: '/hello/user/login/sendWhatsAppLoginCode',
  method: 'POST',
  access: 'public',
});

/** Spec sections 3 and 5: the first payment password (6 digits, twice). Refused once one is set. */
export const setPaymentPassword = defineEndpoint<typeof schemas.setPaymentPassword>()({
  path: '/hello/user/paymentPassword/set',
  method: 'POST',
  access: 'private',
});

/** Spec sections 3 and 7: the signed-in user. Phone and email are '' when the account has none. */
export const userInfo = defineEndpoint<typeof schemas.userInfo>()({
  path: '/hello/user/userInfo',
  method: 'GET',
  access: 'private',
});
