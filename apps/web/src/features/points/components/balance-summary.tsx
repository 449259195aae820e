import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type BalanceSummaryProps = { label: string; balance: number | null; action?: ReactNode; className?: string };

/** A balance, big, with a link beside it. Read out when it changes (an undo, an adjustment). */
export function BalanceSummary({ label, balance, action, className }: BalanceSummaryProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm',
        className,
      )}
    >
      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm font-semibold text-muted-foreground">{label}</p>
        <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums">
          {balance === null ? '…' : balance}{' '}
          <span className="ml-0.5 text-base font-semibold text-muted-foreground">
            {balance === 1 ? 'point' : 'points'}
          </span>
        </p>
      </div>
      {action}
    </div>
  );
}
