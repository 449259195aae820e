import { Toaster } from 'sonner';

/** Spec 01 §9: toasts stay 4000 ms, in one notification area. */
export const TOAST_DURATION_MS = 4000;

/** The one place toasts appear. Features call `toast(...)` from 'sonner'; a toast fired before this mounts is replayed. */
export function ToastArea() {
  // Our own colours rather than sonner's rich colours, whose green and red text fall short of WCAG AA contrast.
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position="top-center"
      theme="light"
      closeButton
      toastOptions={{
        classNames: {
          toast: '!rounded-xl !border !text-foreground !shadow-lg',
          description: '!text-muted-foreground',
          success: '!border-primary/40 !bg-primary-soft !text-primary-soft-foreground',
          error: '!border-destructive/40 !bg-destructive-soft !text-destructive',
        },
      }}
    />
  );
}
