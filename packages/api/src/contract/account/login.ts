import {
  areaIdSchema,
  enteredPasswordSchema,
  loginAccountSchema,
  LOGIN_TYPE,
  phoneSchema,
  verificationCodeSchema,
} from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { thirdPartyInfoSchema } from './thirdPartyInfo';

/** Tokens and codes from a sign-in provider: long enough for any JWT they issue, bounded all the same. */
const providerToken = z.string().min(1).max(8192);

/** Type 1: account (user name, phone or email) and password. */
const passwordLogin = z.strictObject({
  type: z.literal(LOGIN_TYPE.password),
  account: loginAccountSchema,
  password: enteredPasswordSchema,
});

/** Type 2: the phone (as `account`), its dialing code and the code sent by WhatsApp. */
const phoneCodeLogin = z.strictObject({
  type: z.literal(LOGIN_TYPE.phoneCode),
  account: phoneSchema,
  areaId: areaIdSchema,
  code: verificationCodeSchema,
});

/**
 * Type 3: Google. `code` is either the ID token (Google Identity Services' credential) or an
 * authorization code, which the server exchanges using `thirdRedirectUrl` as the redirect URI.
 */
const googleLogin = z.strictObject({
  type: z.literal(LOGIN_TYPE.google),
  code: providerToken,
  thirdRedirectUrl: z.url().max(2048).optional(),
});

/**
 * Type 4: Facebook. The spec lists openId and thirdPartyInfo only; a Facebook id proves nothing on
 * its own, so `code` carries the user access token that the server checks with the Graph API.
 */
const facebookLogin = z.strictObject({
  type: z.literal(LOGIN_TYPE.facebook),
  openId: z.string().min(1).max(256),
  code: providerToken,
  thirdPartyInfo: thirdPartyInfoSchema.optional(),
});

/** Type 5: Apple. `code` is the identity token; Apple gives the name to the app only, in thirdPartyInfo. */
const appleLogin = z.strictObject({
  type: z.literal(LOGIN_TYPE.apple),
  code: providerToken,
  thirdPartyInfo: thirdPartyInfoSchema.optional(),
});

export const login = endpointSchemas({
  request: z.discriminatedUnion('type', [
    passwordLogin,
    phoneCodeLogin,
    googleLogin,
    facebookLogin,
    appleLogin,
  ]),
  response: z.object({ token: z.string().min(1) }),
});
