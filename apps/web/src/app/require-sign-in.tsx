import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { useAuth } from '../lib/auth';
import { paths } from './paths';
import { forgetSignOut, isLeavingAfterSignOut } from './sign-out-landing';

/**
 * Pages for signed-in people only (spec 01 §2, §6). Once the session lookup has answered, a visitor
 * goes to sign-in, which brings them back here afterwards (unless they signed out here on purpose). Use it as a layout route (it renders the
 * child routes) or around one element.
 */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const { loading, user } = useAuth();
  const { pathname, search } = useLocation();

  // A page left after signing out here has done its part.
  useEffect(() => forgetSignOut, []);

  if (loading) return <PageLoading />;
  // Signed out on purpose from this page: the sign-out is taking them to the landing page, not to sign-in.
  if (!user && isLeavingAfterSignOut(pathname + search)) return <PageLoading />;
  if (!user) return <Navigate to={paths.auth({ redirect: pathname + search })} replace />;
  return children ?? <Outlet />;
}
