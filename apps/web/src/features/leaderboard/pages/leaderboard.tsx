import type { LeaderboardPeriod } from '@tidy/domain/leaderboard';
import { todayIsoDate } from '@tidy/domain/time';
import { CalendarDays, CircleAlert, Infinity as AllTime, Sprout, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Tabs } from '../../../components/ui/tabs';
import { useLeaderboard, type Leaderboard } from '../api/get-leaderboard';
import { Podium } from '../components/podium';
import { RankingList } from '../components/ranking-list';
import { isAlone, pointsLabel, splitPodium } from '../leaderboard-view';

const weekFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "Since Monday, November 16": the date is a calendar day, so it is read and shown as UTC. */
function weekCaption(weekStartsOn: string | null): string {
  const time = weekStartsOn ? Date.parse(`${weekStartsOn}T00:00:00Z`) : Number.NaN;
  return Number.isFinite(time) ? `Since ${weekFormat.format(new Date(time))}` : 'Since Monday';
}

/**
 * /leaderboard: everyone who shares a space with the person, ranked by the points they earned for approved
 * tasks, this week and all time. (The spec sent this address to the lesson path; the issue made it a real
 * leaderboard.) Signed-in only.
 */
export function LeaderboardPage() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  // The person's own calendar day decides which week is "this week"; fixed while the page is open.
  const [today] = useState(() => todayIsoDate(new Date()));

  return (
    <section aria-labelledby="leaderboard-heading" className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 id="leaderboard-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
        Leaderboard
      </h1>
      <p className="mt-2 text-lg text-muted-foreground">
        Points your household earned for approved tasks, in the spaces you share.
      </p>

      <Tabs
        className="mt-8"
        label="Leaderboard period"
        value={period}
        onValueChange={setPeriod}
        tabs={[
          {
            id: 'week',
            label: (
              <>
                <CalendarDays aria-hidden="true" />
                This week
              </>
            ),
            panel: <PeriodBoard period="week" today={today} />,
          },
          {
            id: 'all',
            label: (
              <>
                <AllTime aria-hidden="true" />
                All time
              </>
            ),
            panel: <PeriodBoard period="all" today={today} />,
          },
        ]}
      />
    </section>
  );
}

function PeriodBoard({ period, today }: { period: LeaderboardPeriod; today: string }) {
  const board = useLeaderboard(period, today);

  if (board.isPending) return <BoardSkeleton />;
  if (board.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center md:p-10">
        <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
        <h2 className="mt-3 text-xl font-semibold">We couldn't load the leaderboard</h2>
        <p className="mt-2 text-muted-foreground">{board.error.message}</p>
        <Button variant="outline" className="mt-6" disabled={board.isFetching} onClick={() => void board.refetch()}>
          {board.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }
  return <Board board={board.data} />;
}

function Board({ board }: { board: Leaderboard }) {
  const week = board.period === 'week';
  const caption = week ? weekCaption(board.week_starts_on) : 'Every point since you started';

  if (isAlone(board.entries)) return <NoFamilyYet board={board} />;

  const { podium, rest } = splitPodium(board.entries);
  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6 md:p-8">
      <p className="text-sm font-semibold text-muted-foreground">{caption}</p>

      {podium.length > 0 ? (
        <div className="mt-10 border-b border-border">
          <Podium entries={podium} />
        </div>
      ) : (
        <p className="mt-6 flex items-start gap-3 rounded-xl bg-sand p-4 leading-relaxed text-sand-foreground">
          <Sprout aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {week
            ? 'No points yet this week. Finish a task and have it approved to get on the board.'
            : 'No points yet. Finish a task and have it approved to get on the board.'}
        </p>
      )}

      {rest.length > 0 ? (
        <div className="mt-6">
          <RankingList entries={rest} label={podium.length > 0 ? 'Everyone else' : 'Everyone'} />
        </div>
      ) : null}
    </div>
  );
}

function NoFamilyYet({ board }: { board: Leaderboard }) {
  const you = board.entries[0];
  const points = pointsLabel(you?.points ?? 0);
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-center shadow-sm md:p-10">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-sand text-sand-foreground">
        <Users aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">Invite your family to see how you compare</h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
        The leaderboard ranks everyone who shares a space with you by the points they earn.{' '}
        {board.period === 'week' ? `You have ${points} this week.` : `You have ${points} so far.`}
      </p>
      <Link to={paths.family()} className={`mt-8 ${buttonVariants({ size: 'lg' })}`}>
        <Users aria-hidden="true" />
        Invite family
      </Link>
    </div>
  );
}

function BoardSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <span className="sr-only">Loading the leaderboard...</span>
      <div aria-hidden="true" className="motion-safe:animate-pulse">
        <div className="h-5 w-32 rounded bg-muted" />
        <div className="mt-10 flex items-end justify-center gap-4">
          {['h-16', 'h-24', 'h-12'].map((height) => (
            <div key={height} className="flex w-1/3 max-w-44 flex-col items-center gap-3">
              <div className="size-14 rounded-full bg-muted" />
              <div className={`w-full rounded-t-xl bg-muted ${height}`} />
            </div>
          ))}
        </div>
        <div className="mt-6 h-14 rounded-xl bg-muted" />
      </div>
    </div>
  );
}
