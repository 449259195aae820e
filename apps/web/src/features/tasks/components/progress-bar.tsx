import { progressPercent } from '@tidy/domain/progress';

/** A labelled bar for how much of a list is done. */
export function ProgressBar({ label, completed, total }: { label: string; completed: number; total: number }) {
  const percent = progressPercent(completed, total);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2.5 overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
