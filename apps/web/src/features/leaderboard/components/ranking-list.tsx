import { cn } from '../../../lib/cn';
import type { LeaderboardEntry } from '../api/get-leaderboard';
import { displayName, initials, ordinal, pointsLabel } from '../leaderboard-view';

/** Everyone below the podium, one row each; the person's own row stands out. */
export function RankingList({ entries, label }: { entries: readonly LeaderboardEntry[]; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
      {entries.map((entry) => {
        const name = displayName(entry);
        return (
          <li
            key={entry.user_id}
            className={cn('flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5', entry.is_you && 'bg-primary-soft')}
          >
            <span className="w-9 shrink-0 text-center text-sm font-bold text-muted-foreground tabular-nums">
              <span className="sr-only">{ordinal(entry.rank)} place: </span>
              <span aria-hidden="true">{entry.rank}</span>
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                entry.is_you ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              )}
            >
              {initials(name)}
            </span>
            <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
              <span className="min-w-0 font-semibold break-words">{name}</span>
              {entry.is_you ? (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">You</span>
              ) : null}
            </span>
            <span className="shrink-0 text-right font-semibold tabular-nums">{pointsLabel(entry.points)}</span>
          </li>
        );
      })}
    </ol>
  );
}
