import { WandSparkles } from 'lucide-react';
import { MAX_EDIT_PROMPT_LENGTH } from '@tidy/domain/constants';
import { editPromptInput } from '@tidy/domain/validation';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { actionToast } from '../../../lib/action-toast';
import { ApiError } from '../../../lib/api-fetch';
import { useApplyTaskEdit } from '../api/apply-task-edit';
import { usePreviewTaskEdit, type TaskEditPreview } from '../api/edit-tasks';
import { ChangeUndoStatus } from './change-undo-status';
import { EditPreviewDialog } from './edit-preview-dialog';

const promptSchema = editPromptInput.shape.editPrompt;

/**
 * Edit with AI (spec 02 §5, §7): change the space's task list by saying how (organizers and parents). The
 * coach's change is shown first and applied only on "Apply changes"; it can then be undone (issue 18).
 */
export function EditTasksWithAi({ spaceId }: { spaceId: string }) {
  const previewEdit = usePreviewTaskEdit();
  const applyEdit = useApplyTaskEdit();
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<TaskEditPreview | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const headingId = useId();

  function update(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (previewEdit.isPending) return;
    const read = promptSchema.safeParse(prompt);
    if (!read.success) {
      setProblem(read.error.issues[0]?.message ?? 'Please describe how to change the tasks.');
      const field = event.currentTarget.querySelector<HTMLElement>('textarea');
      requestAnimationFrame(() => field?.focus());
      return;
    }
    const outcome = actionToast(`edit-tasks:${spaceId}`);
    previewEdit.mutate(
      { spaceId, prompt: read.data },
      {
        onSuccess: (result) => {
          outcome.succeeded();
          if (!result.understood) {
            // Nothing is proposed and nothing broke: the coach says what it could not follow.
            toast.info(result.message);
            return;
          }
          setPreview(result);
          setReviewing(true);
        },
        onError: () => outcome.failed('Error', { description: 'Failed to update tasks. Please try again.' }),
      },
    );
  }

  function apply() {
    if (!preview?.proposal || applyEdit.isPending) return;
    const outcome = actionToast(`apply-task-edit:${spaceId}`);
    applyEdit.mutate(
      { spaceId, proposal: preview.proposal },
      {
        onSuccess: () => {
          outcome.succeeded();
          setReviewing(false);
          setPrompt('');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // The list moved on since the preview: this proposal can no longer be applied.
            setReviewing(false);
            outcome.failed("The changes weren't applied", { description: error.message });
            return;
          }
          outcome.failed('Error', { description: 'Failed to apply the changes. Please try again.' });
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-background/60 p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <WandSparkles aria-hidden="true" className="size-5 text-primary" />
        Edit tasks with AI
      </h3>
      <form onSubmit={update} noValidate className="mt-3 flex flex-col gap-3">
        <TextareaField
          label="Describe how to change the tasks"
          value={prompt}
          rows={2}
          maxLength={MAX_EDIT_PROMPT_LENGTH}
          placeholder="e.g. make them shorter"
          hint="For example: “make them shorter”, “focus on the desk” or “remove the second task”. You'll see the changes before they're made."
          className="[&_textarea]:min-h-16"
          errors={problem ? [problem] : undefined}
          onChange={(event) => {
            setPrompt(event.target.value);
            setProblem(null);
          }}
        />
        <div className="flex justify-end">
          <Button type="submit" className="max-sm:w-full" aria-disabled={previewEdit.isPending || undefined}>
            <WandSparkles aria-hidden="true" />
            {previewEdit.isPending ? 'Updating...' : 'Update tasks'}
          </Button>
        </div>
      </form>
      <div className="mt-3">
        <ChangeUndoStatus spaceId={spaceId} reason="edit" />
      </div>
      <EditPreviewDialog
        preview={preview}
        open={reviewing}
        onOpenChange={setReviewing}
        onApply={apply}
        applying={applyEdit.isPending}
      />
    </section>
  );
}
