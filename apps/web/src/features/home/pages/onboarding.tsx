import { DEFAULT_PREFERENCES, type Preferences } from '@tidy/domain/constants';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../lib/auth';
import { usePageHeader } from '../../../lib/page-header';
import { useCreateHome } from '../api/create-home';
import { usePreferences } from '../api/get-preferences';
import { ChooseSpacesStep } from '../components/choose-spaces-step';
import { LifestyleStep } from '../components/lifestyle-step';
import { ReviewStep } from '../components/review-step';
import type { ChosenSpace } from '../space-selection';
import { spacesNotCreated } from '../spaces-not-created';

type Step = 1 | 2 | 3;

/**
 * /onboarding (spec 01 §2, §4, §5): choose up to three spaces, answer four lifestyle questions, then
 * create the spaces with their starter tasks and land on Today at /. A household that has a home adds
 * more spaces through Add Space (add-space.tsx) instead.
 */
export function OnboardingPage() {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const savedPreferences = usePreferences();
  const createHome = useCreateHome();

  const [step, setStep] = useState<Step>(1);
  // Focus follows a step change, not the first arrival on the page.
  const [stepChanged, setStepChanged] = useState(false);
  const [chosen, setChosen] = useState<ChosenSpace[]>([]);
  // Only what the person changed: the rest comes from their saved preferences, else the defaults.
  const [changedPreferences, setChangedPreferences] = useState<Partial<Preferences>>({});
  const preferences: Preferences = {
    ...DEFAULT_PREFERENCES,
    ...savedPreferences.data?.preferences,
    ...changedPreferences,
  };

  const goTo = useCallback((next: Step) => {
    setStep(next);
    setStepChanged(true);
  }, []);
  // Spec 01 §4: Back from step 2 and from step 3 both return to step 1; the header's Back does the same.
  const backToStart = useCallback(() => goTo(1), [goTo]);
  usePageHeader({ onBack: step === 1 ? undefined : backToStart });

  function create() {
    if (!user) {
      toast.error('User not authenticated');
      return;
    }
    createHome.mutate(
      {
        spaces: chosen.map(({ name, space_type, description }) => ({ name, space_type, description })),
        preferences,
      },
      {
        onSuccess: (spaces) => {
          const count = spaces.length;
          toast.success('Welcome to your organized home! 🎉', {
            description: `Created ${count} ${count === 1 ? 'space' : 'spaces'} with personalized tasks based on your preferences.`,
          });
          // Today (the signed-in page at /), where the starter tasks are the day's tasks.
          void navigate(paths.home());
        },
        onError: (error) =>
          spacesNotCreated(error, refresh, {
            doing: 'set up your spaces',
            fallback: 'Failed to set up your spaces. Please try again.',
          }),
      },
    );
  }

  if (step === 2) {
    return (
      <LifestyleStep
        preferences={preferences}
        onPreferencesChange={(change) => setChangedPreferences((current) => ({ ...current, ...change }))}
        focusTitle={stepChanged}
        onBack={backToStart}
        onContinue={() => goTo(3)}
      />
    );
  }
  if (step === 3) {
    return (
      <ReviewStep
        chosen={chosen}
        creating={createHome.isPending}
        focusTitle={stepChanged}
        onBack={backToStart}
        onCreate={create}
      />
    );
  }
  return (
    <ChooseSpacesStep chosen={chosen} onChosenChange={setChosen} focusTitle={stepChanged} onContinue={() => goTo(2)} />
  );
}
