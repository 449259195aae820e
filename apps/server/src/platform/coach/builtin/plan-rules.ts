import type { CoachTask } from '../coach';
import { nearDuplicatePairs, sameTask } from './sameness';
import { leftAlone, mentionsSubject, type Limits, type Understanding } from './understand';
import { singular } from './vocabulary';

// The rules every plan keeps, whoever wrote it: the builtin planner checks itself with them, and
// the model coach checks a model's answer with them before trusting it. Each rule is a list of
// words or phrases ("lift*" matches lifting and lifted) read against a task's title and steps.

/** Asking a body for strength: nobody with a bad back or after surgery should be handed these. */
export const HEAVY_WORDS = [
  'heavy',
  'lift*',
  'haul*',
  'carry*',
  'carried',
  'drag*',
  'bulky',
  'load the car',
  'take the boxes',
  'move furniture',
  'move the furniture',
  'move the couch',
  'move the sofa',
  'move the bed',
  'move the dresser',
  'move the wardrobe',
  'move the bookcase',
  'move the bookshelf',
  'slide it',
  'slide them',
  'pull out the',
  'push the',
] as const;

/** Reaching or climbing up high. */
export const HIGH_WORDS = [
  'ladder*',
  'stepladder*',
  'step stool',
  'climb*',
  'ceiling',
  'curtain rod',
  'curtain rail',
  'light fixture',
  'ceiling fan',
  'top shelf',
  'top shelves',
  'high shelf',
  'high shelves',
  'top of the',
  'cobweb*',
  'up high',
  'reach up',
  'stand on',
] as const;

/** Getting down low. */
export const LOW_WORDS = [
  'bend*',
  'kneel*',
  'crouch*',
  'stoop*',
  'under the sink',
  'under the bed',
  'under the sofa',
  'under the couch',
  'bottom drawer',
  'bottom shelf',
  'bottom shelves',
  'floor',
  'baseboard*',
  'skirting',
  'get down',
] as const;

/** What a child should not be handed in a chore. */
export const CHILD_HAZARD_WORDS = [
  'bleach',
  'chemical*',
  'knife',
  'knives',
  'sharp',
  'oven',
  'oven cleaner',
  'drain cleaner',
  'razor*',
  'power tool*',
  'stove',
  'hob',
  'glass',
  'glasses',
  'medicine*',
  'shred*',
  ...HIGH_WORDS,
  ...HEAVY_WORDS,
] as const;

const wordsOf = (text: string) =>
  (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).map((word) => ({ raw: word, one: singular(word) }));

/** The first of the terms a text says, if any: word by word, singular or plural; "lift*" is a prefix. */
export function firstTermSaid(text: string, terms: readonly string[]): string | undefined {
  const words = wordsOf(text);
  return terms.find((term) => {
    const prefix = term.endsWith('*');
    const wanted = wordsOf(prefix ? term.slice(0, -1) : term);
    if (wanted.length === 0) return false;
    for (let start = 0; start + wanted.length <= words.length; start += 1) {
      const fits = wanted.every((part, offset) => {
        const word = words[start + offset];
        if (!word) return false;
        return prefix && offset === wanted.length - 1 ? word.raw.startsWith(part.raw) : word.one === part.one;
      });
      if (fits) return true;
    }
    return false;
  });
}

/** The words a person's physical limits rule out. */
export function strainWords(limits: Pick<Limits, 'noHeavy' | 'noLadders' | 'noBending' | 'kidsHelping'>): string[] {
  return [
    ...(limits.noHeavy ? HEAVY_WORDS : []),
    ...(limits.noLadders ? HIGH_WORDS : []),
    ...(limits.noBending ? LOW_WORDS : []),
    ...(limits.kidsHelping ? CHILD_HAZARD_WORDS : []),
  ];
}

export type PlanContext = {
  understanding: Understanding;
  /** Tasks already on the list: new ones must not repeat them. */
  existing?: readonly { title: string }[];
  /** Minutes the plan should take in all, when it was asked for a length. */
  targetMinutes?: number;
};

const textOf = (task: CoachTask) => `${task.title}\n${task.description}`;
const total = (tasks: readonly CoachTask[]) => tasks.reduce((sum, task) => sum + task.estimated_time, 0);
/** How far a plan may miss the time it was asked to fill. */
const TARGET_TOLERANCE = 0.25;

/** Everything wrong with a plan for these words; empty when it keeps every rule. */
export function planViolations(tasks: readonly CoachTask[], context: PlanContext): string[] {
  const { understanding } = context;
  const problems: string[] = [];
  for (const task of tasks) {
    for (const subject of leftAlone(understanding)) {
      if (mentionsSubject(textOf(task), subject))
        problems.push(`"${task.title}" is about ${subject.name}, which the household left out`);
    }
    const strain = firstTermSaid(textOf(task), strainWords(understanding.limits));
    if (strain) problems.push(`"${task.title}" says "${strain}", against the person's limits`);
  }
  const { maxMinutes } = understanding.limits;
  if (maxMinutes !== null && total(tasks) > maxMinutes) {
    problems.push(`the plan takes ${total(tasks)} minutes; the person has ${maxMinutes}`);
  }
  if (context.targetMinutes !== undefined && tasks.length > 0) {
    const wanted = maxMinutes === null ? context.targetMinutes : Math.min(maxMinutes, context.targetMinutes);
    if (Math.abs(total(tasks) - wanted) > Math.max(3, wanted * TARGET_TOLERANCE)) {
      problems.push(`the plan takes ${total(tasks)} minutes; ${wanted} were asked for`);
    }
  }
  for (const [first, second] of nearDuplicatePairs(tasks))
    problems.push(`"${first}" and "${second}" are the same task`);
  for (const task of tasks) {
    const repeated = context.existing?.find((known) => sameTask(known.title, task.title));
    if (repeated) problems.push(`"${task.title}" repeats "${repeated.title}", already on the list`);
  }
  return problems;
}
