import { todayIsoDate } from '@tidy/domain/time';
import { isUpkeepDue } from '@tidy/domain/upkeep';
import { ArrowLeft, CircleAlert, MapPinOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { ApiError } from '../../../lib/api-fetch';
import { useAuth } from '../../../lib/auth';
import { FOCUS_FALLBACK } from '../../../lib/focus/focus-position';
import { usePageHeader } from '../../../lib/page-header';
import { useSpace } from '../../tasks/api/get-space';
import { useSpaceEvents } from '../../tasks/api/use-space-events';
import { useArea, type UpkeepAreaDetail, type UpkeepTask } from '../api/get-area';
import { AddUpkeepTaskDialog } from '../components/add-upkeep-task-dialog';
import { DeleteUpkeepTaskDialog } from '../components/delete-upkeep-task-dialog';
import { UpkeepTaskRow } from '../components/upkeep-task-row';

/**
 * /space/:spaceId/:subSpaceId (spec 02 §2): one area of a space and its recurring upkeep, each task with
 * last done, next due and its status; Add New Task and Mark Complete really work.
 */
export function SubSpacePage() {
  const { spaceId = '', subSpaceId = '' } = useParams();
  // Today as the household sees it; fixed while the page is open so the list does not jump at midnight.
  const [today] = useState(() => todayIsoDate(new Date()));
  const area = useArea(spaceId, subSpaceId, today);
  const notFound = area.error instanceof ApiError && area.error.status === 404;
  const spaceMissing = notFound && area.error?.message === 'Space not found';
  usePageHeader({
    title: notFound ? (spaceMissing ? 'Space not found' : 'Sub-space not found') : area.data?.area.name,
  });

  if (area.isPending) return <PageLoading label="Loading area..." />;
  if (area.isError) {
    if (notFound) return <SubSpaceNotFound spaceId={spaceMissing ? null : spaceId} />;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <div role="alert">
          <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
          <h1 className="mt-3 text-2xl font-semibold">Failed to load this area.</h1>
          <p className="mt-2 text-muted-foreground">{area.error.message}</p>
        </div>
        <Button variant="outline" className="mt-6" disabled={area.isFetching} onClick={() => void area.refetch()}>
          {area.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </section>
    );
  }
  return <AreaScreen spaceId={spaceId} today={today} detail={area.data} />;
}

function AreaScreen({ spaceId, today, detail }: { spaceId: string; today: string; detail: UpkeepAreaDetail }) {
  // Someone else marking a task done shows here at once (the area's data sits under the space's cache key).
  useSpaceEvents(spaceId);
  const { user } = useAuth();
  const space = useSpace(spaceId);
  const [adding, setAdding] = useState({ open: false, openings: 0 });
  const [toDelete, setToDelete] = useState<{ task: UpkeepTask; open: boolean } | null>(null);

  // What the server lets this person do; nothing is offered until it is known.
  const canComplete = space.data ? space.data.role !== 'guest' : false;
  const canManage = space.data?.can.set_up ?? false;
  const { tasks } = detail;
  // A starting task not yet at its first due date is not to do yet, as the areas card counts it.
  const due = tasks.filter((task) => isUpkeepDue(task.next_due_on, today)).length;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <Link
        to={paths.space(spaceId)}
        // On a touch screen the padding makes a finger-sized target; the negative margin keeps the layout.
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none pointer-coarse:-my-2.5 pointer-coarse:py-2.5"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {detail.space.name}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">{detail.area.name}</h1>
          <p className="mt-1 text-muted-foreground" aria-live="polite">
            {tasks.length === 0
              ? 'No upkeep tasks yet.'
              : due === 0
                ? 'Nothing due today.'
                : `${due} of ${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'} to do.`}
          </p>
        </div>
        {canManage ? (
          <Button onClick={() => setAdding((current) => ({ open: true, openings: current.openings + 1 }))}>
            <Plus aria-hidden="true" />
            Add New Task
          </Button>
        ) : null}
      </div>

      {/* Where the keyboard goes when the last task is removed (otherwise: the next task's Delete). */}
      <section
        aria-labelledby="upkeep-tasks-heading"
        tabIndex={-1}
        {...FOCUS_FALLBACK}
        className="mt-6 focus:outline-none"
      >
        <h2 id="upkeep-tasks-heading" className="sr-only">
          Upkeep tasks
        </h2>
        {tasks.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
            {canManage ? 'Add a task with "Add New Task" to keep this area in shape.' : 'Nothing to keep up here yet.'}
          </p>
        ) : (
          <ul aria-label={`Upkeep tasks of ${detail.area.name}`} className="flex flex-col gap-3">
            {tasks.map((task) => (
              <UpkeepTaskRow
                key={task.id}
                spaceId={spaceId}
                areaId={detail.area.id}
                today={today}
                task={task}
                canComplete={canComplete}
                canManage={canManage}
                yourName={user?.displayName ?? 'You'}
                onDelete={(chosen) => setToDelete({ task: chosen, open: true })}
              />
            ))}
          </ul>
        )}
      </section>

      {adding.openings > 0 ? (
        <AddUpkeepTaskDialog
          key={adding.openings}
          spaceId={spaceId}
          areaId={detail.area.id}
          areaName={detail.area.name}
          today={today}
          open={adding.open}
          onOpenChange={(open) => setAdding((current) => ({ ...current, open }))}
        />
      ) : null}
      {toDelete ? (
        <DeleteUpkeepTaskDialog
          key={toDelete.task.id}
          spaceId={spaceId}
          task={toDelete.task}
          open={toDelete.open}
          onOpenChange={(open) => setToDelete((current) => (current ? { ...current, open } : current))}
        />
      ) : null}
    </section>
  );
}

/** "Sub-space not found", with the way back: to the space when it exists, otherwise to My Spaces. */
function SubSpaceNotFound({ spaceId }: { spaceId: string | null }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <MapPinOff className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Sub-space not found</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        {spaceId
          ? "This space has no area like that. Its areas are listed on the space's page."
          : "This space doesn't exist, or you are not a member of it."}
      </p>
      <Link to={spaceId ? paths.space(spaceId) : paths.spaces()} className={`mt-8 ${buttonVariants()}`}>
        <ArrowLeft aria-hidden="true" />
        {spaceId ? 'Back to the space' : 'Back to My Spaces'}
      </Link>
    </section>
  );
}
