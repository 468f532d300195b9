import { useSession } from '@tijara/api';
import { Link, LoginPanel, type LoginMode } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { registerAddress, resetPasswordAddress } from '../../app/routeTable';
import { REDIRECT_PARAM, redirectTarget, withRedirect } from '../../app/signInRedirect';
import { usePageTitle } from '../../app/usePageTitle';
import * as styles from './AuthPage.css';
import { useSignInCalls } from './useSignInCalls';

/**
 * Sign-in (spec sections 2 and 5): the login panel in both modes with the social options. After
 * signing in the buyer goes back where they were going (`?redirect=`, set by a private route), or
 * home.
 */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);
  const { signedIn } = useSession();
  const [mode, setMode] = useState<LoginMode>('password');
  const [leaving, setLeaving] = useState(false);
  usePageTitle(intl.formatMessage({ id: 'login.title' }));

  const calls = useSignInCalls({
    onSignedIn: () => {
      setLeaving(true);
      void navigate(redirectTarget(redirect), { replace: true });
    },
  });

  // Someone already signed in has nothing to do here: on to where they were going.
  if (signedIn && !leaving) return <Navigate to={redirectTarget(redirect)} replace />;

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>
        <FormattedMessage id="login.title" />
      </h1>
      <LoginPanel
        hideTitle
        mode={mode}
        onModeChange={setMode}
        registerHref={withRedirect(registerAddress, redirect)}
        onPasswordLogin={calls.passwordLogin}
        onPhoneCodeLogin={calls.phoneCodeLogin}
        onSendCode={calls.sendCode}
        onSocialLogin={calls.socialLogin}
      />
      <p className={styles.note}>
        <Link href={withRedirect(resetPasswordAddress, redirect)}>
          <FormattedMessage id="login.forgotPassword" />
        </Link>
      </p>
    </div>
  );
}
