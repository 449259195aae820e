import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-header';

export const ONBOARDING_STEP_NAMES = ['Choose spaces', 'Your lifestyle', 'Get started'] as const;

type OnboardingStepProps = {
  /** 1, 2 or 3. */
  step: number;
  title: string;
  intro: ReactNode;
  /** Move focus to the title when the step appears after a step change (not on first load). */
  focusTitle: boolean;
  children: ReactNode;
  /** The Back / Continue row. */
  actions: ReactNode;
};

/** One step of onboarding: where we are, the step's heading (the page's h1), its content and its buttons. */
export function OnboardingStep({ step, title, intro, focusTitle, children, actions }: OnboardingStepProps) {
  // Each step has a browser-tab title of its own (also what the route announcer reads on arrival).
  usePageTitle(`${ONBOARDING_STEP_NAMES[step - 1] ?? title}: step ${step} of ${ONBOARDING_STEP_NAMES.length}`);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The button that changed the step is gone; the new heading is where reading should go on.
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <section aria-labelledby="onboarding-step-title" className="mx-auto w-full max-w-4xl px-4 py-8 md:px-8 md:py-12">
      <StepProgress step={step} />
      <div className="mt-6 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7 md:p-10">
        <h1
          id="onboarding-step-title"
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-balance focus:outline-none md:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-2 leading-relaxed text-muted-foreground md:text-lg">{intro}</div>
        <div className="mt-8">{children}</div>
        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          {actions}
        </div>
      </div>
    </section>
  );
}

function StepProgress({ step }: { step: number }) {
  const total = ONBOARDING_STEP_NAMES.length;
  return (
    <div>
      {/* Read out when the step changes. */}
      <p aria-live="polite" className="text-sm font-semibold text-primary">
        Step {step} of {total}
      </p>
      <ol aria-label="Onboarding steps" className="mt-3 grid grid-cols-3 gap-2">
        {ONBOARDING_STEP_NAMES.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li key={name} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${state === 'next' ? 'bg-border' : 'bg-primary'}`}
              />
              <span
                className={`mt-2 block truncate text-xs sm:text-sm ${
                  state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground'
                }`}
              >
                {state === 'done' ? <span className="sr-only">Done: </span> : null}
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
