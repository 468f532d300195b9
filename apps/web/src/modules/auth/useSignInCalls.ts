import {
  checkWhatsAppCode,
  login,
  sendWhatsAppLoginCode,
  usePdpdContext,
  useSession,
  type PdpdFailure,
} from '@tijara/api';
import {
  BUSINESS_CODE,
  LOGIN_TYPE,
  type PasswordLoginForm,
  type PhoneCodeLoginForm,
  type SendLoginCodeForm,
} from '@tijara/domain';
import type { LoginFailure, LoginOutcome, SocialSignInProvider } from '@tijara/ui';
import { defineMessages, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatDomainKey, formatFailureMessage } from '../../i18n/domainMessages';

/** The providers' names, as the "not set up" message quotes them. */
const providerNames = defineMessages({
  google: { id: 'login.social.google' },
  facebook: { id: 'login.social.facebook' },
  apple: { id: 'login.social.apple' },
});

export interface SignInCalls {
  passwordLogin: (form: PasswordLoginForm) => Promise<LoginOutcome>;
  phoneCodeLogin: (form: PhoneCodeLoginForm) => Promise<LoginOutcome>;
  sendCode: (form: SendLoginCodeForm) => Promise<LoginOutcome>;
  socialLogin: (provider: SocialSignInProvider) => Promise<LoginOutcome>;
}

export interface SignInCallsOptions {
  /** Runs once a token has been stored: where to go next. */
  onSignedIn: () => void;
}

/**
 * The login panel's calls (spec section 7, `login` types 1 and 2, `checkWhatsAppCode` then
 * `sendWhatsAppLoginCode`). They are silent: the panel shows each failure where it belongs (6062
 * under the phone, a wrong code under the code, the rest above the button), so no toast repeats it.
 */
export function useSignInCalls({ onSignedIn }: SignInCallsOptions): SignInCalls {
  const intl = useIntl();
  const { client } = usePdpdContext();
  const { signIn } = useSession();

  function failed(failure: PdpdFailure): LoginFailure {
    // The panel words the codes it knows itself; for any other, the app's message is passed on.
    // `data` carries 6024's attempts left, which the panel words itself.
    return {
      ok: false,
      code: failure.code,
      message: formatFailureMessage(intl, failure.message),
      data: failure.data,
    };
  }

  function signedIn(token: string): LoginOutcome {
    signIn(token);
    notify(formatDomainKey(intl, 'notice.loginSucceeded'), 'success');
    onSignedIn();
    return { ok: true };
  }

  return {
    async passwordLogin(form) {
      const result = await client.call(
        login,
        { type: LOGIN_TYPE.password, account: form.account, password: form.password },
        { silent: true },
      );
      return result.success ? signedIn(result.data.token) : failed(result);
    },
    async phoneCodeLogin(form) {
      const result = await client.call(
        login,
        { type: LOGIN_TYPE.phoneCode, account: form.phone, areaId: form.areaId, code: form.code },
        { silent: true },
      );
      return result.success ? signedIn(result.data.token) : failed(result);
    },
    async sendCode(form) {
      // Spec section 5: "Send-code first checks whether a code can be sent".
      const check = await client.call(checkWhatsAppCode, form, { silent: true });
      if (!check.success) return failed(check);
      if (!check.data) {
        return { ok: false, message: intl.formatMessage({ id: 'login.code.wait' }) };
      }
      const sent = await client.call(sendWhatsAppLoginCode, form, { silent: true });
      if (!sent.success) return failed(sent);
      return sent.data ? { ok: true } : { ok: false, code: BUSINESS_CODE.sendCodeFailed };
    },
    socialLogin(provider) {
      // Google, Facebook and Apple need the provider's app id in the browser and a sign-in SDK;
      // the server takes their ids from its environment (apps/server/README.md) and tells the
      // storefront neither, so these options say plainly that they are not set up.
      const name = intl.formatMessage(providerNames[provider]);
      return Promise.resolve({
        ok: false,
        message: intl.formatMessage({ id: 'login.social.unavailable' }, { provider: name }),
      });
    },
  };
}
