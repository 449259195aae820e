import { ArrowRight, Check, Plus, X } from 'lucide-react';
import { MAX_CUSTOM_SPACE_NAME_LENGTH, MAX_ONBOARDING_SPACES } from '@tidy/domain/constants';
import { ONBOARDING_PRESETS, type OnboardingPreset } from '@tidy/domain/spaces';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { addCustomSpace, isFull, removeSpace, togglePreset, type ChosenSpace } from '../space-selection';
import { OnboardingStep } from './onboarding-step';
import { SpaceIcon } from './space-icon';

const CHOSEN_HEADING_ID = 'chosen-spaces-heading';

type ChooseSpacesStepProps = {
  chosen: ChosenSpace[];
  onChosenChange: (chosen: ChosenSpace[]) => void;
  focusTitle: boolean;
  onContinue: () => void;
};

/** Onboarding step 1 (spec 01 §2, §5): up to three spaces, from the presets or named by the household. */
export function ChooseSpacesStep({ chosen, onChosenChange, focusTitle, onContinue }: ChooseSpacesStepProps) {
  const full = isFull(chosen);
  const chosenIds = new Set(chosen.map((space) => space.id));

  return (
    <OnboardingStep
      step={1}
      title="Welcome! Let's organize your home"
      intro={`Pick up to ${MAX_ONBOARDING_SPACES} spaces to start with. Each one comes with small starter tasks.`}
      focusTitle={focusTitle}
      actions={
        <>
          <p className="text-sm text-muted-foreground sm:mr-auto">
            {chosen.length === 0 ? 'Choose at least one space to continue.' : null}
          </p>
          <Button onClick={onContinue} disabled={chosen.length === 0} className="w-full sm:w-auto">
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        </>
      }
    >
      <h2 className="text-base font-semibold">Suggested spaces</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ONBOARDING_PRESETS.map((preset) => (
          <li key={preset.id} className="flex">
            <PresetCard
              preset={preset}
              selected={chosenIds.has(preset.id)}
              disabled={full && !chosenIds.has(preset.id)}
              onToggle={() => onChosenChange(togglePreset(chosen, preset))}
            />
          </li>
        ))}
      </ul>

      <CustomSpaceForm chosen={chosen} disabled={full} onAdd={onChosenChange} />

      <ChosenList chosen={chosen} onRemove={(id) => onChosenChange(removeSpace(chosen, id))} />
    </OnboardingStep>
  );
}

type PresetCardProps = { preset: OnboardingPreset; selected: boolean; disabled: boolean; onToggle: () => void };

/** A suggested space to pick (a toggle button), in onboarding and on Add Space. */
export function PresetCard({ preset, selected, disabled, onToggle }: PresetCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-description`}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative flex w-full cursor-pointer flex-col items-start gap-3 rounded-2xl border-2 p-4 text-left transition-colors',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        selected
          ? 'border-primary bg-primary-soft/60'
          : 'border-border bg-surface hover:border-primary/40 hover:bg-muted/50',
      )}
    >
      <span className="flex w-full items-center gap-3">
        <span
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
            selected ? 'bg-primary text-primary-foreground' : 'bg-primary-soft text-primary-soft-foreground',
          )}
        >
          <SpaceIcon type={preset.space_type} />
        </span>
        <span id={`${id}-name`} className="text-base font-semibold">
          {preset.name}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'ml-auto inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
            selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
          )}
        >
          {selected ? <Check className="size-4" strokeWidth={3} /> : null}
        </span>
      </span>
      <span id={`${id}-description`} className="text-sm leading-relaxed text-muted-foreground">
        {preset.description}
      </span>
    </button>
  );
}

type CustomSpaceFormProps = { chosen: ChosenSpace[]; disabled: boolean; onAdd: (chosen: ChosenSpace[]) => void };

function CustomSpaceForm({ chosen, disabled, onAdd }: CustomSpaceFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add(event: FormEvent<HTMLFormElement>) {
    // A form, so that Enter in the field adds too (spec 01 §2).
    event.preventDefault();
    const result = addCustomSpace(chosen, name);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    onAdd(result.chosen);
    setName('');
    setProblem(null);
    // The field is about to be disabled (the list is full): keep the focus on the page, by the list.
    if (isFull(result.chosen)) document.getElementById(CHOSEN_HEADING_ID)?.focus();
  }

  return (
    <form onSubmit={add} className="mt-8" noValidate>
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold">
        Add your own space
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={name}
          maxLength={MAX_CUSTOM_SPACE_NAME_LENGTH}
          placeholder="e.g. Craft corner"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={disabled || name.trim() === ''}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted-foreground">
          {disabled
            ? `You have chosen ${MAX_ONBOARDING_SPACES} spaces. Remove one to add another.`
            : 'A room or corner that is not in the list above.'}
        </p>
      )}
    </form>
  );
}

function ChosenList({ chosen, onRemove }: { chosen: ChosenSpace[]; onRemove: (id: string) => void }) {
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The removed row's button is gone: focus goes to the row that took its place (or the heading).
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? headingRef.current;
    next?.focus();
  }, [chosen]);

  return (
    <section aria-labelledby={CHOSEN_HEADING_ID} className="mt-8 rounded-2xl bg-muted/70 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={CHOSEN_HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold focus:outline-none"
        >
          Your spaces
        </h2>
        <p aria-live="polite" className="text-sm font-semibold text-primary">
          {chosen.length}/{MAX_ONBOARDING_SPACES} spaces selected
        </p>
      </div>
      {chosen.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No spaces selected yet. Pick one above or add your own.</p>
      ) : (
        <ul ref={listRef} className="mt-3 flex flex-col gap-2">
          {chosen.map((space, index) => (
            <li
              key={space.id}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface py-1.5 pr-1.5 pl-3"
            >
              <SpaceIcon type={space.space_type} className="size-5 text-primary" />
              <span className="min-w-0 flex-1 truncate font-medium">{space.name}</span>
              {space.space_type === 'other' ? (
                <span className="hidden text-sm text-muted-foreground sm:inline">Your own space</span>
              ) : null}
              <button
                type="button"
                aria-label={`Remove ${space.name}`}
                onClick={() => {
                  focusAfterRemove.current = index;
                  onRemove(space.id);
                }}
                className={cn(
                  'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground',
                  'transition-colors hover:bg-destructive-soft hover:text-destructive',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                )}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
