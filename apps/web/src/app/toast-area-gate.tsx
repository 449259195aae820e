import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { onToastAreaWanted, toastAreaWanted } from '../lib/toast-area-signal';
import { useHydrated } from '../lib/use-hydrated';

const ToastArea = lazy(() => import('./toast-area').then((module) => ({ default: module.ToastArea })));

/**
 * The one toast area (sonner, toasts last 4000 ms), mounted once a page that may toast is shown (or other code
 * asked for it) and kept from then on. The quiet public pages (landing, terms, privacy, 404) never toast, so
 * their visitors do not download it. Never part of a prerendered page: it is added after hydration.
 */
export function ToastAreaGate({ pageMayToast }: { pageMayToast: boolean }) {
  const hydrated = useHydrated();
  const askedFor = useSyncExternalStore(onToastAreaWanted, toastAreaWanted, () => false);
  const [mounted, setMounted] = useState(false);
  if (hydrated && (pageMayToast || askedFor) && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
