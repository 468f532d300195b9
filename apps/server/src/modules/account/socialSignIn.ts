import { LOGIN_TYPE, type ThirdPartyInfo } from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { appleVerifier } from '../auth/social/appleVerifier';
import { facebookVerifier } from '../auth/social/facebookVerifier';
import { googleVerifier } from '../auth/social/googleVerifier';
import type { SocialConfig } from '../auth/social/socialConfig';
import {
  IdentityRejected,
  ProviderUnreachable,
  type VerifiedIdentity,
} from '../auth/social/verifiedIdentity';
import { signInWithIdentity } from './socialLogin';

export type SocialLogin =
  | { type: typeof LOGIN_TYPE.google; code: string; thirdRedirectUrl?: string | undefined }
  | {
      type: typeof LOGIN_TYPE.facebook;
      openId: string;
      code: string;
      thirdPartyInfo?: ThirdPartyInfo | undefined;
    }
  | { type: typeof LOGIN_TYPE.apple; code: string; thirdPartyInfo?: ThirdPartyInfo | undefined };

const PROVIDER_NAME = {
  [LOGIN_TYPE.google]: 'Google',
  [LOGIN_TYPE.facebook]: 'Facebook',
  [LOGIN_TYPE.apple]: 'Apple',
};

/**
 * Social sign-in (login types 3, 4, 5): verifies the provider's proof, then signs in. A provider
 * that is not configured answers 503; a proof that fails verification "login failed" (400); a
 * provider that cannot be reached 502, so the buyer knows to retry.
 */
export function socialSignIn(
  db: Database,
  clock: Clock,
  config: SocialConfig,
  fetchImpl: typeof fetch = fetch,
) {
  const google = config.google && googleVerifier(config.google, clock, fetchImpl);
  const facebook = config.facebook && facebookVerifier(config.facebook, fetchImpl);
  const apple = config.apple && appleVerifier(config.apple, clock);

  function verify(login: SocialLogin): Promise<VerifiedIdentity> | null {
    switch (login.type) {
      case LOGIN_TYPE.google:
        return google ? google(login.code, login.thirdRedirectUrl) : null;
      case LOGIN_TYPE.facebook:
        return facebook ? facebook(login.code, login.openId) : null;
      case LOGIN_TYPE.apple:
        return apple ? apple(login.code) : null;
    }
  }

  return async (login: SocialLogin): Promise<string> => {
    const provider = PROVIDER_NAME[login.type];
    const verifying = verify(login);
    if (!verifying) throw new ApiError(503, 503, 'socialLoginUnavailable', { provider });
    let identity: VerifiedIdentity;
    try {
      identity = await verifying;
    } catch (error) {
      if (error instanceof IdentityRejected) throw new ApiError(400, 400, 'error.loginFailed');
      if (error instanceof ProviderUnreachable)
        throw new ApiError(502, 502, 'socialProviderUnreachable', { provider });
      throw error;
    }
    const hint = login.type === LOGIN_TYPE.google ? undefined : login.thirdPartyInfo;
    return signInWithIdentity(db, clock, identity, hint);
  };
}
