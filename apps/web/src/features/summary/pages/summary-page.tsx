import { BellRing, CircleAlert, Home, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { ApiError } from '../../../lib/api-fetch';
import { useWeeklySummary, type WeeklySummary } from '../api/get-weekly-summary';
import { SpaceWeekCard } from '../components/space-week-card';
import { WeekNav } from '../components/week-nav';

/**
 * /summary?week=: the person's week across their spaces — the headlines the weekly e-mail and push say,
 * then each space's numbers — with the weeks before it a click away.
 */
export function SummaryPage() {
  const [search] = useSearchParams();
  const week = search.get('week') ?? undefined;
  const summary = useWeeklySummary(week);

  if (summary.isPending) return <PageLoading label="Loading your week..." />;
  if (!summary.data) {
    const badWeek = summary.error instanceof ApiError && summary.error.status === 400;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <div role="alert">
          <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
          <h1 className="mt-3 text-2xl font-semibold">
            {badWeek ? 'No summary for that week' : "We couldn't load your week"}
          </h1>
          <p className="mt-2 text-muted-foreground">{summary.error?.message}</p>
        </div>
        {badWeek ? (
          <Link to={paths.summary()} className={`mt-6 ${buttonVariants()}`}>
            Go to this week
          </Link>
        ) : (
          <Button
            variant="outline"
            className="mt-6"
            disabled={summary.isFetching}
            onClick={() => void summary.refetch()}
          >
            {summary.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        )}
      </section>
    );
  }
  return <SummaryScreen summary={summary.data} />;
}

function SummaryScreen({ summary }: { summary: WeeklySummary }) {
  const { week } = summary;
  return (
    <section aria-labelledby="summary-heading" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <h1 id="summary-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
        Weekly summary
      </h1>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg text-muted-foreground">
          {week.label}
          {week.ongoing ? ' · this week so far' : ''}
        </p>
        <WeekNav week={week} />
      </div>

      <section
        aria-labelledby="headlines-heading"
        className="mt-6 rounded-2xl bg-primary-soft p-5 text-primary-soft-foreground sm:p-6"
      >
        <h2 id="headlines-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden="true" className="size-5" />
          {week.ongoing ? 'Your week so far' : 'Your week'}
        </h2>
        <ul className="mt-3 flex flex-col gap-1.5 leading-relaxed">
          {summary.headlines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      {summary.spaces.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-8 text-center">
          <Home aria-hidden="true" className="size-8 text-primary" />
          <p className="font-semibold">You are not in a space yet.</p>
          <p className="text-sm text-muted-foreground">
            Set up your home, or accept an invitation, and your week shows up here.
          </p>
          <Link to={paths.onboarding()} className={buttonVariants({ size: 'sm' })}>
            Set up your home
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          {summary.spaces.map((space) => (
            <SpaceWeekCard key={space.id} space={space} />
          ))}
        </div>
      )}

      <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
        <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Get this every week by e-mail or as a notification:{' '}
          <Link to={paths.settings()} className="font-semibold text-foreground underline underline-offset-2">
            choose a day in Settings
          </Link>
          .
        </span>
      </p>
    </section>
  );
}
