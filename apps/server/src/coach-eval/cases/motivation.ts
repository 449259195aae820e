import type { SpaceType } from '@tidy/domain/constants';
import type { EvalCase } from '../types';

// "Another one": a refreshed motivation is not the one already on screen (nor one shown before it that day).
// How the refresh is asked for is in run-case.ts (`exclude`).

const kind = 'motivation';

function refresh(id: string, spaceType: SpaceType, date: string, tasksCompleted: number, refreshes: number): EvalCase {
  return {
    id,
    kind,
    about: `${refreshes === 1 ? 'one refresh' : `${refreshes} refreshes`} in a ${spaceType} on ${date} after ${tasksCompleted} tasks`,
    call: { operation: 'refreshMotivation', input: { spaceType, date, tasksCompleted, refreshes } },
    expect: [{ rule: 'refreshDiffers' }],
  };
}

export const MOTIVATION_CASES: EvalCase[] = [
  refresh('motivation-01', 'kitchen', '2025-03-03', 0, 1),
  refresh('motivation-02', 'bedroom', '2025-03-04', 2, 1),
  refresh('motivation-03', 'living-room', '2025-06-15', 5, 1),
  refresh('motivation-04', 'office', '2025-09-01', 1, 1),
  refresh('motivation-05', 'bathroom', '2025-12-24', 0, 1),
  refresh('motivation-06', 'garage', '2026-01-01', 3, 1),
  refresh('motivation-07', 'gym', '2025-07-19', 0, 2),
  refresh('motivation-08', 'other', '2025-11-11', 4, 2),
  refresh('motivation-09', 'kitchen', '2025-04-30', 1, 3),
  refresh('motivation-10', 'bedroom', '2026-02-28', 6, 3),
];
