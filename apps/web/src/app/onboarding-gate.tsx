import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { useHomeStatus } from '../features/home/api/get-home-status';
import { useAuth } from '../lib/auth';
import { paths } from './paths';

/**
 * Around the app home (/ and /app with its aliases): a signed-in person who has not set up their home
 * yet goes to onboarding first. Visitors see the page as it is; someone who has onboarded is never sent
 * back, and a failed check never keeps anyone from their home. `loading` shows meanwhile (the page's own frame).
 */
export function OnboardingGate({
  children,
  loading: whileLoading = <PageLoading />,
}: {
  children: ReactNode;
  loading?: ReactNode;
}) {
  const { loading, user } = useAuth();
  const status = useHomeStatus({ enabled: user !== null });

  if (loading) return whileLoading;
  if (!user) return children;
  if (status.isPending) return whileLoading;
  if (status.data?.onboarded === false) {
    // An answer from before onboarding finished may be in the cache: only a fresh one sends anyone away.
    if (status.isFetching) return whileLoading;
    return <Navigate to={paths.onboarding()} replace />;
  }
  return children;
}
