import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { addLocalLesson, browserStorage, completedParamLesson } from '../../features/lessons/local-progress';
import { usePageHeader } from '../../lib/page-header';
import { OnboardingGate } from '../onboarding-gate';
import { COMPLETED_PARAM } from '../paths';
import { QueryProvider } from '../query-client';
import { TodayPage } from './today-page';

/**
 * / for a signed-in person: Today. The index route sits outside the data layout, so it brings the query
 * client along; someone who has not set up their home goes to onboarding first.
 */
export function TodayAtRoot() {
  usePageHeader({ title: 'Today' });
  useCompletedLesson();
  return (
    <QueryProvider>
      <OnboardingGate>
        <TodayPage />
      </OnboardingGate>
    </QueryProvider>
  );
}

/** Spec 02 §4: BACK TO HOME comes to /?completed={id}; the lesson counts as completed on this device. */
function useCompletedLesson() {
  const [searchParams, setSearchParams] = useSearchParams();
  const completed = searchParams.get(COMPLETED_PARAM);
  useEffect(() => {
    if (completed === null) return;
    const id = completedParamLesson(completed);
    if (id !== null) addLocalLesson(browserStorage(), id);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COMPLETED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [completed, setSearchParams]);
}
