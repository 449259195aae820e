import type { CoachTask } from '../coach';
import { firstTermSaid, strainWords } from './plan-rules';
import { leftAlone, mentionsSubject, understand, type Limits, type Subject } from './understand';

// Making tasks keep what the household said: a task about something that is not there, or that
// stays as it is, goes; a step that needs what the person's body rules out goes, and a task whose
// title needs it goes; with children helping, each task is worded as a game.

type Shaped<T> = { tasks: T[]; removed: T[]; rewritten: T[] };

/** A description as its steps: bullet lines, or sentences when it is prose. */
function stepsOf(description: string): { steps: string[]; bullets: boolean } {
  const lines = description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.some((line) => /^[-*•]\s+/.test(line))) {
    return { steps: lines.map((line) => line.replace(/^[-*•]\s+/, '')), bullets: true };
  }
  return {
    steps: description
      .split(/(?<=[.!?])\s+/)
      .map((step) => step.trim())
      .filter(Boolean),
    bullets: false,
  };
}

function joinSteps(steps: readonly string[], bullets: boolean): string {
  return bullets ? steps.map((step) => `- ${step}`).join('\n') : steps.join(' ');
}

/** Leaves out tasks and steps about left-alone things or beyond the person's limits. */
export function withoutLeftOut<T extends CoachTask>(
  tasks: readonly T[],
  understanding: { exclusions: readonly Subject[]; keeps: readonly Subject[]; limits: Limits },
  options: { keepTitlesThatFit: boolean },
): Shaped<T> {
  const subjects = leftAlone(understanding);
  const strain = strainWords(understanding.limits);
  const offending = (text: string) =>
    subjects.some((subject) => mentionsSubject(text, subject)) ||
    (strain.length > 0 && firstTermSaid(text, strain) !== undefined);
  const kept: T[] = [];
  const removed: T[] = [];
  const rewritten: T[] = [];
  for (const task of tasks) {
    if (offending(task.title)) {
      removed.push(task);
      continue;
    }
    const { steps, bullets } = stepsOf(task.description);
    const fine = steps.filter((step) => !offending(step));
    if (fine.length === steps.length) {
      kept.push(task);
      continue;
    }
    // A library task that loses most of its steps is no longer itself; a person's own task stays with safe words.
    if (!options.keepTitlesThatFit && fine.length < 2) {
      removed.push(task);
      continue;
    }
    const description = joinSteps(fine.length > 0 ? fine : ['Do only the parts you can manage comfortably'], bullets);
    const changed = { ...task, description };
    kept.push(changed);
    rewritten.push(changed);
  }
  return { tasks: kept, removed, rewritten };
}

// Ways to turn a chore into a game, one per task in turn.
const GAMES: readonly ((minutes: number) => string)[] = [
  (minutes) => `Make it a game: set a timer for ${minutes} minutes and race to finish before it rings`,
  () => 'Treasure hunt: who can find the most things that are in the wrong place?',
  () => 'Play a favourite song and see if you can finish before it ends',
  () => 'Sorting challenge: how many things can you put in the right place?',
  () => 'Mission for a superhero helper: do each step and shout "done!"',
];
const GAME_MARK = /^(?:Make it a game|Treasure hunt|Play a favourite song|Sorting challenge|Mission for a superhero)/;

/** Each task worded for children helping: a game to start and a sticker to finish. */
export function forChildren<T extends CoachTask>(tasks: readonly T[]): T[] {
  return tasks.map((task, index) => {
    const { steps, bullets } = stepsOf(task.description);
    if (steps.some((step) => GAME_MARK.test(step))) return task;
    const game = GAMES[index % GAMES.length]?.(Math.max(2, task.estimated_time)) ?? '';
    const finish = 'High five and a sticker for every helper when it is done';
    return { ...task, description: joinSteps([game, ...steps, finish], bullets || steps.length === 0) };
  });
}

const total = (tasks: readonly CoachTask[]) => tasks.reduce((sum, task) => sum + task.estimated_time, 0);

/**
 * Fits tasks into a number of minutes: trims each (never under `minEach`) and, when that is not
 * enough, drops the least important tasks from the end. Returns the tasks that fit.
 */
export function withinMinutes<T extends CoachTask>(tasks: readonly T[], minutes: number, minEach = 2): T[] {
  let list = [...tasks];
  const budget = Math.max(1, Math.floor(minutes));
  while (list.length > 1 && list.length * Math.min(minEach, budget) > budget) list = dropLeastImportant(list);
  if (total(list) <= budget) return list;
  const scale = budget / total(list);
  let fitted = list.map((task) => ({
    ...task,
    estimated_time: Math.max(Math.min(minEach, budget), Math.floor(task.estimated_time * scale)),
  }));
  while (total(fitted) > budget && fitted.length > 1) fitted = dropLeastImportant(fitted);
  if (total(fitted) > budget && fitted[0]) fitted = [{ ...fitted[0], estimated_time: budget }];
  return fitted;
}

function dropLeastImportant<T extends CoachTask>(tasks: readonly T[]): T[] {
  let index = tasks.length - 1;
  tasks.forEach((task, position) => {
    const current = tasks[index];
    if (current && task.priority < current.priority) index = position;
  });
  return tasks.filter((_, position) => position !== index);
}

/**
 * What some household words rule out, as a test on a task's title and steps: a task about something
 * not there or to be kept, or beyond the person's limits. For tasks chosen without the coach (starter tasks).
 */
export function ruledOutBy(words: string): (task: { title: string; description: string }) => boolean {
  if (words.trim() === '') return () => false;
  const said = understand(words);
  return (task) => {
    // A starter task is taken as written, so a single step about a left-out thing rules it out.
    const shaped = withoutLeftOut([{ ...task, category: 'organize', priority: 1, estimated_time: 1 }], said, {
      keepTitlesThatFit: false,
    });
    return shaped.tasks.length === 0 || shaped.rewritten.length > 0;
  };
}
