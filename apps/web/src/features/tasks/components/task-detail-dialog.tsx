import { CircleCheck, Circle } from 'lucide-react';
import { priorityLabel } from '@tidy/domain/task-state';
import { describeTask, stepMinutes } from '@tidy/domain/steps';
import { formatMinutes } from '@tidy/domain/time';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { SpaceTask } from '../api/get-space-tasks';
import { CATEGORY_LABELS } from './space-task-labels';
import { useToggleSpaceTask } from './space-task-row';

type TaskDetailDialogProps = {
  spaceId: string;
  task: SpaceTask;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A task of the list in full (spec 02 §2): its steps, read from the description, each with its share
 * of the time, and only the rest of the description as text, so no step is shown twice. Ticking a step
 * is only for the person looking; the task's own completion is saved.
 */
export function TaskDetailDialog({ spaceId, task, open, onOpenChange }: TaskDetailDialogProps) {
  const { intro, steps } = describeTask(task.description);
  const minutesEach = stepMinutes(task.estimated_time, steps.length);
  const [doneSteps, setDoneSteps] = useState<ReadonlySet<number>>(new Set());
  const { toggle, busy } = useToggleSpaceTask(spaceId, task);
  const id = useId();

  function flipStep(index: number) {
    setDoneSteps((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">{task.title}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
            <Badge variant="outline" className="px-2.5 py-0.5 text-xs">
              {CATEGORY_LABELS[task.category] ?? task.category}
            </Badge>
            <span>{formatMinutes(task.estimated_time)}</span>
            <span>{priorityLabel(task.priority)}</span>
            <span>{task.is_completed ? 'Completed' : 'Not completed yet'}</span>
          </DialogDescription>
        </DialogHeader>

        {intro ? <p className="leading-relaxed break-words whitespace-pre-line">{intro}</p> : null}

        {steps.length > 0 ? (
          <section aria-labelledby={`${id}-steps`}>
            <h3 id={`${id}-steps`} className="font-semibold">
              Steps
            </h3>
            <ol className="mt-3 flex flex-col gap-2">
              {steps.map((step, index) => {
                const checkboxId = `${id}-step-${index}`;
                return (
                  <li
                    key={`${index}-${step}`}
                    className="flex items-start gap-3 rounded-xl border border-border bg-background/60 p-3"
                  >
                    <input
                      id={checkboxId}
                      type="checkbox"
                      checked={doneSteps.has(index)}
                      onChange={() => flipStep(index)}
                      className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary pointer-coarse:size-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
                    />
                    <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer leading-snug break-words">
                      <span className={doneSteps.has(index) ? 'text-muted-foreground line-through' : undefined}>
                        {step}
                      </span>
                      <span className="mt-0.5 block text-sm text-muted-foreground">About {minutesEach} min</span>
                    </label>
                  </li>
                );
              })}
            </ol>
          </section>
        ) : null}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            variant={task.is_completed ? 'outline' : 'primary'}
            aria-disabled={busy || undefined}
            onClick={toggle}
          >
            {task.is_completed ? <Circle aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
            {task.is_completed ? 'Mark incomplete' : 'Mark complete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
