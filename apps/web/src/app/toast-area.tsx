import { Toaster } from 'sonner';

/** Spec 01 §9: toasts stay 4000 ms, in one notification area. */
export const TOAST_DURATION_MS = 4000;

/** The one place toasts appear. Features call `toast(...)` from 'sonner'; a toast fired before this mounts is replayed. */
export function ToastArea() {
  // Light like the rest of the app: there is no dark theme yet for toasts to match.
  return <Toaster duration={TOAST_DURATION_MS} position="top-center" theme="light" richColors closeButton />;
}
