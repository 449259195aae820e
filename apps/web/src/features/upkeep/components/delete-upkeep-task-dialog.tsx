import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionToast } from '../../../lib/action-toast';
import { useDeleteUpkeepTask } from '../api/delete-upkeep-task';
import type { UpkeepTask } from '../api/get-area';

type DeleteUpkeepTaskDialogProps = {
  spaceId: string;
  task: UpkeepTask;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before a recurring task and its history go, for everyone in the space. */
export function DeleteUpkeepTaskDialog({ spaceId, task, open, onOpenChange }: DeleteUpkeepTaskDialogProps) {
  const remove = useDeleteUpkeepTask();

  function confirm() {
    const outcome = actionToast(`delete-upkeep-task:${task.id}`);
    remove.mutate(
      { spaceId, taskId: task.id },
      {
        onSuccess: () => {
          outcome.succeeded('Task removed', { description: `"${task.name}" is no longer on the list.` });
          onOpenChange(false);
        },
        onError: (error) => outcome.failed('Failed to remove the task', { description: error.message }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove this task?"
      description={`"${task.name}" and the record of when it was done will be removed for everyone in this space.`}
      confirmLabel="Remove task"
      pendingLabel="Removing..."
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
