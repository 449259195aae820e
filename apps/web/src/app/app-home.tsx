import { FeedbackCard } from '../features/feedback/components/feedback-card';
import { LessonPathPage } from '../features/lessons/pages/lesson-path';
import { usePageHeader } from '../lib/page-header';
import { OnboardingGate } from './onboarding-gate';
import { QueryProvider } from './query-client';

/*
 * The app home: the lesson path, for everyone at /app (and its aliases), and for a signed-in person at /.
 * One lazy chunk, so / decides between this and the landing page without either weighing on the other.
 */

/** /app and its aliases: inside the data layout route, which provides the query client. */
export function AppHome() {
  return (
    <OnboardingGate>
      <LessonPathPage feedback={<FeedbackCard />} />
    </OnboardingGate>
  );
}

/** / for a signed-in person: the index route sits outside the data layout, so it brings the query client along. */
export function AppHomeAtRoot() {
  usePageHeader({ title: 'Lesson path' });
  return (
    <QueryProvider>
      <AppHome />
    </QueryProvider>
  );
}
