import { WandSparkles } from 'lucide-react';
import { MAX_EDIT_PROMPT_LENGTH } from '@tidy/domain/constants';
import { editPromptInput } from '@tidy/domain/validation';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { actionToast } from '../../../lib/action-toast';
import { useEditTasks } from '../api/edit-tasks';

const promptSchema = editPromptInput.shape.editPrompt;

/** Edit with AI (spec 02 §5, §7): change the space's task list by saying how (organizers and parents). */
export function EditTasksWithAi({ spaceId }: { spaceId: string }) {
  const editTasks = useEditTasks();
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  function update(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (editTasks.isPending) return;
    const read = promptSchema.safeParse(prompt);
    if (!read.success) {
      setProblem(read.error.issues[0]?.message ?? 'Please describe how to change the tasks.');
      const field = event.currentTarget.querySelector<HTMLElement>('textarea');
      requestAnimationFrame(() => field?.focus());
      return;
    }
    const outcome = actionToast(`edit-tasks:${spaceId}`);
    editTasks.mutate(
      { spaceId, prompt: read.data },
      {
        onSuccess: (result) => {
          outcome.succeeded();
          if (result.understood) {
            toast.success(result.message);
            setPrompt('');
          } else {
            // Nothing changed and nothing broke: the coach says what it could not follow.
            toast.info(result.message);
          }
        },
        onError: () => outcome.failed('Error', { description: 'Failed to update tasks. Please try again.' }),
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
          hint="For example: “make them shorter”, “focus on the desk” or “remove the second task”."
          className="[&_textarea]:min-h-16"
          errors={problem ? [problem] : undefined}
          onChange={(event) => {
            setPrompt(event.target.value);
            setProblem(null);
          }}
        />
        <div className="flex justify-end">
          <Button type="submit" className="max-sm:w-full" aria-disabled={editTasks.isPending || undefined}>
            <WandSparkles aria-hidden="true" />
            {editTasks.isPending ? 'Updating...' : 'Update tasks'}
          </Button>
        </div>
      </form>
    </section>
  );
}
