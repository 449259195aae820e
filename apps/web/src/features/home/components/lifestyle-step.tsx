import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { Preferences } from '@tidy/domain/constants';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import type { ChoosablePreference } from '../preference-options';
import { OnboardingStep } from './onboarding-step';
import { PreferenceFields } from './preference-fields';

const LIFESTYLE_FIELDS: readonly ChoosablePreference[] = [
  'daily_time_available',
  'energy_level',
  'organization_experience',
  'task_frequency',
];

type LifestyleStepProps = {
  preferences: Preferences;
  onPreferencesChange: (change: Partial<Preferences>) => void;
  focusTitle: boolean;
  onBack: () => void;
  onContinue: () => void;
};

/** Onboarding step 2 (spec 01 §2): four questions that shape the tasks. */
export function LifestyleStep({
  preferences,
  onPreferencesChange,
  focusTitle,
  onBack,
  onContinue,
}: LifestyleStepProps) {
  return (
    <OnboardingStep
      step={2}
      title="Tell us about your lifestyle"
      intro="A few quick questions so your tasks fit your days."
      focusTitle={focusTitle}
      actions={
        <>
          <Button variant="outline" onClick={onBack} className="w-full sm:w-auto">
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button onClick={onContinue} className="w-full sm:w-auto">
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        </>
      }
    >
      <PreferenceFields fields={LIFESTYLE_FIELDS} value={preferences} onChange={onPreferencesChange} />
      <p className="mt-8 rounded-xl bg-muted px-4 py-3 text-sm leading-relaxed">
        Not sure? Pick what feels closest. You can change these anytime in{' '}
        <Link
          to={paths.settings()}
          className="rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Settings
        </Link>
        .
      </p>
    </OnboardingStep>
  );
}
