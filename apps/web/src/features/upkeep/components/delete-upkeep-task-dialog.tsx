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
    remove.mutate(
      { spaceId, taskId: task.id },
      {
        onSuccess: () => {
          toast.success('Task removed', { description: `"${task.name}" is no longer on the list.` });
          onOpenChange(false);
        },
        onError: (error) => toast.error('Failed to remove the task', { description: error.message }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this task?</DialogTitle>
          <DialogDescription>
            "{task.name}" and the record of when it was done will be removed for everyone in this space.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            aria-disabled={remove.isPending || undefined}
            onClick={remove.isPending ? undefined : confirm}
          >
            {remove.isPending ? 'Removing...' : 'Remove task'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
