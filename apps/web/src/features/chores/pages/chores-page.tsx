import { todayIsoDate } from '@tidy/domain/time';
import { CalendarDays, Flame, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useAuth } from '../../../lib/auth';
import { useSpace } from '../../tasks/api/get-space';
import { useSpaceEvents } from '../../tasks/api/use-space-events';
import { useChores, type ChoreList as ChoreListData, type ChoreStreak } from '../api/get-chores';
import { useSubmittedTurns } from '../api/get-submitted-turns';
import { choreMembers } from '../chore-members';
import { ChoreFormDialog } from '../components/chore-form-dialog';
import { ChoreList } from '../components/chore-list';
import { PausesSection } from '../components/pauses-section';
import { ReviewList } from '../components/review-list';
import { useTurnActions } from '../use-turn-actions';
import { SpaceLoadProblem } from '../../../app/space-load-problem';

/**
 * /spaces/:spaceId/chores: the household's recurring chores, whose turn each is, and what to do about it.
 * Organizers review what was marked done; organizers and parents keep the list; anyone can say they're away.
 */
export function ChoresPage() {
  const { spaceId = '' } = useParams();
  const chores = useChores(spaceId);
  useSpaceEvents(spaceId);

  if (chores.isPending) return <PageLoading label="Loading chores..." />;
  if (chores.isError)
    return (
      <SpaceLoadProblem
        failure="We couldn't load the chores"
        error={chores.error}
        retry={() => void chores.refetch()}
      />
    );
  return <ChoresScreen spaceId={spaceId} list={chores.data} />;
}

function ChoresScreen({ spaceId, list }: { spaceId: string; list: ChoreListData }) {
  const { user } = useAuth();
  const space = useSpace(spaceId);
  const isOrganizer = space.data?.role === 'organizer';
  const submitted = useSubmittedTurns(spaceId, isOrganizer);
  const turns = useTurnActions(spaceId);
  const [adding, setAdding] = useState(false);
  const today = todayIsoDate(new Date());
  const members = choreMembers(space.data?.members ?? []);
  const others = members.filter((member) => member.user_id !== user?.id);

  return (
    <section aria-labelledby="chores-heading" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      {space.data ? <p className="text-sm font-semibold text-muted-foreground">{space.data.space.name}</p> : null}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 id="chores-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          Chores
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.choreCalendar(spaceId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <CalendarDays aria-hidden="true" />
            Calendar
          </Link>
          {list.can_manage ? (
            <Button size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              New chore
            </Button>
          ) : null}
        </div>
      </div>

      <StreakLine streak={list.my_streak} />

      {isOrganizer ? (
        <section aria-labelledby="chore-review-heading" className="mt-8">
          <h2 id="chore-review-heading" className="mb-3 text-xl font-semibold tracking-tight">
            Waiting for review
          </h2>
          {submitted.isPending ? (
            <p role="status" className="text-muted-foreground">
              Loading...
            </p>
          ) : submitted.isError ? (
            <p role="alert" className="text-destructive">
              {submitted.error.message}
            </p>
          ) : (
            <ReviewList spaceId={spaceId} turns={submitted.data} today={today} actions={turns} />
          )}
        </section>
      ) : null}

      <section aria-labelledby="chores-list-heading" className="mt-8">
        <h2
          id="chores-list-heading"
          tabIndex={-1}
          className="mb-3 text-xl font-semibold tracking-tight focus:outline-none"
        >
          All chores
        </h2>
        <ChoreList
          spaceId={spaceId}
          chores={list.chores}
          today={today}
          myId={user?.id}
          canManage={list.can_manage}
          canSkip={isOrganizer}
          members={members}
          turns={turns}
        />
      </section>

      <PausesSection spaceId={spaceId} isOrganizer={isOrganizer} others={others} today={today} />

      {adding ? (
        <ChoreFormDialog spaceId={spaceId} members={members} today={today} onClose={() => setAdding(false)} />
      ) : null}
    </section>
  );
}

/** The viewer's chore streak in one line; nothing until there is one to keep. */
function StreakLine({ streak }: { streak: ChoreStreak }) {
  if (streak.current === 0 && !streak.paused_today) return null;
  const days = `${streak.current}-day chore streak`;
  const note = streak.paused_today
    ? 'Paused: your streak is kept until you are back.'
    : streak.active_today
      ? 'Done for today.'
      : 'Do a chore today to keep it going.';
  return (
    <p className="mt-3 flex items-center gap-2 text-sm">
      <Flame aria-hidden="true" className="size-4 text-orange-500" />
      <span className="font-semibold">{days}</span>
      <span className="text-muted-foreground">{note}</span>
    </p>
  );
}
