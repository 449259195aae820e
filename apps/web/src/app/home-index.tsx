import { useEffect, type ReactNode } from 'react';
import { PageLoading } from '../components/page-loading';
import { useAuth } from '../lib/auth';

type HomeIndexProps = {
  /** The landing page, for visitors. */
  landing: ReactNode;
  /** The app home, for a signed-in person. */
  appHome: ReactNode;
  /** Starts fetching the landing page's code while the session lookup runs. */
  preloadLanding: () => unknown;
};

/**
 * What / shows (spec 01 §2): the landing page to visitors, the app home to a signed-in person. Both are
 * lazy and decided from the auth state, so the landing page's first download stays as small as before.
 */
export function HomeIndex({ landing, appHome, preloadLanding }: HomeIndexProps) {
  const { loading, user } = useAuth();
  useEffect(() => {
    // Most people at / are visitors: fetch their page alongside the session lookup, not after it.
    if (loading) preloadLanding();
  }, [loading, preloadLanding]);

  if (loading) return <PageLoading />;
  return user ? appHome : landing;
}
