import { useId } from 'react';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { ChoreDraft, RepeatChoice } from '../chore-form';
import { WeekdayChips } from './weekday-chips';

const REPEAT_OPTIONS: readonly SelectOption<RepeatChoice>[] = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'daily', label: 'Every day' },
  { value: 'every_n_days', label: 'Every few days' },
  { value: 'weekdays', label: 'On chosen weekdays' },
  { value: 'monthly', label: 'Monthly on a day' },
  { value: 'after_done', label: 'Some days after it was last done' },
];

const MONTH_DAY_OPTIONS: readonly SelectOption<string>[] = [
  ...Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: `Day ${index + 1}` })),
  { value: 'last', label: 'Last day of the month' },
];

type RepeatFieldsProps = {
  draft: ChoreDraft;
  problem: string | undefined;
  onChange: (change: Partial<ChoreDraft>) => void;
};

/** The Repeat choice and, under it, what that choice needs: a number of days, weekdays or a day of the month. */
export function RepeatFields({ draft, problem, onChange }: RepeatFieldsProps) {
  const problemId = useId();
  const errors = problem ? [problem] : undefined;
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="Repeat"
        options={REPEAT_OPTIONS}
        value={draft.repeat}
        onValueChange={(repeat) => onChange({ repeat })}
      />
      {draft.repeat === 'every_n_days' || draft.repeat === 'after_done' ? (
        <TextField
          label={draft.repeat === 'every_n_days' ? 'Every how many days' : 'Days after it was last done'}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.interval}
          errors={errors}
          onChange={(event) => onChange({ interval: event.target.value })}
        />
      ) : null}
      {draft.repeat === 'weekdays' ? (
        <div>
          <WeekdayChips
            value={draft.weekdays}
            describedBy={problem ? problemId : undefined}
            onChange={(weekdays) => onChange({ weekdays })}
          />
          {problem ? (
            <p id={problemId} className="mt-2 text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      {draft.repeat === 'monthly' ? (
        <SelectField
          label="Day of the month"
          hint="In a shorter month, a day it lacks becomes its last day."
          options={MONTH_DAY_OPTIONS}
          value={draft.monthDay}
          errors={errors}
          onValueChange={(monthDay) => onChange({ monthDay })}
        />
      ) : null}
    </div>
  );
}
