import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import type { ChorePerson } from '../api/get-chores';
import type { ChoreDraft, WhoChoice } from '../chore-form';
import { ChoiceGroup } from './choice-group';
import { RotationPicker } from './rotation-picker';

const WHO_OPTIONS = [
  { value: 'one', label: 'One person' },
  { value: 'open', label: 'Anyone can claim' },
  { value: 'rotation', label: 'Take turns' },
] as const satisfies readonly { value: WhoChoice; label: string }[];

const STRATEGY_OPTIONS = [
  { value: 'round_robin', label: 'Round robin', hint: 'Each in the order above.' },
  { value: 'fewest_recent', label: 'Fewest lately', hint: 'Whoever did it least in the last 4 weeks.' },
] as const;

type WhoFieldsProps = {
  draft: ChoreDraft;
  members: readonly ChorePerson[];
  problem: string | undefined;
  onChange: (change: Partial<ChoreDraft>) => void;
};

/** "Who does it?": one member, anyone who claims it, or members taking turns (round robin or fewest lately). */
export function WhoFields({ draft, members, problem, onChange }: WhoFieldsProps) {
  const problemId = useId();
  const memberOptions = [
    { value: '', label: 'Choose a member' },
    ...members.map((member) => ({ value: member.user_id, label: member.full_name })),
  ];
  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup
        legend="Who does it?"
        name="chore-who"
        options={WHO_OPTIONS}
        value={draft.who}
        onChange={(who) => onChange({ who })}
      />
      {draft.who === 'one' ? (
        <SelectField
          label="Member"
          options={memberOptions}
          value={draft.member}
          errors={problem ? [problem] : undefined}
          onValueChange={(member) => onChange({ member })}
        />
      ) : null}
      {draft.who === 'rotation' ? (
        <>
          <RotationPicker
            members={members}
            value={draft.rotation}
            describedBy={problem ? problemId : undefined}
            onChange={(rotation) => onChange({ rotation })}
          />
          {problem ? (
            <p id={problemId} className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <ChoiceGroup
            legend="How the turns go round"
            name="chore-strategy"
            options={STRATEGY_OPTIONS}
            value={draft.strategy}
            onChange={(strategy) => onChange({ strategy })}
          />
        </>
      ) : null}
    </div>
  );
}
