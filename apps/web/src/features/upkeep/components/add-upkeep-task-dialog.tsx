import { MAX_UPKEEP_TASK_NAME_LENGTH, UPKEEP_INTERVAL_DAYS } from '@tidy/domain/upkeep';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { Input } from '../../../components/ui/input';
import { TextField } from '../../../components/ui/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { actionToast } from '../../../lib/action-toast';
import { useAddUpkeepTask } from '../api/add-upkeep-task';
import { EMPTY_UPKEEP_TASK_FIELDS, readUpkeepTaskFields } from '../upkeep-form';

type AddUpkeepTaskDialogProps = {
  spaceId: string;
  areaId: string;
  areaName: string;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// One tap for the usual rhythms; any other number can be typed.
const PRESETS = [
  { days: 1, label: 'Daily' },
  { days: 7, label: 'Weekly' },
  { days: 30, label: 'Monthly' },
  { days: 90, label: 'Every 3 months' },
] as const;

/** "Add New Task": a name and how often, every N days. Mount it fresh for each opening. */
export function AddUpkeepTaskDialog({
  spaceId,
  areaId,
  areaName,
  today,
  open,
  onOpenChange,
}: AddUpkeepTaskDialogProps) {
  const addTask = useAddUpkeepTask();
  const { fields, problems, change, showProblems, errors } = useFormFields(EMPTY_UPKEEP_TASK_FIELDS);
  const intervalId = useId();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addTask.isPending) return;
    const read = readUpkeepTaskFields(fields);
    if (!read.ok) {
      showProblems(event.currentTarget, read.problems);
      return;
    }
    const outcome = actionToast(`add-upkeep-task:${spaceId}:${areaId}`);
    addTask.mutate(
      { spaceId, areaId, today, task: read.task },
      {
        onSuccess: (task) => {
          outcome.succeeded('Task added', { description: `"${task.name}" is due today.` });
          onOpenChange(false);
        },
        onError: (error) => outcome.failed('Failed to add the task', { description: error.message }),
      },
    );
  }

  const intervalProblem = problems.interval_days;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New Task</DialogTitle>
          <DialogDescription>
            Something to keep up in the {areaName.toLowerCase()}, and how often. It is due from today.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate className="flex flex-col gap-5">
          <TextField
            label="Task name"
            value={fields.name}
            required
            maxLength={MAX_UPKEEP_TASK_NAME_LENGTH}
            autoComplete="off"
            placeholder="e.g. Check the door seals"
            errors={errors('name')}
            onChange={(event) => change('name', event.target.value)}
          />
          <div>
            <label htmlFor={intervalId} className="mb-1.5 block text-sm font-semibold">
              Repeat every
            </label>
            <div className="flex items-center gap-3">
              <Input
                id={intervalId}
                type="number"
                inputMode="numeric"
                min={UPKEEP_INTERVAL_DAYS.min}
                max={UPKEEP_INTERVAL_DAYS.max}
                step={1}
                value={fields.interval_days}
                className="w-28"
                aria-invalid={intervalProblem ? true : undefined}
                aria-describedby={`${intervalId}-unit ${intervalProblem ? `${intervalId}-error` : `${intervalId}-hint`}`}
                onChange={(event) => change('interval_days', event.target.value)}
              />
              <span id={`${intervalId}-unit`} className="font-medium">
                days
              </span>
            </div>
            {intervalProblem ? (
              <p id={`${intervalId}-error`} className="mt-2 text-sm font-medium text-destructive">
                {intervalProblem}
              </p>
            ) : (
              <p id={`${intervalId}-hint`} className="mt-2 text-sm text-muted-foreground">
                From {UPKEEP_INTERVAL_DAYS.min} to {UPKEEP_INTERVAL_DAYS.max} days.
              </p>
            )}
            <div role="group" aria-label="Common intervals" className="mt-3 flex flex-wrap gap-2">
              {PRESETS.map((preset) => (
                <Button
                  key={preset.days}
                  size="sm"
                  variant={fields.interval_days.trim() === String(preset.days) ? 'secondary' : 'outline'}
                  aria-pressed={fields.interval_days.trim() === String(preset.days)}
                  onClick={() => change('interval_days', String(preset.days))}
                >
                  {preset.label}
                </Button>
              ))}
            </div>
          </div>
          <DialogFormFooter pending={addTask.isPending} submitLabel="Add task" onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
