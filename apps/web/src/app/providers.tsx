import { lazy, Suspense, type ReactNode } from 'react';

/*
 * App-wide providers. Both libraries are fetched after the first paint rather than in the first
 * download, which must stay within the landing page's 100 KB budget (ARCHITECTURE.md):
 *  - the toast area (sonner, toasts last 4000 ms) is mounted once here and loads right after start;
 *  - the TanStack Query client (query-client.tsx) wraps the app's pages through a lazy layout route
 *    (router.tsx), so the landing page, which reads no data, does not pay for it.
 */

const ToastArea = lazy(() => import('./toast-area').then((module) => ({ default: module.ToastArea })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    </>
  );
}
