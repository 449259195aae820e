import { UserPlus, UserRound } from 'lucide-react';
import { assignmentState } from '@tidy/domain/task-state';
import { formatMinutes } from '@tidy/domain/time';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import type { SpaceMember } from '../api/get-space';
import { useSpaceTasks, type SpaceTask } from '../api/get-space-tasks';
import { assignmentBoard, type MemberShare } from '../assignment-board';
import { roleLabel } from '../space-members';
import { AssignTaskDialog } from './assign-task-dialog';
import { StatusBadge } from './status-badge';
import { TasksLoadError, TasksLoading } from './tasks-load-state';

type AssignmentPanelProps = { spaceId: string; members: readonly SpaceMember[] };

type Assigning = { task: SpaceTask; opening: number };

/** A task waiting for someone, or still to be done by them, can go to someone else; one under review cannot. */
const canHandOn = (task: SpaceTask) => task.assignment === null || task.assignment.status !== 'submitted';

/**
 * The Organizer tab's task-assignment panel (spec 02 §2): who has which task of the space, and the open
 * tasks nobody has, each assigned from here with the same dialog as the task list.
 */
export function AssignmentPanel({ spaceId, members }: AssignmentPanelProps) {
  const spaceTasks = useSpaceTasks(spaceId);
  const [assigning, setAssigning] = useState<Assigning | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const board = assignmentBoard(spaceTasks.data ?? [], members);
  // The dialog follows the live task, so an assignment made meanwhile shows at once.
  const dialogTask = assigning ? spaceTasks.data?.find((task) => task.id === assigning.task.id) : undefined;

  function assign(task: SpaceTask) {
    setAssigning((current) => ({ task, opening: (current?.opening ?? 0) + 1 }));
    setDialogOpen(true);
  }

  return (
    <section
      aria-labelledby="assignments-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="assignments-heading" className="text-xl font-semibold tracking-tight">
        Task Assignments
      </h2>
      <p className="mt-1 text-muted-foreground">Who has which task, and the open tasks nobody has yet.</p>

      {spaceTasks.isPending ? (
        <TasksLoading />
      ) : spaceTasks.isError ? (
        <TasksLoadError onRetry={() => void spaceTasks.refetch()} />
      ) : (
        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">Who has what</h3>
            {board.shares.length === 0 ? (
              <NoOneElse />
            ) : (
              <ul aria-label="Who has what" className="flex flex-col gap-3">
                {board.shares.map((share) => (
                  <MemberTasks key={share.userId} share={share} onAssign={assign} />
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">Not assigned yet</h3>
            {board.unassigned.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
                Every open task has someone.
              </p>
            ) : (
              <ul aria-label="Not assigned yet" className="flex flex-col gap-2">
                {board.unassigned.map((task) => (
                  <TaskLine key={task.id} task={task} onAssign={board.shares.length > 0 ? assign : undefined} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      {assigning && dialogTask ? (
        <AssignTaskDialog
          key={assigning.opening}
          spaceId={spaceId}
          task={dialogTask}
          members={members}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      ) : null}
    </section>
  );
}

function MemberTasks({ share, onAssign }: { share: MemberShare; onAssign: (task: SpaceTask) => void }) {
  return (
    <li className="rounded-xl border border-border bg-background/60 p-3">
      <p className="flex items-center gap-2 font-semibold break-words">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {share.name}
        {share.role ? <span className="text-sm font-normal text-muted-foreground">{roleLabel(share.role)}</span> : null}
      </p>
      {share.tasks.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nothing assigned yet.</p>
      ) : (
        <ul aria-label={`${share.name}'s tasks`} className="mt-2 flex flex-col gap-2">
          {share.tasks.map((task) => (
            <TaskLine key={task.id} task={task} onAssign={canHandOn(task) ? onAssign : undefined} reassign />
          ))}
        </ul>
      )}
    </li>
  );
}

type TaskLineProps = { task: SpaceTask; onAssign: ((task: SpaceTask) => void) | undefined; reassign?: boolean };

function TaskLine({ task, onAssign, reassign = false }: TaskLineProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{task.title}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>{formatMinutes(task.estimated_time)}</span>
          {task.assignment ? <StatusBadge state={assignmentState(task.assignment.status)} /> : null}
        </p>
      </div>
      {onAssign ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`${reassign ? 'Reassign' : 'Assign'} ${task.title}`}
          onClick={() => onAssign(task)}
        >
          <UserPlus aria-hidden="true" />
          {reassign ? 'Reassign' : 'Assign'}
        </Button>
      ) : null}
    </li>
  );
}

function NoOneElse() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border px-4 py-5 text-muted-foreground">
      <p>There's no one else in this space yet. Invite family first, then you can share tasks with them.</p>
      <Link to={paths.family()} className="font-semibold text-primary underline-offset-4 hover:underline">
        Invite family
      </Link>
    </div>
  );
}
