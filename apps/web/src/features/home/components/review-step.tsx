import { ArrowLeft, CircleCheck, Lightbulb, Sparkles } from 'lucide-react';
import { STARTER_TASK_MINUTES, STARTER_TASKS_PER_SPACE } from '@tidy/domain/constants';
import { Button } from '../../../components/ui/button';
import type { ChosenSpace } from '../space-selection';
import { OnboardingStep } from './onboarding-step';
import { SpaceIcon } from './space-icon';

type ReviewStepProps = {
  chosen: ChosenSpace[];
  creating: boolean;
  focusTitle: boolean;
  onBack: () => void;
  onCreate: () => void;
};

/** Onboarding step 3 (spec 01 §2): what will be set up, and the button that sets it up. */
export function ReviewStep({ chosen, creating, focusTitle, onBack, onCreate }: ReviewStepProps) {
  return (
    <OnboardingStep
      step={3}
      title="Perfect! Let's get you started"
      intro="Here is what we will set up for you."
      focusTitle={focusTitle}
      actions={
        <>
          <Button variant="outline" onClick={onBack} disabled={creating} className="w-full sm:w-auto">
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          {/* aria-disabled, not disabled: the button keeps the focus while it works, and again if it fails. */}
          <Button
            onClick={() => {
              if (!creating) onCreate();
            }}
            aria-disabled={creating || undefined}
            className="w-full sm:w-auto"
          >
            {creating ? (
              <span
                aria-hidden="true"
                className="size-4 rounded-full border-2 border-primary-foreground/40 border-t-primary-foreground motion-safe:animate-spin"
              />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {creating ? 'Creating...' : 'Create My Spaces'}
          </Button>
        </>
      }
    >
      <h2 className="text-base font-semibold">Your spaces</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {chosen.map((space) => (
          <li key={space.id} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
            <span className="flex items-center gap-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                <SpaceIcon type={space.space_type} />
              </span>
              <span className="min-w-0 font-semibold break-words">{space.name}</span>
            </span>
            <span className="flex items-center gap-2 text-sm font-medium text-primary-soft-foreground">
              <CircleCheck aria-hidden="true" className="size-4 text-primary" />
              {STARTER_TASKS_PER_SPACE} starter tasks ready
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex gap-3 rounded-xl bg-sand px-4 py-3 leading-relaxed text-sand-foreground">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="font-semibold">Tip:</strong> each task takes about {STARTER_TASK_MINUTES} minutes, so you
          can make real progress even on a busy day.
        </span>
      </p>
    </OnboardingStep>
  );
}
