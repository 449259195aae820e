import { MAX_TODO_TASK_LENGTH, TODO_MINUTES } from '@tidy/domain/constants';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { canAddOwnTask, EMPTY_OWN_TASK, readOwnTask } from '../own-task-form';
import type { NewTodo } from '../todo-state';

type AddOwnTaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true once the task is on the list. */
  onAdd: (todo: NewTodo) => Promise<boolean>;
};

/** "Add Your Own Task" (spec 02 §5): a description and 1–240 minutes (15 to start). Mount it fresh for each opening. */
export function AddOwnTaskDialog({ open, onOpenChange, onAdd }: AddOwnTaskDialogProps) {
  const { fields, change, showProblems, errors } = useFormFields(EMPTY_OWN_TASK);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !canAddOwnTask(fields)) return;
    const read = readOwnTask(fields);
    if (!read.ok) {
      showProblems(event.currentTarget, read.problems);
      return;
    }
    setSaving(true);
    const added = await onAdd(read.todo);
    setSaving(false);
    if (added) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Your Own Task</DialogTitle>
          <DialogDescription>Describe the task and how long you expect it to take.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-5">
          <TextareaField
            label="Task description"
            value={fields.task}
            rows={3}
            required
            maxLength={MAX_TODO_TASK_LENGTH}
            placeholder="For example: sort the shoes by the front door"
            errors={errors('task')}
            onChange={(event) => change('task', event.target.value)}
          />
          <TextField
            label="Estimated time (minutes)"
            type="number"
            inputMode="numeric"
            min={TODO_MINUTES.min}
            max={TODO_MINUTES.max}
            step={1}
            value={fields.estimatedTime}
            hint={`${TODO_MINUTES.min} to ${TODO_MINUTES.max} minutes.`}
            errors={errors('estimatedTime')}
            onChange={(event) => change('estimatedTime', event.target.value)}
          />
          <DialogFormFooter
            pending={saving}
            submitLabel="Add Task"
            submitDisabled={!canAddOwnTask(fields) || saving}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
