import { useSession } from '@tijara/api';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from './signInRedirect';

/**
 * The private routes' guard (spec sections 2 and 6): a signed-out visitor goes to the sign-in page,
 * which brings them back here once they have signed in (`/login?redirect=<this page>`).
 */
export function RequireSignIn() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
