import { Crown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { LeaderboardEntry } from '../api/get-leaderboard';
import { displayName, initials, ordinal, pointsLabel } from '../leaderboard-view';

// The winner stands in the middle, second on the left, third on the right; the reading order stays 1, 2, 3.
const PLACE_ORDER = ['order-2', 'order-1', 'order-3'] as const;

const STEP_BY_RANK: Record<number, string> = { 1: 'h-24 sm:h-28', 2: 'h-16 sm:h-20', 3: 'h-12 sm:h-14' };

const MEDAL_BY_RANK: Record<number, string> = {
  1: 'ring-[#d9a520]',
  2: 'ring-[#a3aab0]',
  3: 'ring-[#b8733d]',
};

/** The best three of the period on steps of a podium; ties stand on steps of the same height. */
export function Podium({ entries }: { entries: readonly LeaderboardEntry[] }) {
  return (
    <ol aria-label="Top three" className="flex items-end justify-center gap-2 sm:gap-4">
      {entries.map((entry, index) => {
        const name = displayName(entry);
        return (
          <li key={entry.user_id} className={cn('flex w-1/3 max-w-44 min-w-0 flex-col items-center', PLACE_ORDER[index])}>
            <span className="sr-only">{ordinal(entry.rank)} place: </span>
            <div className="relative">
              {entry.rank === 1 ? (
                <Crown aria-hidden="true" className="absolute -top-5 left-1/2 size-5 -translate-x-1/2 fill-[#f3c94c] text-[#a67c00]" />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'flex items-center justify-center rounded-full bg-primary-soft font-bold text-primary-soft-foreground ring-4',
                  entry.rank === 1 ? 'size-16 text-xl sm:size-18' : 'size-13 text-base sm:size-15',
                  MEDAL_BY_RANK[entry.rank] ?? 'ring-border',
                )}
              >
                {initials(name)}
              </span>
            </div>
            <p className="mt-3 line-clamp-2 w-full text-center text-sm leading-snug font-semibold break-words sm:text-base">
              {name}
            </p>
            {entry.is_you ? (
              <span className="mt-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">You</span>
            ) : null}
            <p className="mt-1 text-sm text-muted-foreground tabular-nums">{pointsLabel(entry.points)}</p>
            <div
              aria-hidden="true"
              className={cn(
                'mt-2 flex w-full items-start justify-center rounded-t-xl pt-2 text-lg font-bold',
                STEP_BY_RANK[entry.rank] ?? 'h-10',
                entry.rank === 1 ? 'bg-primary text-primary-foreground' : 'bg-primary-soft text-primary-soft-foreground',
                entry.is_you && 'ring-2 ring-primary ring-offset-2 ring-offset-surface',
              )}
            >
              {ordinal(entry.rank)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
