import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function OnboardingPage() {
  return (
    <NotBuiltYet
      title="Set up your home"
      purpose="Helps you pick up to three spaces in your home and tell us about your routine, then prepares three small starter tasks for each space."
      homePath={paths.home()}
    />
  );
}
