import { ArrowLeft, Plus, Sparkles } from 'lucide-react';
import {
  PLANNER_PRIORITIES,
  PLANNER_TASK_TYPES,
  PLANNER_TIME_OPTIONS,
  type PlannerMinutes,
  type PlannerPriority,
  type PlannerTaskType,
} from '@tidy/domain/constants';
import { formatMinutes } from '@tidy/domain/time';
import { useRef, useState, type FormEvent } from 'react';
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
import { TextareaField } from '../../../components/ui/textarea-field';
import { useAddSuggestions } from '../api/add-suggestions';
import { useGenerateSubtasks } from '../api/generate-subtasks';
import {
  DEFAULT_PLANNER_CHOICES,
  MAX_FOCUS_LENGTH,
  plannerRequest,
  PRIORITY_LABELS,
  TASK_TYPE_LABELS,
  type PlannerChoices,
} from '../planner';
import { allPicked, pickedSuggestions, suggestionTotals, type Suggestion } from '../suggestion';
import { ChoiceGroup } from './choice-group';
import { SuggestionChecklist } from './suggestion-checklist';

const TIME_CHOICES = PLANNER_TIME_OPTIONS.map((minutes) => ({ value: minutes, label: `${minutes} min` }));
const PRIORITY_CHOICES = PLANNER_PRIORITIES.map((priority) => ({ value: priority, ...PRIORITY_LABELS[priority] }));
const TYPE_CHOICES = PLANNER_TASK_TYPES.map((type) => ({ value: type, label: TASK_TYPE_LABELS[type] }));

type TaskPlannerDialogProps = {
  spaceId: string;
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The AI task planner (spec 02 §2, §9): how much time, how hard, what kind of work and, if wanted,
 * what to tackle; then the suggestions to tick and add to today's tasks. Mount it fresh for each opening.
 */
export function TaskPlannerDialog({ spaceId, date, open, onOpenChange }: TaskPlannerDialogProps) {
  const generate = useGenerateSubtasks();
  const addSuggestions = useAddSuggestions();
  const [choices, setChoices] = useState<PlannerChoices>(DEFAULT_PLANNER_CHOICES);
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const busy = generate.isPending || addSuggestions.isPending;

  const choose = <Key extends keyof PlannerChoices>(key: Key, value: PlannerChoices[Key]) =>
    setChoices((current) => ({ ...current, [key]: value }));

  function plan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    generate.mutate(
      { spaceId, ...plannerRequest(choices) },
      {
        onSuccess: (answer) => {
          if (answer.length === 0) {
            toast.error('Error', { description: 'No tasks generated' });
            return;
          }
          setSuggestions(answer);
          setPicked(allPicked(answer));
          // The form gives way to the list: move focus to its heading so the change is not lost.
          requestAnimationFrame(() => resultsHeading.current?.focus());
        },
        onError: () => toast.error('Error', { description: 'Failed to generate tasks' }),
      },
    );
  }

  function toggle(index: number) {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  const chosen = suggestions ? pickedSuggestions(suggestions, picked) : [];
  const totals = suggestionTotals(chosen);

  function addPicked() {
    if (busy || chosen.length === 0) return;
    addSuggestions.mutate(
      { spaceId, date, suggestions: chosen },
      {
        onSuccess: (added) => {
          toast.success(added.length === 1 ? 'Task added' : `${added.length} tasks added`, {
            description: added.length === 1 ? "It is on today's list." : "They are on today's list.",
          });
          onOpenChange(false);
        },
        onError: () => toast.error('Error', { description: 'Failed to add tasks. Please try again.' }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>AI Task Planner</DialogTitle>
          <DialogDescription>
            Say how much time you have and what kind of work, and the coach plans tasks to fit.
          </DialogDescription>
        </DialogHeader>

        {suggestions === null ? (
          <form onSubmit={plan} noValidate className="flex min-w-0 flex-col gap-5">
            <ChoiceGroup<PlannerMinutes>
              legend="Time"
              choices={TIME_CHOICES}
              value={choices.minutes}
              onValueChange={(minutes) => choose('minutes', minutes)}
              disabled={generate.isPending}
            />
            <ChoiceGroup<PlannerPriority>
              legend="Priority"
              choices={PRIORITY_CHOICES}
              value={choices.priority}
              onValueChange={(priority) => choose('priority', priority)}
              disabled={generate.isPending}
            />
            <ChoiceGroup<PlannerTaskType>
              legend="Task type"
              choices={TYPE_CHOICES}
              value={choices.taskType}
              onValueChange={(taskType) => choose('taskType', taskType)}
              disabled={generate.isPending}
            />
            <TextareaField
              label="What do you want to tackle?"
              value={choices.focus}
              rows={2}
              maxLength={MAX_FOCUS_LENGTH}
              placeholder="e.g. the pile of papers on the desk"
              hint="Optional."
              className="[&_textarea]:min-h-16"
              disabled={generate.isPending}
              onChange={(event) => choose('focus', event.target.value)}
            />
            <DialogFooter>
              <Button variant="outline" disabled={generate.isPending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" aria-disabled={generate.isPending || undefined}>
                <Sparkles aria-hidden="true" />
                {generate.isPending ? 'Generating...' : 'Generate tasks'}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="flex min-w-0 flex-col gap-4">
            <div>
              <h3 ref={resultsHeading} tabIndex={-1} className="font-semibold focus:outline-none">
                Suggested tasks
              </h3>
              <p className="text-sm text-muted-foreground">
                {formatMinutes(choices.minutes)} · {PRIORITY_LABELS[choices.priority].label} ·{' '}
                {TASK_TYPE_LABELS[choices.taskType]}. Untick any you don't want.
              </p>
            </div>
            <SuggestionChecklist
              label="Suggested tasks"
              suggestions={suggestions}
              picked={picked}
              onToggle={toggle}
              disabled={addSuggestions.isPending}
            />
            <p aria-live="polite" className="rounded-xl bg-muted px-4 py-2.5 text-sm font-medium">
              {chosen.length === 0
                ? 'No tasks selected.'
                : `Total time: ${formatMinutes(totals.minutes)} · ${totals.points} points · ${chosen.length} of ${suggestions.length} selected`}
            </p>
            <DialogFooter>
              <Button variant="outline" disabled={addSuggestions.isPending} onClick={() => setSuggestions(null)}>
                <ArrowLeft aria-hidden="true" />
                Change choices
              </Button>
              <Button
                disabled={chosen.length === 0}
                aria-disabled={addSuggestions.isPending || undefined}
                onClick={addPicked}
              >
                <Plus aria-hidden="true" />
                {addSuggestions.isPending ? 'Adding...' : 'Add selected'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
