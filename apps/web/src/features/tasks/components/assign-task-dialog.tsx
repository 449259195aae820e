import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { SelectField } from '../../../components/ui/select-field';
import { actionToast } from '../../../lib/action-toast';
import { useAssignSpaceTask } from '../api/assign-space-task';
import type { SpaceMember } from '../api/get-space';
import type { SpaceTask } from '../api/get-space-tasks';
import { assignableMembers, memberName, roleLabel } from '../space-members';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';

type AssignTaskDialogProps = {
  spaceId: string;
  task: SpaceTask;
  members: readonly SpaceMember[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** An organizer gives a task to another member of the space (spec 02 §5, §6). Mount fresh for each opening. */
export function AssignTaskDialog({ spaceId, task, members, open, onOpenChange }: AssignTaskDialogProps) {
  const assign = useAssignSpaceTask();
  const others = assignableMembers(members);
  const [assignee, setAssignee] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (assign.isPending) return;
    if (!assignee) {
      setProblem('Please choose a family member.');
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const outcome = actionToast(`assign-task:${task.id}`);
    assign.mutate(
      { spaceId, taskId: task.id, assignedTo: assignee },
      {
        onSuccess: () => {
          outcome.succeeded('Task assigned successfully');
          onOpenChange(false);
        },
        onError: () => outcome.failed('Error assigning task'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Assign task</DialogTitle>
          <DialogDescription className="break-words">Choose who should do “{task.title}”.</DialogDescription>
        </DialogHeader>
        {others.length === 0 ? (
          <>
            <p className="leading-relaxed">
              There's no one else in this space yet. Invite family first, then you can share tasks with them.
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              <Button asChild>
                <Link to={paths.family()}>
                  <UserPlus aria-hidden="true" />
                  Invite family
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={save} noValidate className="flex flex-col gap-5">
            <SelectField
              label="Family member"
              value={assignee}
              required
              errors={problem ? [problem] : undefined}
              announceErrors
              options={[
                { value: '', label: 'Choose a family member' },
                ...others.map((member) => ({
                  value: member.user_id,
                  label: `${memberName(member)} (${roleLabel(member.role)})`,
                })),
              ]}
              onValueChange={(value) => {
                setAssignee(value);
                setProblem(null);
              }}
            />
            <DialogFormFooter
              pending={assign.isPending}
              submitLabel="Assign task"
              pendingLabel="Assigning..."
              onCancel={() => onOpenChange(false)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
