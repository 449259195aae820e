import { formatMinutes, formatTimer } from '@tidy/domain/time';
import type { TodoSummary } from '../todo-state';

/** The progress overview of spec 02 §2: done of total, the percent, and the time planned and spent. */
export function ProgressOverview({ summary }: { summary: TodoSummary }) {
  const { total, completed, percent, estimatedMinutes, timeSpentSeconds } = summary;
  return (
    <section aria-labelledby="todo-progress-heading" className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="todo-progress-heading" className="text-lg font-semibold tracking-tight">
          Your progress
        </h2>
        <p className="text-sm text-muted-foreground">
          {completed}/{total} completed
        </p>
      </div>
      <p className="mt-2 text-4xl font-bold tracking-tight">{percent}%</p>
      <div
        role="progressbar"
        aria-label="To-do list progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${completed} of ${total} completed`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-muted px-4 py-3">
          <dt className="text-sm text-muted-foreground">Estimated time</dt>
          <dd className="mt-0.5 text-xl font-semibold">{formatMinutes(estimatedMinutes)}</dd>
        </div>
        <div className="rounded-xl bg-muted px-4 py-3">
          <dt className="text-sm text-muted-foreground">Time spent</dt>
          <dd className="mt-0.5 text-xl font-semibold tabular-nums">{formatTimer(timeSpentSeconds)}</dd>
        </div>
      </dl>
    </section>
  );
}
