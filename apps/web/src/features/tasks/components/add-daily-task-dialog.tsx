import {
  DAILY_TASK_MINUTES,
  DAILY_TASK_POINTS,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
} from '@tidy/domain/constants';
import type { FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { actionToast } from '../../../lib/action-toast';
import { useAddDailyTasks } from '../api/add-daily-tasks';
import { EMPTY_DAILY_TASK_FIELDS, readDailyTaskFields } from '../daily-task-form';

type AddDailyTaskDialogProps = {
  spaceId: string;
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A daily task with its own description, time and points (spec 02 §5). Mount it fresh for each opening. */
export function AddDailyTaskDialog({ spaceId, date, open, onOpenChange }: AddDailyTaskDialogProps) {
  const addTasks = useAddDailyTasks();
  const { fields, change, showProblems, errors } = useFormFields(EMPTY_DAILY_TASK_FIELDS);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addTasks.isPending) return;
    const read = readDailyTaskFields(fields);
    if (!read.ok) {
      showProblems(event.currentTarget, read.problems);
      return;
    }
    const outcome = actionToast(`add-daily-task:${spaceId}`);
    addTasks.mutate(
      { spaceId, date, tasks: [read.task] },
      {
        onSuccess: () => {
          outcome.succeeded();
          onOpenChange(false);
        },
        onError: () => outcome.failed('Failed to add daily task. Please try again.'),
      },
    );
  }

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
          <DialogFormFooter pending={addTasks.isPending} submitLabel="Add task" onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
