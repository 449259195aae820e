import { Flame, ListTodo, Trophy, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
import { cn } from '../../../lib/cn';

type PathStatsProps = {
  /** Where 'Todo List' goes: the list, or sign-in first for a visitor. */
  todoHref: string;
  /** Null for a visitor, whose days are not recorded. */
  streak: { current: number; activeToday: boolean } | null;
  /** Null for a visitor (spec 01 §2: XP shows when signed in). */
  xp: number | null;
  /** The family leaderboard, for a signed-in person. */
  leaderboardHref?: string | undefined;
};

/** The top of the lesson path (spec 01 §2): the 'Todo List' button, the streak and XP. */
export function PathStats({ todoHref, streak, xp, leaderboardHref }: PathStatsProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={todoHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ListTodo aria-hidden="true" />
          Todo List
        </Link>
        {leaderboardHref ? (
          <Link to={leaderboardHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Trophy aria-hidden="true" />
            Leaderboard
          </Link>
        ) : null}
      </div>
      {streak || xp !== null ? (
        <ul aria-label="Your progress" className="flex items-center gap-2">
          {streak ? (
            <li
              title={
                streak.activeToday ? 'You kept your streak today' : 'Finish a lesson or task today to keep your streak'
              }
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-bold',
                streak.activeToday
                  ? 'border-[#f1c48a] bg-[#fdf0de] text-[#7a3d06]'
                  : 'border-border bg-surface text-muted-foreground',
              )}
            >
              <Flame
                aria-hidden="true"
                className={cn('size-4', streak.activeToday ? 'fill-[#f08a24] text-[#c25e0a]' : '')}
              />
              <span>
                {streak.current}
                <span className="sr-only">-day streak</span>
              </span>
            </li>
          ) : null}
          {xp !== null ? (
            <li className="inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-sm font-bold">
              <Zap aria-hidden="true" className="size-4 fill-[#e9c58f] text-[#8a5a12]" />
              <span>{xp} XP</span>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
