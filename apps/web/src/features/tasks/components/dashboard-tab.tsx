import { CircleAlert, Plus } from 'lucide-react';
import { MAX_TITLE_LENGTH } from '@tidy/domain/constants';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useKeepFocus } from '../../../lib/focus/use-keep-focus';
import { actionToast } from '../../../lib/action-toast';
import { useAddDailyTasks } from '../api/add-daily-tasks';
import { useDailyTasks } from '../api/get-daily-tasks';
import { quickDailyTask } from '../daily-task-form';
import { AddDailyTaskDialog } from './add-daily-task-dialog';
import { DailyTaskRow } from './daily-task-row';
import { TodaysProgressCard } from './todays-progress-card';

type DashboardTabProps = {
  spaceId: string;
  date: string;
  /** Across the top: the motivation card. */
  intro?: ReactNode;
  /** Buttons next to Custom Task, such as the AI Task Planner. */
  taskActions?: ReactNode;
  /** Under Today's Tasks: helpers that add tasks to it. */
  tools?: ReactNode;
  /** The side column, under Today's Progress (under everything on a phone). */
  aside?: ReactNode;
};

/**
 * Today's own tasks with Quick Add and a Custom Task dialog, and how far along today is (spec 02 §2).
 * The page puts other features' cards into its slots; this feature knows nothing of them.
 */
export function DashboardTab({ spaceId, date, intro, taskActions, tools, aside }: DashboardTabProps) {
  const dailyTasks = useDailyTasks(spaceId, date);
  const tasks = dailyTasks.data ?? [];
  const [customOpen, setCustomOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  // Completing or submitting a task changes its buttons: the keyboard stays in its row.
  const tasksSection = useRef<HTMLElement>(null);
  useKeepFocus(tasksSection);

  return (
    <div className="flex flex-col gap-6">
      {intro}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <TodaysProgressCard tasks={tasks} />
        </div>

        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section
            ref={tasksSection}
            aria-labelledby="todays-tasks-heading"
            className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="todays-tasks-heading" className="text-xl font-semibold tracking-tight">
                Today's Tasks
              </h2>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setOpenings((n) => n + 1);
                    setCustomOpen(true);
                  }}
                >
                  <Plus aria-hidden="true" />
                  Custom Task
                </Button>
                {taskActions}
              </div>
            </div>

            <QuickAdd spaceId={spaceId} date={date} />

            <div className="mt-5">
              {dailyTasks.isPending ? (
                <p role="status" className="py-6 text-center text-muted-foreground">
                  Loading today's tasks...
                </p>
              ) : dailyTasks.isError ? (
                <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
                  <p className="inline-flex items-center gap-2 text-muted-foreground">
                    <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
                    We couldn't load today's tasks.
                  </p>
                  <Button variant="outline" size="sm" onClick={() => void dailyTasks.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : tasks.length === 0 ? (
                <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
                  No tasks for today yet. Add one above to get started.
                </p>
              ) : (
                <ul aria-label="Today's tasks" className="flex flex-col gap-3">
                  {tasks.map((task) => (
                    <DailyTaskRow key={task.id} spaceId={spaceId} task={task} />
                  ))}
                </ul>
              )}
            </div>
          </section>
          {tools}
        </div>

        {aside ? <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-start-2">{aside}</div> : null}
      </div>

      {openings > 0 ? (
        <AddDailyTaskDialog
          key={openings}
          spaceId={spaceId}
          date={date}
          open={customOpen}
          onOpenChange={setCustomOpen}
        />
      ) : null}
    </div>
  );
}

/** One line to add a small task: 5 minutes and the default points (the dialog is for bigger ones). */
function QuickAdd({ spaceId, date }: { spaceId: string; date: string }) {
  const addTasks = useAddDailyTasks();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addTasks.isPending) return;
    const read = quickDailyTask(title);
    if (!read.ok) {
      setProblem(read.problems.title ?? 'Please enter a task title.');
      return;
    }
    // The same action as the Add Daily Task dialog: a success in either clears a failure of the other.
    const outcome = actionToast(`add-daily-task:${spaceId}`);
    addTasks.mutate(
      { spaceId, date, tasks: [read.task] },
      {
        onSuccess: () => {
          outcome.succeeded();
          setTitle('');
        },
        onError: () => outcome.failed('Failed to add daily task. Please try again.'),
      },
    );
  }

  return (
    <form onSubmit={add} noValidate className="mt-4">
      <label htmlFor={id} className="sr-only">
        Quick add a task
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={title}
          maxLength={MAX_TITLE_LENGTH}
          autoComplete="off"
          placeholder="Quick add a task"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" aria-disabled={addTasks.isPending || undefined}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {/* The cursor stays in the field, so the problem is announced rather than focused. */}
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
