import { CalendarRange, CircleAlert, ListTodo, PartyPopper } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { buttonVariants } from '../../components/ui/button-variants';
import { formatDayHeading } from '@tidy/domain/time';
import { useCompleteTurn } from '../../features/chores/api/complete-turn';
import { useCompleteDailyTask } from '../../features/tasks/api/complete-daily-task';
import { useSubmitAssignment } from '../../features/tasks/api/submit-assignment';
import { useSubmitDailyTask } from '../../features/tasks/api/submit-daily-task';
import { useUncompleteDailyTask } from '../../features/tasks/api/uncomplete-daily-task';
import { useCompleteUpkeepTask } from '../../features/upkeep/api/complete-upkeep-task';
import { useAuth } from '../../lib/auth';
import { hapticSuccess } from '../../lib/native/haptics';
import { paths } from '../paths';
import { markTakenOver } from '../taken-over';
import { Celebration } from './celebration';
import { useToday, type TodayItem } from './get-today';
import { LearnCard } from './learn-card';
import { ReviewList } from './review-list';
import { Suggestions } from './suggestions';
import { TodayRow, type RowAction } from './today-row';
import { TodaySkeleton } from './today-skeleton';
import { WaitingStrip } from './waiting-strip';

/** The toast a failed action shows; the next success takes it away. */
const FAILED = {
  complete: 'Failed to update task.',
  submit: 'Failed to submit task.',
  upkeep: 'Failed to mark the task complete.',
  chore: 'Failed to mark the chore done.',
};

/**
 * Today (issue 16), the signed-in home: one list across all of the person's spaces, ordered by what
 * matters, with every action working exactly as inside the space (the same hooks and server rules).
 */
export function TodayPage() {
  const { user } = useAuth();
  const today = useToday();
  const actions = useRowActions();
  const rows = useRef(new Map<string, HTMLLIElement>());
  // After an action, the row may change its buttons or move to another list: once Today has been read again,
  // focus goes to the row's first button, or the row itself, so the keyboard keeps its place.
  const focusAfter = useRef<{ key: string; readAt: number } | null>(null);
  const readAt = today.dataUpdatedAt;
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || readAt <= pending.readAt) return;
    focusAfter.current = null;
    const row = rows.current.get(pending.key);
    const target = row?.querySelector<HTMLButtonElement>('button:not([disabled])') ?? row;
    (target ?? document.getElementById('today-heading'))?.focus();
  }, [readAt]);

  if (today.isPending) return <TodaySkeleton />;
  if (today.isError || !today.data) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-10 md:px-8">
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6 text-center"
        >
          <CircleAlert aria-hidden="true" className="size-6 text-destructive" />
          <p>We couldn't load your day.</p>
          <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
            Try again
          </Button>
        </div>
      </section>
    );
  }

  const { items, reviews, suggestions, date } = today.data;
  const open = items.filter((item) => item.state !== 'approved' && item.state !== 'waiting');
  const finished = items.filter((item) => item.state === 'approved' || item.state === 'waiting');
  const firstName = user?.displayName.split(' ')[0] ?? '';

  function act(item: TodayItem, action: RowAction) {
    const key = `${item.kind}-${item.id}`;
    actions.run(item, action, date, () => {
      focusAfter.current = { key, readAt };
    });
  }

  const row = (item: TodayItem) => (
    <TodayRow
      key={`${item.kind}-${item.id}`}
      ref={(element) => {
        const key = `${item.kind}-${item.id}`;
        if (element) rows.current.set(key, element);
        else rows.current.delete(key);
      }}
      item={item}
      today={date}
      busy={actions.busy}
      onAction={act}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-8 md:py-10">
      <header>
        <h1
          id="today-heading"
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
        >
          Today
        </h1>
        <p className="mt-1 text-muted-foreground">
          {formatDayHeading(date)}
          {firstName ? ` · Hello, ${firstName}` : ''}
        </p>
      </header>

      <WaitingStrip spaces={today.data.spaces} />
      <Celebration items={items} />
      {reviews.length > 0 ? (
        <Part>
          <ReviewList reviews={reviews} />
        </Part>
      ) : null}

      <Part>
        <section aria-labelledby="your-day-heading" className="flex flex-col gap-3">
          <h2 id="your-day-heading" className="text-lg font-semibold">
            Your day <span className="text-muted-foreground">({open.length} to do)</span>
          </h2>
          {open.length > 0 ? (
            <ul aria-label="Your day" className="flex flex-col gap-3">
              {open.map(row)}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
              <PartyPopper aria-hidden="true" className="size-8 text-primary" />
              <p className="font-semibold">Nothing left for today.</p>
              <p className="text-sm text-muted-foreground">
                {today.data.spaces.length === 0 ? 'Set up your home to get your first tasks.' : 'Enjoy your tidy home.'}
              </p>
              {today.data.spaces.length === 0 ? (
                <Link to={paths.onboarding()} className={buttonVariants({ size: 'sm' })}>
                  Set up your home
                </Link>
              ) : null}
            </div>
          )}
        </section>
      </Part>

      {suggestions.length > 0 ? (
        <Part>
          <Suggestions date={date} suggestions={suggestions} />
        </Part>
      ) : null}

      {finished.length > 0 ? (
        <Part>
          <section aria-labelledby="finished-heading" className="flex flex-col gap-3">
            <h2 id="finished-heading" className="text-lg font-semibold">
              Done and sent
            </h2>
            <ul aria-label="Done and sent" className="flex flex-col gap-3">
              {finished.map(row)}
            </ul>
          </section>
        </Part>
      ) : null}

      <Part>
        <LearnCard />
      </Part>
      {/* Last, so that it is hydrated after every other part of a page the server rendered. */}
      <Part>
        <MarkTakenOver />
      </Part>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.todo()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ListTodo aria-hidden="true" />
          Your To-do List
        </Link>
        <Link to={paths.summary()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <CalendarRange aria-hidden="true" />
          Your week
        </Link>
      </div>
    </div>
  );
}

