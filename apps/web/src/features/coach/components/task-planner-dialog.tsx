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
import {
  DEFAULT_PLANNER_CHOICES,
  MAX_FOCUS_LENGTH,
  plannerRequest,
  PRIORITY_LABELS,
  TASK_TYPE_LABELS,
  type PlannerChoices,
} from '../planner';
import { useSuggestionPicker } from '../use-suggestion-picker';
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
  const picker = useSuggestionPicker(spaceId, date);
  const [choices, setChoices] = useState<PlannerChoices>(DEFAULT_PLANNER_CHOICES);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const { suggestions, picked, chosen, totals } = picker;

  const choose = <Key extends keyof PlannerChoices>(key: Key, value: PlannerChoices[Key]) =>
    setChoices((current) => ({ ...current, [key]: value }));

  function plan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (picker.busy) return;
    // The form gives way to the list: move focus to its heading so the change is not lost.
    picker.ask(plannerRequest(choices), () => requestAnimationFrame(() => resultsHeading.current?.focus()));
  }

  function addPicked() {
    picker.addPicked(() => onOpenChange(false));
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
              disabled={picker.generating}
            />
            <ChoiceGroup<PlannerPriority>
              legend="Priority"
              choices={PRIORITY_CHOICES}
              value={choices.priority}
              onValueChange={(priority) => choose('priority', priority)}
              disabled={picker.generating}
            />
            <ChoiceGroup<PlannerTaskType>
              legend="Task type"
              choices={TYPE_CHOICES}
              value={choices.taskType}
              onValueChange={(taskType) => choose('taskType', taskType)}
              disabled={picker.generating}
            />
            <TextareaField
              label="What do you want to tackle?"
              value={choices.focus}
              rows={2}
              maxLength={MAX_FOCUS_LENGTH}
              placeholder="e.g. the pile of papers on the desk"
              hint="Optional."
              className="[&_textarea]:min-h-16"
              disabled={picker.generating}
              onChange={(event) => choose('focus', event.target.value)}
            />
            <DialogFooter>
              <Button variant="outline" disabled={picker.generating} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" aria-disabled={picker.generating || undefined}>
                <Sparkles aria-hidden="true" />
                {picker.generating ? 'Generating...' : 'Generate tasks'}
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
              onToggle={picker.toggle}
              disabled={picker.adding}
            />
            <p aria-live="polite" className="rounded-xl bg-muted px-4 py-2.5 text-sm font-medium">
              {chosen.length === 0
                ? 'No tasks selected.'
                : `Total time: ${formatMinutes(totals.minutes)} · ${totals.points} points · ${chosen.length} of ${suggestions.length} selected`}
            </p>
            <DialogFooter>
              <Button variant="outline" disabled={picker.adding} onClick={picker.clear}>
                <ArrowLeft aria-hidden="true" />
                Change choices
              </Button>
              <Button
                disabled={chosen.length === 0}
                aria-disabled={picker.adding || undefined}
                onClick={addPicked}
              >
                <Plus aria-hidden="true" />
                {picker.adding ? 'Adding...' : 'Add selected'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
