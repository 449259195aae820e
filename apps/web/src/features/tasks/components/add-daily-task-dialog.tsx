import {
  DAILY_TASK_MINUTES,
  DAILY_TASK_POINTS,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
} from '@tidy/domain/constants';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useAddDailyTasks } from '../api/add-daily-tasks';
import {
  EMPTY_DAILY_TASK_FIELDS,
  readDailyTaskFields,
  type DailyTaskFields,
  type DailyTaskProblems,
} from '../daily-task-form';

type AddDailyTaskDialogProps = {
  spaceId: string;
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A daily task with its own description, time and points (spec 02 §5). Mount it fresh for each opening. */
export function AddDailyTaskDialog({ spaceId, date, open, onOpenChange }: AddDailyTaskDialogProps) {
  const addTasks = useAddDailyTasks();
  const [fields, setFields] = useState<DailyTaskFields>(EMPTY_DAILY_TASK_FIELDS);
  const [problems, setProblems] = useState<DailyTaskProblems>({});

  function change(field: keyof DailyTaskFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addTasks.isPending) return;
    const read = readDailyTaskFields(fields);
    if (!read.ok) {
      setProblems(read.problems);
      // The first field with a problem takes the focus, so its message is read out.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    addTasks.mutate(
      { spaceId, date, tasks: [read.task] },
      {
        onSuccess: () => onOpenChange(false),
        onError: () => toast.error('Failed to add daily task. Please try again.'),
      },
    );
  }

  const errors = (field: keyof DailyTaskFields) => (problems[field] ? [problems[field]] : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add a daily task</DialogTitle>
          <DialogDescription>A task of your own for today, with its time and points.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate className="flex flex-col gap-5">
          <TextField
            label="Title"
            value={fields.title}
            required
            maxLength={MAX_TITLE_LENGTH}
            autoComplete="off"
            errors={errors('title')}
            onChange={(event) => change('title', event.target.value)}
          />
          <TextareaField
            label="Description"
            value={fields.description}
            rows={3}
            maxLength={MAX_DESCRIPTION_LENGTH}
            hint="Optional."
            errors={errors('description')}
            onChange={(event) => change('description', event.target.value)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Time (minutes)"
              type="number"
              inputMode="numeric"
              min={DAILY_TASK_MINUTES.min}
              max={DAILY_TASK_MINUTES.max}
              step={1}
              value={fields.estimated_time}
              hint={`${DAILY_TASK_MINUTES.min} to ${DAILY_TASK_MINUTES.max} minutes.`}
              errors={errors('estimated_time')}
              onChange={(event) => change('estimated_time', event.target.value)}
            />
            <TextField
              label="Points"
              type="number"
              inputMode="numeric"
              min={DAILY_TASK_POINTS.min}
              max={DAILY_TASK_POINTS.max}
              step={1}
              value={fields.points}
              hint={`${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max} points.`}
              errors={errors('points')}
              onChange={(event) => change('points', event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={addTasks.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={addTasks.isPending || undefined}>
              {addTasks.isPending ? 'Adding...' : 'Add task'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
