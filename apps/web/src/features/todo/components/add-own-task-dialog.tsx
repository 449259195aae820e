import { MAX_TODO_TASK_LENGTH, TODO_MINUTES } from '@tidy/domain/constants';
import { useState, type FormEvent } from 'react';
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
import { canAddOwnTask, EMPTY_OWN_TASK, readOwnTask, type OwnTaskFields, type OwnTaskProblems } from '../own-task-form';
import type { NewTodo } from '../todo-state';

type AddOwnTaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true once the task is on the list. */
  onAdd: (todo: NewTodo) => Promise<boolean>;
};

/** "Add Your Own Task" (spec 02 §5): a description and 1–240 minutes (15 to start). Mount it fresh for each opening. */
export function AddOwnTaskDialog({ open, onOpenChange, onAdd }: AddOwnTaskDialogProps) {
  const [fields, setFields] = useState<OwnTaskFields>(EMPTY_OWN_TASK);
  const [problems, setProblems] = useState<OwnTaskProblems>({});
  const [saving, setSaving] = useState(false);

  function change(field: keyof OwnTaskFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !canAddOwnTask(fields)) return;
    const read = readOwnTask(fields);
    if (!read.ok) {
      setProblems(read.problems);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    const added = await onAdd(read.todo);
    setSaving(false);
    if (added) onOpenChange(false);
  }

  const errors = (field: keyof OwnTaskFields) => (problems[field] ? [problems[field]] : undefined);

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
          <DialogFooter>
            <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canAddOwnTask(fields) || saving}>
              {saving ? 'Adding...' : 'Add Task'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
