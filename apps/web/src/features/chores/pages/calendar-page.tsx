import { todayIsoDate } from '@tidy/domain/time';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useSpace } from '../../tasks/api/get-space';
import { useSpaceEvents } from '../../tasks/api/use-space-events';
import { useChoreCalendar } from '../api/get-chore-calendar';
import { calendarRange, shiftCalendar, type CalendarView } from '../calendar-grid';
import { formatShortDay } from '../chore-view';
import { choreMembers } from '../chore-members';
import { CalendarFeedButton } from '../components/calendar-feed-button';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { MonthView } from '../components/month-view';
import { WeekView } from '../components/week-view';
import { SpaceLoadProblem } from '../../../app/space-load-problem';

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabelOf = (isoDate: string) => monthFormat.format(new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`));

/**
 * /spaces/:spaceId/calendar: the space's chores by day, a week or a month at a time, for everyone or one
 * member. Turns the schedule will write later ("planned") show beside the real ones.
 */
export function CalendarPage() {
  const { spaceId = '' } = useParams();
  const today = todayIsoDate(new Date());
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [selected, setSelected] = useState(today);
  const [member, setMember] = useState('');
  const space = useSpace(spaceId);
  useSpaceEvents(spaceId);
  const { from, to } = calendarRange(view, anchor);
  const calendar = useChoreCalendar(spaceId, from, to, member);

  function step(direction: number) {
    const next = shiftCalendar(view, anchor, direction);
    setAnchor(next);
    setSelected(next);
  }
  function goToday() {
    setAnchor(today);
    setSelected(today);
  }

  if (calendar.isError && !calendar.data) {
    return (
      <SpaceLoadProblem
        failure="We couldn't load the calendar"
        error={calendar.error}
        retry={() => void calendar.refetch()}
      />
    );
  }
  const title = view === 'week' ? `${formatShortDay(from)} to ${formatShortDay(to)}` : monthLabelOf(anchor);
  const entries = calendar.data?.occurrences ?? [];

  return (
    <section aria-labelledby="calendar-heading" className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-10">
      {space.data ? <p className="text-sm font-semibold text-muted-foreground">{space.data.space.name}</p> : null}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 id="calendar-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          Chore calendar
        </h1>
        <div className="flex flex-wrap gap-2">
          <CalendarFeedButton />
          <Link to={paths.chores(spaceId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ListChecks aria-hidden="true" />
            Chores
          </Link>
        </div>
      </div>
      <div className="mt-6">
        <CalendarToolbar
          view={view}
          onViewChange={setView}
          onStep={step}
          onToday={goToday}
          member={member}
          members={choreMembers(space.data?.members ?? [])}
          onMemberChange={setMember}
        />
      </div>
      <h2 aria-live="polite" className="mt-6 mb-4 text-xl font-semibold tracking-tight">
        {title}
        {calendar.isFetching ? <span className="sr-only"> (loading)</span> : null}
      </h2>
      {calendar.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the calendar...
        </p>
      ) : view === 'week' ? (
        <WeekView anchor={anchor} entries={entries} today={today} />
      ) : (
        <MonthView
          anchor={anchor}
          entries={entries}
          today={today}
          selected={selected}
          onSelect={setSelected}
          monthLabel={monthLabelOf(anchor)}
        />
      )}
    </section>
  );
}
