import { buildMotivation } from '@tidy/domain/motivation';
import type { Coach } from '../coach';
import { editTaskList } from './edit';
import { planQuickWins, planSpace, planSubtasks } from './planner';

/**
 * The offline coach: plans from a written library of household tasks, the same answer for the
 * same question, so it works without a model and tests can rely on it.
 */
export function createBuiltinCoach(): Coach {
  return {
    name: 'builtin',
    analyzeSpace: async (input) => planSpace(input),
    generateSubtasks: async (input) => planSubtasks(input),
    quickWins: async (input) => planQuickWins(input),
    editTasks: async (input) => editTaskList(input),
    dailyMotivation: async (input) => buildMotivation(input),
  };
}