/**
 * A part of the page React may take over on its own: when the server rendered Today (decision 025), each part
 * is hydrated, and its effects started, in a task of its own, so a phone is never busy for long at a stretch.
 * Nothing in a part waits for anything, so the (empty) fallback never shows.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Marks #root once Today has been taken over, every part of it hydrated, and removes what covered the page the
 * server rendered (decision 025) until then: a tap on a part not yet hydrated would be lost.
 */
function MarkTakenOver() {
  useEffect(() => {
    markTakenOver();
  }, []);
  return null;
}

/** Every action of a row, through the same mutation hooks the space's screens use. */
function useRowActions() {
  const { user } = useAuth();
  const complete = useCompleteDailyTask();
  const uncomplete = useUncompleteDailyTask();
  const submitDaily = useSubmitDailyTask();
  const submitAssignment = useSubmitAssignment();
  const completeUpkeep = useCompleteUpkeepTask();
  const completeChore = useCompleteTurn();
  const [failedToast, setFailedToast] = useState<string | number | null>(null);
  const busy = [complete, uncomplete, submitDaily, submitAssignment, completeUpkeep, completeChore].some(
    (m) => m.isPending,
  );

  function run(item: TodayItem, action: RowAction, date: string, done: () => void) {
    const handlers = (failure: string, success?: string) => ({
      onSuccess: () => {
        if (failedToast !== null) toast.dismiss(failedToast);
        setFailedToast(null);
        if (success) toast.success(success);
        if (action !== 'uncomplete') void hapticSuccess();
        done();
      },
      onError: () => setFailedToast(toast.error(failure)),
    });
    const ids = { spaceId: item.space.id, taskId: item.id };
    if (action === 'complete') complete.mutate(ids, handlers(FAILED.complete));
    else if (action === 'uncomplete') uncomplete.mutate(ids, handlers(FAILED.complete));
    else if (action === 'submit') submitDaily.mutate(ids, handlers(FAILED.submit, 'Sent for review'));
    else if (action === 'submit-assignment')
      submitAssignment.mutate(
        { spaceId: item.space.id, assignmentId: item.id },
        handlers(FAILED.submit, 'Sent for review'),
      );
    else if (action === 'complete-chore') {
      // Today itself is read again after any mutation (query-client.tsx); the hook refreshes the space.
      completeChore.mutate(
        { spaceId: item.space.id, occurrenceId: item.id },
        {
          ...handlers(FAILED.chore),
          onSuccess: ({ occurrence }) =>
            handlers(
              FAILED.chore,
              occurrence.state === 'approved'
                ? `Done: +${occurrence.points_awarded ?? occurrence.points} points`
                : 'Sent for review',
            ).onSuccess(),
        },
      );
    } else if (action === 'complete-upkeep' && item.area) {
      completeUpkeep.mutate(
        {
          spaceId: item.space.id,
          areaId: item.area.id,
          today: date,
          doneBy: user?.displayName ?? '',
          task: {
            id: item.id,
            name: item.title,
            interval_days: item.interval_days ?? 1,
            last_done_on: null,
            last_done_by_name: null,
            next_due_on: item.due_on ?? date,
            status: item.overdue ? 'overdue' : 'pending',
          },
        },
        handlers(FAILED.upkeep),
      );
    }
  }
  return { run, busy };
}
