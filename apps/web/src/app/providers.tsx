import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { AuthProvider, useAuth } from '../lib/auth';

/*
 * App-wide providers. The auth context is in the first download: the header bar of every page shows
 * Log In or Sign Out, so the session is needed at once (it is a few hundred bytes of plain fetch).
 * The two libraries are fetched after the first paint rather than in the first download, which must
 * stay within the landing page's 100 KB budget (ARCHITECTURE.md):
 *  - the toast area (sonner, toasts last 4000 ms) is mounted once here and loads right after start;
 *  - the TanStack Query client (query-client.tsx) wraps the app's pages through a lazy layout route
 *    (router.tsx), so the landing page, which reads no data, does not pay for it.
 */

const ToastArea = lazy(() => import('./toast-area').then((module) => ({ default: module.ToastArea })));

/**
 * One person's cached data must never show for the next: when the signed-in person changes (sign-out,
 * another account), the query cache is emptied. The cache module is only touched once it is loaded.
 * After a sign-out, the to-do list kept on this device goes too, once the server has all of it.
 */
function ForgetDataOfPreviousPerson() {
  const { loading, user } = useAuth();
  const previous = useRef<string | null | undefined>(undefined);
  const current = loading ? undefined : (user?.id ?? null);
  useEffect(() => {
    if (current === undefined) return;
    if (previous.current !== undefined && previous.current !== current) {
      void import('./query-client').then(({ queryClient }) => queryClient.clear());
      if (current === null) {
        void import('../features/todo/todo-storage').then((todo) => todo.forgetSavedTodoList(todo.browserStorage()));
      }
    }
    previous.current = current;
  }, [current]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ForgetDataOfPreviousPerson />
      {children}
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    </AuthProvider>
  );
}
