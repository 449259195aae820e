import { useEffect, useRef, type RefObject } from 'react';
import { Toaster } from 'sonner';

/** Spec 01 §9: toasts stay 4000 ms, in one notification area. */
export const TOAST_DURATION_MS = 4000;

/** The one place toasts appear. Features call `toast(...)` from 'sonner'; a toast fired before this mounts is replayed. */
export function ToastArea() {
  const area = useRef<HTMLDivElement>(null);
  useErrorToastsAsAlerts(area);
  // Our own colours rather than sonner's rich colours, whose green and red text fall short of WCAG AA contrast.
  return (
    <div ref={area} className="contents">
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
    </div>
  );
}

/**
 * Sonner reads every toast out politely, after whatever is being said. An error is news the person has to act
 * on, so its text is an alert (sonner has no option for that): read out at once. The role goes on the text,
 * not on the toast's list item, which must stay a list item.
 */
function useErrorToastsAsAlerts(area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    const markErrors = () => {
      for (const text of root.querySelectorAll('[data-sonner-toast] > [data-content]')) {
        const isError = text.parentElement?.getAttribute('data-type') === 'error';
        if (isError && !text.hasAttribute('role')) text.setAttribute('role', 'alert');
        if (!isError && text.hasAttribute('role')) text.removeAttribute('role');
      }
    };
    markErrors();
    const observer = new MutationObserver(markErrors);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-type'] });
    return () => observer.disconnect();
  }, [area]);
}
