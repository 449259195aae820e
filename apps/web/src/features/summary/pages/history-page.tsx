import { CalendarRange, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { SpaceLoadProblem } from '../../../app/space-load-problem';
import { PageLoading } from '../../../components/page-loading';
import { buttonVariants } from '../../../components/ui/button-variants';
import { SelectField } from '../../../components/ui/select-field';
import { useAuth } from '../../../lib/auth';
import { useSpace } from '../../tasks/api/get-space';
import { useSpaceEvents } from '../../tasks/api/use-space-events';
import { useHistory, type HistoryMember } from '../api/get-history';
import { HistoryList } from '../components/history-list';
import { nameFor } from '../history-view';

/**
 * /spaces/:spaceId/history: what was done in the space and by whom, and how points moved, newest first, for
 * everyone or one member. Every member reads it; points show as the points history shows them (your own;
 * organizers everyone's).
 */
export function HistoryPage() {
  const { spaceId = '' } = useParams();
  const space = useSpace(spaceId);
  useSpaceEvents(spaceId);
  if (space.isPending) return <PageLoading label="Loading the history..." />;
  if (space.isError)
    return (
      <SpaceLoadProblem failure="Failed to load space data." error={space.error} retry={() => void space.refetch()} />
    );
  return (
    <HistoryScreen spaceId={spaceId} spaceName={space.data.space.name} isOrganizer={space.data.role === 'organizer'} />
  );
}

function HistoryScreen({
  spaceId,
  spaceName,
  isOrganizer,
}: {
  spaceId: string;
  spaceName: string;
  isOrganizer: boolean;
}) {
  const { user } = useAuth();
  const youId = user?.id ?? null;
  const [member, setMember] = useState<HistoryMember>('all');
  const history = useHistory(spaceId, member);
  const members = history.data?.pages[0]?.members ?? [];
  const chosen = members.find((person) => person.user_id === member);
  const options = [
    { value: 'all', label: 'Everyone' },
    ...members.map((person) => ({ value: person.user_id, label: nameFor(person, youId) })),
  ];

  return (
    <section aria-labelledby="history-heading" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <p className="text-sm font-semibold text-muted-foreground">{spaceName}</p>
      <h1 id="history-heading" className="mt-1 text-3xl font-bold tracking-tight md:text-4xl">
        History
      </h1>
      <p className="mt-2 leading-relaxed text-muted-foreground">
        {isOrganizer
          ? 'What was done, by whom, and every movement of points.'
          : 'What was done and by whom. Points show for your own work; organizers see everyone’s.'}
      </p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          className="flex-1"
          label="Whose history"
          value={member}
          options={options}
          onValueChange={setMember}
        />
        <Link to={paths.summary()} className={buttonVariants({ variant: 'outline' })}>
          <CalendarRange aria-hidden="true" />
          Weekly summary
        </Link>
      </div>

      <h2 className="sr-only">{chosen ? `${nameFor(chosen, youId)}: history` : 'Everyone’s history'}</h2>
      <div className="mt-6">
        <HistoryList
          history={history}
          youId={youId}
          empty={
            member === 'all' ? (
              <>
                <p className="font-semibold">Nothing here yet.</p>
                <p className="mt-1">
                  When someone finishes a chore, a task is approved or points move, it shows up here.{' '}
                  <Link to={paths.chores(spaceId)} className="font-semibold underline underline-offset-2">
                    <ListChecks aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
                    Go to the chores
                  </Link>
                </p>
              </>
            ) : (
              <>
                <p className="font-semibold">
                  {member === youId
                    ? 'Nothing of yours yet.'
                    : `Nothing for ${chosen ? nameFor(chosen, youId) : 'this member'} yet.`}
                </p>
                <p className="mt-1">
                  {member === youId ? 'Your' : 'Their'} finished chores and tasks show up here. Choose “Everyone” to see
                  the whole space.
                </p>
              </>
            )
          }
        />
      </div>
    </section>
  );
}
