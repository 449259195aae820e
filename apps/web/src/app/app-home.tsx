import { FeedbackCard } from '../features/feedback/components/feedback-card';
import { LessonPathPage } from '../features/lessons/pages/lesson-path';
import { OnboardingGate } from './onboarding-gate';

/*
 * The lesson path, for everyone at /app (and its aliases); a signed-in person's home at / is Today.
 */

/** /app and its aliases: inside the data layout route, which provides the query client. */
export function AppHome() {
  return (
    <OnboardingGate>
      <LessonPathPage feedback={<FeedbackCard />} />
    </OnboardingGate>
  );
}
