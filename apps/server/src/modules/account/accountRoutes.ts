import {
  changePassword as changePasswordCall,
  checkEmail,
  checkPhone,
  checkUserName,
  checkWhatsAppCode,
  forgetPassword,
  login,
  logout,
  register as registerCall,
  resetPaymentPassword as resetPaymentPasswordCall,
  sendEmailCode,
  sendWhatsAppLoginCode,
  setPaymentPassword as setPaymentPasswordCall,
  userInfo,
} from '@tijara/api/contract';
import { LOGIN_TYPE } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { clientAddressOf } from '../../http/clientAddress';
import { DEFAULT_RATE_LIMITS, rateLimiter, type RateLimits } from '../../http/rateLimit';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { SocialConfig } from '../auth/social/socialConfig';
import { revokeToken } from '../auth/tokenRepository';
import { changePassword, resetForgottenPassword, sendResetCode } from './passwordChange';
import { loginWithPassword } from './passwordLogin';
import { resetPaymentPassword, setPaymentPassword } from './paymentPassword';
import { canSendLoginCode, loginWithPhoneCode, sendLoginCode } from './phoneCodeLogin';
import { register } from './registration';
import { socialSignIn } from './socialSignIn';
import { findUserById, isEmailTaken, isPhoneTaken, isUserNameTaken } from './userRepository';

export interface AccountDependencies {
  db: Database;
  clock: Clock;
  social: SocialConfig;
  /** How the server calls sign-in providers; tests point it nowhere but loopback. */
  fetch?: typeof fetch;
  /** Calls allowed per client address. @default DEFAULT_RATE_LIMITS */
  rateLimits?: RateLimits;
}

/** The account calls of spec section 7 (paths under /hello/user). Handlers only dispatch. */
export function registerAccountRoutes(
  app: FastifyInstance,
  { db, clock, social, fetch, rateLimits = DEFAULT_RATE_LIMITS }: AccountDependencies,
): void {
  const signInSocially = socialSignIn(db, clock, social, fetch);
  const limiter = rateLimiter(db, clock, rateLimits);

  registerEndpoint(app, login, async (input, { request }) => {
    await limiter.check('login', request);
    switch (input.type) {
      case LOGIN_TYPE.password:
        return {
          token: await loginWithPassword(db, clock, input.account, input.password, clientAddressOf(request)),
        };
      case LOGIN_TYPE.phoneCode:
        return {
          token: await loginWithPhoneCode(db, clock, {
            areaId: input.areaId,
            phone: input.account,
            code: input.code,
          }),
        };
      default:
        return { token: await signInSocially(input) };
    }
  });

  registerEndpoint(app, logout, async (_input, { tokenHash }) => {
    await revokeToken(db, tokenHash, clock.now());
    return null;
  });

  registerEndpoint(app, userInfo, async (_input, { user }) => {
    const account = await findUserById(db, user.id);
    // The token outlived its account (deleted meanwhile): the session is over.
    if (!account) throw new ApiError(401, 401, 'sessionEnded');
    return {
      userId: account.id,
      userName: account.userName,
      level: account.level,
      phone: account.phone ?? '',
      email: account.email ?? '',
    };
  });

  registerEndpoint(app, registerCall, (input) => register(db, clock, input));
  // The availability checks tell a stranger whether an account exists: limited per address.
  registerEndpoint(app, checkEmail, async ({ email }, { request }) => {
    await limiter.check('availability', request);
    return !(await isEmailTaken(db, email));
  });
  registerEndpoint(app, checkPhone, async ({ phone }, { request }) => {
    await limiter.check('availability', request);
    return !(await isPhoneTaken(db, phone));
  });
  registerEndpoint(app, checkUserName, async ({ userName }, { request }) => {
    await limiter.check('availability', request);
    return !(await isUserNameTaken(db, userName));
  });

  registerEndpoint(app, sendWhatsAppLoginCode, async (input, { locale, request }) => {
    await limiter.check('codeSend', request);
    await sendLoginCode(db, clock, input, locale);
    return true;
  });
  registerEndpoint(app, checkWhatsAppCode, (input) => canSendLoginCode(db, clock, input));

  registerEndpoint(app, sendEmailCode, async ({ email }, { locale, request }) => {
    await limiter.check('codeSend', request);
    await sendResetCode(db, clock, email, locale);
    return true;
  });
  registerEndpoint(app, forgetPassword, async (input) => {
    await resetForgottenPassword(db, clock, input);
    return null;
  });
  registerEndpoint(app, changePasswordCall, async (input, { user, tokenHash }) => {
    await changePassword(db, clock, { userId: user.id, tokenHash }, input);
    return null;
  });

  registerEndpoint(app, setPaymentPasswordCall, async ({ paymentPassword }, { user }) => {
    await setPaymentPassword(db, user.id, paymentPassword);
    return null;
  });
  registerEndpoint(app, resetPaymentPasswordCall, async (input, { user }) => {
    await resetPaymentPassword(db, user.id, input);
    return null;
  });
}
