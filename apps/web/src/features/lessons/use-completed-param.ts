import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { COMPLETED_PARAM } from '../../app/paths';
import { addLocalLesson, browserStorage, completedParamLesson } from './local-progress';

/**
 * Spec 02 §4: a lesson becomes completed when the address carries ?completed={id} (BACK TO HOME on the
 * lesson screen, which lands on Today; the lesson path honours it too). It is kept on this device, then the
 * parameter leaves the address.
 */
export function useCompletedParam() {
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
