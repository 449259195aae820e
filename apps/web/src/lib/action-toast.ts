import { toast, type ExternalToast } from 'sonner';

type ToastData = Omit<ExternalToast, 'id'>;

export type ActionToast = {
  /** The try failed: one error toast for this action; a failed retry replaces it instead of stacking. */
  failed: (title: string, data?: ToastData) => void;
  /** The try worked: the failed try's toast goes (with an optional success toast in its place). */
  succeeded: (title?: string, data?: ToastData) => void;
};

/**
 * The toasts of one action a person can retry: adding a task to a space, completing one task. Name the
 * action with what it acts on (`add-daily-task:${spaceId}`), so retrying it clears its own failure and
 * nobody else's. A stale "Failed to…" still showing after the retry worked reads as if it failed again.
 */
export function actionToast(action: string): ActionToast {
  const id = `action-failed:${action}`;
  return {
    failed: (title, data) => void toast.error(title, { ...data, id }),
    succeeded: (title, data) => {
      toast.dismiss(id);
      if (title) toast.success(title, data);
    },
  };
}
