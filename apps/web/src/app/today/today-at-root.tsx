import { useCompletedParam } from '../../features/lessons/use-completed-param';
import { usePageHeader } from '../../lib/page-header';
import { OnboardingGate } from '../onboarding-gate';
import { QueryProvider } from '../query-client';
import { TodayPage } from './today-page';
import { TodaySkeleton } from './today-skeleton';

/**
 * / for a signed-in person: Today. The index route sits outside the data layout, so it brings the query
 * client along; someone who has not set up their home goes to onboarding first.
 */
export function TodayAtRoot() {
  usePageHeader({ title: 'Today' });
  useCompletedParam();
  return (
    <QueryProvider>
      <OnboardingGate loading={<TodaySkeleton />}>
        <TodayPage />
      </OnboardingGate>
    </QueryProvider>
  );
}
