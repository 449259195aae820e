import { Plus, WandSparkles, X } from 'lucide-react';
import { TASK_DIFFICULTIES, type TaskDifficulty } from '@tidy/domain/constants';
import { formatMinutes } from '@tidy/domain/time';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { DEFAULT_SUBTASK_DIFFICULTY, DIFFICULTY_LABELS, MAX_FOCUS_LENGTH, subtaskRequest } from '../planner';
import { useSuggestionPicker } from '../use-suggestion-picker';
import { SuggestionChecklist } from './suggestion-checklist';

const DIFFICULTY_OPTIONS = TASK_DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: DIFFICULTY_LABELS[difficulty],
}));

/** The Dashboard's AI subtask control (spec 02 §2): a bigger task, broken into small steps to add to today. */
export function SubtaskControl({ spaceId, date }: { spaceId: string; date: string }) {
  const picker = useSuggestionPicker(spaceId, date);
  const [task, setTask] = useState('');
  const [difficulty, setDifficulty] = useState<TaskDifficulty>(DEFAULT_SUBTASK_DIFFICULTY);
  const [problem, setProblem] = useState<string | null>(null);
  const { suggestions: subtasks, picked, chosen, totals } = picker;

  function breakDown(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (picker.busy) return;
    const read = subtaskRequest(task, difficulty);
    if (!read.ok) {
      setProblem(read.problem);
      const input = event.currentTarget.querySelector<HTMLElement>('input');
      requestAnimationFrame(() => input?.focus());
      return;
    }
    picker.ask(read.request);
  }

  function addPicked() {
    picker.addPicked(() => {
      picker.clear();
      setTask('');
    });
  }

  return (
    <section
      aria-labelledby="subtasks-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="subtasks-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <WandSparkles aria-hidden="true" className="size-5 text-primary" />
        AI Subtasks
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        A big job feels smaller in steps. Describe it and add the steps you like to today.
      </p>

      <form onSubmit={breakDown} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Break a task into steps with AI"
          value={task}
          maxLength={MAX_FOCUS_LENGTH}
          autoComplete="off"
          placeholder="e.g. sort out the bookshelf"
          className="min-w-0 flex-1"
          errors={problem ? [problem] : undefined}
          onChange={(event) => {
            setTask(event.target.value);
            setProblem(null);
          }}
        />
        <SelectField<TaskDifficulty>
          label="Effort"
          options={DIFFICULTY_OPTIONS}
          value={difficulty}
          onValueChange={setDifficulty}
          className="sm:w-32"
        />
        {/* The empty line lines the button up with the inputs under their labels. */}
        <div className="sm:pt-[1.625rem]">
          <Button type="submit" className="w-full sm:w-auto" aria-disabled={picker.generating || undefined}>
            <WandSparkles aria-hidden="true" />
            {picker.generating ? 'Breaking it down...' : 'Break it down'}
          </Button>
        </div>
      </form>

      {subtasks ? (
        <div className="mt-5 flex flex-col gap-3">
          <SuggestionChecklist
            label="Suggested steps"
            suggestions={subtasks}
            picked={picked}
            onToggle={picker.toggle}
            disabled={picker.adding}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
              {chosen.length === 0
                ? 'No steps selected.'
                : `Total time: ${formatMinutes(totals.minutes)} · ${totals.points} points`}
            </p>
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" disabled={picker.adding} onClick={picker.clear}>
                <X aria-hidden="true" />
                Clear
              </Button>
              <Button
                size="sm"
                disabled={chosen.length === 0}
                aria-disabled={picker.adding || undefined}
                onClick={addPicked}
              >
                <Plus aria-hidden="true" />
                {picker.adding ? 'Adding...' : 'Add selected'}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
