import { CircleAlert } from 'lucide-react';

/** A problem with the whole form (wrong password, too many attempts), announced as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-xl border border-destructive/25 bg-destructive-soft px-4 py-3 text-sm leading-relaxed font-medium text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
