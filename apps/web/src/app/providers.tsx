import { useEffect, useRef, type ReactNode } from 'react';
import { AuthProvider, useAuth, type InitialAuth } from '../lib/auth';

/*
 * App-wide providers. The auth context is in the first download: the header bar of every page shows
 * Log In or Sign Out, so the session is needed at once (it is a few hundred bytes of plain fetch).
 * The two libraries are fetched only by the pages that use them, so that the landing page stays within
 * its 90 KB budget (ARCHITECTURE.md):
 *  - the toast area (sonner) is mounted by the root layout (toast-area-gate.tsx) on the pages that may toast;
 *  - the TanStack Query client (query-client.tsx) wraps the app's pages through a lazy layout route
 *    (router.tsx), so the landing page, which reads no data, does not pay for it.
 */

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

/** `initialAuth` is 'signed-out' when hydrating a prerendered page, which was built as a visitor sees it. */
export function Providers({ children, initialAuth }: { children: ReactNode; initialAuth?: InitialAuth }) {
  return (
    <AuthProvider initial={initialAuth}>
      <ForgetDataOfPreviousPerson />
      {children}
    </AuthProvider>
  );
}
