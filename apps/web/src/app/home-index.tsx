import type { ReactNode } from 'react';
import { PageLoading } from '../components/page-loading';
import { useAuth } from '../lib/auth';

type HomeIndexProps = {
  /** The landing page, for visitors. */
  landing: ReactNode;
  /** The app home, for a signed-in person. */
  appHome: ReactNode;
};

/**
 * What / shows (spec 01 §2): the landing page to visitors, the app home to a signed-in person. Both are
 * lazy and decided from the auth state. A visitor gets the prerendered landing page, which asks for its own
 * chunk; whoever waits for the session lookup here came with a session cookie, so most likely goes to Today.
 */
export function HomeIndex({ landing, appHome }: HomeIndexProps) {
  const { loading, user } = useAuth();
  if (loading) return <PageLoading />;
  return user ? appHome : landing;
}
