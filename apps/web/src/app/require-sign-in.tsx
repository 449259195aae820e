import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { useAuth } from '../lib/auth';
import { paths } from './paths';

/**
 * Pages for signed-in people only (spec 01 §2, §6). Once the session lookup has answered, a visitor
 * goes to sign-in, which brings them back here afterwards. Use it as a layout route (it renders the
 * child routes) or around one element.
 */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const { loading, user } = useAuth();
  const { pathname, search } = useLocation();

  if (loading) return <PageLoading />;
  if (!user) return <Navigate to={paths.auth({ redirect: pathname + search })} replace />;
  return children ?? <Outlet />;
}
