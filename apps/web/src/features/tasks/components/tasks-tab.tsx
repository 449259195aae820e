import { useRef, useState, type ReactNode } from 'react';
import { useKeepFocus } from '../../../lib/focus/use-keep-focus';
import type { SpaceMember } from '../api/get-space';
import { useSpaceTasks, type SpaceTask } from '../api/get-space-tasks';
import { AssignTaskDialog } from './assign-task-dialog';
import { SpaceTaskRow } from './space-task-row';
import { TaskDetailDialog } from './task-detail-dialog';
import { TasksLoadError, TasksLoading } from './tasks-load-state';

type TasksTabProps = {
  spaceId: string;
  userId: string;
  isOrganizer: boolean;
  members: readonly SpaceMember[];
  /** Above the list: ways to change it, such as editing it with the coach. */
  tools?: ReactNode;
};

type OpenDialog = { kind: 'detail' | 'assign'; taskId: string; opening: number };

/** The space's task list in its order, with the task detail and assign dialogs (spec 02 §2). */
export function TasksTab({ spaceId, userId, isOrganizer, members, tools }: TasksTabProps) {
  const spaceTasks = useSpaceTasks(spaceId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Submitting an assigned task takes its Submit button away: the keyboard stays in its row.
  const section = useRef<HTMLElement>(null);
  useKeepFocus(section);

  const tasks = [...(spaceTasks.data ?? [])].sort((a, b) => a.order_index - b.order_index);
  // The dialog follows the live task, so a toggle (ours or someone else's) shows at once.
  const dialogTask: SpaceTask | undefined = dialog ? tasks.find((task) => task.id === dialog.taskId) : undefined;

  function show(kind: OpenDialog['kind'], taskId: string) {
    setDialog((current) => ({ kind, taskId, opening: (current?.opening ?? 0) + 1 }));
    setDialogOpen(true);
  }

  return (
    <section
      ref={section}
      aria-labelledby="space-tasks-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="space-tasks-heading" className="text-xl font-semibold tracking-tight">
        Space Tasks
      </h2>
      <p className="mt-1 text-muted-foreground">The tasks for this space, in order. Open one to see its steps.</p>
      {tools ? <div className="mt-5">{tools}</div> : null}

      <div className="mt-5">
        {spaceTasks.isPending ? (
          <TasksLoading />
        ) : spaceTasks.isError ? (
          <TasksLoadError onRetry={() => void spaceTasks.refetch()} />
        ) : tasks.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
            This space has no tasks yet.
          </p>
        ) : (
          <ul aria-label="Space tasks" className="flex flex-col gap-3">
            {tasks.map((task) => (
              <SpaceTaskRow
                key={task.id}
                spaceId={spaceId}
                task={task}
                userId={userId}
                isOrganizer={isOrganizer}
                onOpen={() => show('detail', task.id)}
                onAssign={() => show('assign', task.id)}
              />
            ))}
          </ul>
        )}
      </div>

      {dialog && dialogTask && dialog.kind === 'detail' ? (
        <TaskDetailDialog
          key={dialog.opening}
          spaceId={spaceId}
          task={dialogTask}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      ) : null}
      {dialog && dialogTask && dialog.kind === 'assign' ? (
        <AssignTaskDialog
          key={dialog.opening}
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
