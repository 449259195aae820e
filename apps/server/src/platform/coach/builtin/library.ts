import { SPACE_TYPES, type SpaceType } from '@tidy/domain/constants';
import type { CoachTask } from '../coach';
import { BATHROOM_TASKS } from './content/bathroom';
import { BEDROOM_TASKS } from './content/bedroom';
import { GARAGE_TASKS } from './content/garage';
import { GYM_TASKS } from './content/gym';
import { KITCHEN_TASKS } from './content/kitchen';
import { LIVING_ROOM_TASKS } from './content/living-room';
import { OFFICE_TASKS } from './content/office';
import { SHARED_TASKS } from './content/shared';
import { bulletList, type LibraryTask, type Priority } from './library-task';
import { contentTerms } from './vocabulary';

// Everything the builtin coach can suggest: each room's own tasks, then the ones any room shares.

export const COACH_LIBRARY: readonly LibraryTask[] = [
  ...BEDROOM_TASKS,
  ...KITCHEN_TASKS,
  ...LIVING_ROOM_TASKS,
  ...OFFICE_TASKS,
  ...BATHROOM_TASKS,
  ...GARAGE_TASKS,
  ...GYM_TASKS,
  ...SHARED_TASKS,
];

const TASKS_BY_SPACE: ReadonlyMap<SpaceType, readonly LibraryTask[]> = new Map(
  SPACE_TYPES.map((spaceType) => {
    const suits = COACH_LIBRARY.filter((task) => task.spaces.includes(spaceType));
    return [spaceType, [...suits.filter((task) => task.specific), ...suits.filter((task) => !task.specific)]];
  }),
);

/** The tasks that suit a room: its own first, then the shared ones. */
export function libraryForSpace(spaceType: SpaceType): readonly LibraryTask[] {
  return TASKS_BY_SPACE.get(spaceType) ?? [];
}

// Title words count only when some task uses them as a tag, so verbs like 'keep' or 'hang' do not match.
const KNOWN_TAGS: ReadonlySet<string> = new Set(COACH_LIBRARY.flatMap((task) => task.tags));

const TERMS_BY_TASK: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  COACH_LIBRARY.map((task) => [
    task.id,
    new Set([...task.tags, ...contentTerms(task.title).filter((term) => KNOWN_TAGS.has(term))]),
  ]),
);

/** The areas and objects a library task concerns: its tags and the tag words in its title. */
export function termsOfTask(task: LibraryTask): ReadonlySet<string> {
  return TERMS_BY_TASK.get(task.id) ?? new Set(task.tags);
}

/** How many of the wanted terms a library task concerns. */
export function matchCount(task: LibraryTask, terms: readonly string[]): number {
  const own = termsOfTask(task);
  return terms.filter((term) => own.has(term)).length;
}

/** A library task as the coach hands it out, with the time and priority the plan gives it. */
export function toCoachTask(task: LibraryTask, minutes: number, priority: Priority): CoachTask {
  return {
    title: task.title,
    description: bulletList(task.steps),
    category: task.category,
    priority,
    estimated_time: minutes,
  };
}
