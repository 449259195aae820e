import {
  QUICK_WINS_PANEL_MINUTES,
  TASK_CATEGORIES,
  type EnergyLevel,
  type OrganizationExperience,
  type Preferences,
  type TaskCategory,
  type TaskDifficulty,
} from '@tidy/domain/constants';
import type { AnalyzeSpaceInput, CoachTask, QuickWinsInput, SubtasksInput } from '../coach';
import { libraryForSpace, matchCount, toCoachTask } from './library';
import { BAND_NAMES, bulletList, type DurationBand, type LibraryTask, type Priority } from './library-task';
import {
  adjustableRange,
  chooseBandCounts,
  EMPTY_COUNTS,
  fitMinutes,
  type BandCounts,
  type BandPenalty,
} from './time-fit';
import { sameTask } from './sameness';
import { categoriesIn, contentTerms } from './vocabulary';

// Plans from the room library alone: which library tasks suit the room, the person and their words,
// and how long each should take so the plan fits the time they have. planner.ts adds what the
// household's words and photos say on top.

/** Tasks of each length a plan prefers: easy plans quick ones, hard plans deep and focused ones. */
const BAND_PENALTY: Readonly<Record<TaskDifficulty, BandPenalty>> = {
  easy: { quick: 0, focused: 1, deep: 4 },
  medium: { quick: 0.5, focused: 0, deep: 1.5 },
  hard: { quick: 1.5, focused: 0.3, deep: 0 },
};

export const PRIORITY_RANGE: Readonly<Record<TaskDifficulty, { min: Priority; max: Priority }>> = {
  easy: { min: 1, max: 2 },
  medium: { min: 2, max: 3 },
  hard: { min: 3, max: 4 },
};

const DIFFICULTY_BY_ENERGY: Readonly<Record<EnergyLevel, TaskDifficulty>> = {
  low: 'easy',
  medium: 'medium',
  high: 'hard',
};

// Beginners get the basics (declutter, organize); rearranging and setting up ask for more judgement.
const EXPERIENCE_BONUS: Readonly<Record<OrganizationExperience, Readonly<Record<TaskCategory, number>>>> = {
  beginner: { declutter: 3, organize: 3, clean: 1, rearrange: -4, setup: -4 },
  intermediate: { declutter: 1, organize: 1, clean: 1, rearrange: 0, setup: 0 },
  expert: { declutter: 0, organize: 0, clean: 0, rearrange: 1, setup: 1 },
};

// A plan reads in the order the work is done: clear first, then sort, clean, and change things last.
const CATEGORY_FLOW: readonly TaskCategory[] = ['declutter', 'organize', 'clean', 'rearrange', 'setup'];

const MATCH_WEIGHT = 10;
const ROOM_SPECIFIC_BONUS = 2;
const NAMED_CATEGORY_BONUS = 5;
const REQUIRED_CATEGORY_BONUS = 50;
/** Days of the person's daily time a space analysis plans for. */
const ANALYSIS_DAYS = 3;
const ANALYSIS_MINUTES = { min: 15, max: 180 } as const;
export const ANALYSIS_TASKS = { min: 4, max: 8 } as const;
const SUBTASKS = { min: 1, max: 8 } as const;
export const QUICK_WINS_BY_ENERGY: Readonly<Record<EnergyLevel, number>> = { low: 3, medium: 4, high: 5 };
const MAX_TITLE = 80;

type Candidate = { task: LibraryTask; order: number; score: number; matches: number };

type Steering = {
  terms: readonly string[];
  preferences: Preferences;
  /** Extra score for some kinds of task, e.g. the ones the person's words name. */
  categoryBonus?: Partial<Record<TaskCategory, number>>;
};

function rankCandidates(pool: readonly LibraryTask[], steering: Steering): Candidate[] {
  const experience = EXPERIENCE_BONUS[steering.preferences.organization_experience];
  return pool.map((task, order) => {
    const matches = matchCount(task, steering.terms);
    // Moving furniture is heavy work: keep it out of low-energy plans unless asked for.
    const heavy = steering.preferences.energy_level === 'low' && task.tags.includes('furniture') ? -3 : 0;
    const score =
      matches * MATCH_WEIGHT +
      (task.specific ? ROOM_SPECIFIC_BONUS : 0) +
      experience[task.category] +
      (steering.categoryBonus?.[task.category] ?? 0) +
      heavy +
      task.priority * 0.1;
    return { task, order, score, matches };
  });
}

/** The bands of the tasks that match the person's words best, so the plan has room for them. */
function favouredBands(candidates: readonly Candidate[]): DurationBand[] {
  const best = Math.max(0, ...candidates.map((candidate) => candidate.matches));
  if (best === 0) return [];
  return BAND_NAMES.filter((band) =>
    candidates.some((candidate) => candidate.matches === best && candidate.task.band === band),
  );
}

function countByBand(candidates: readonly Candidate[]): BandCounts {
  const counts = { ...EMPTY_COUNTS };
  for (const { task } of candidates) counts[task.band] += 1;
  return counts;
}

/** Picks the best candidate for each slot, with a cost for repeating a kind of task so plans mix. */
function pickForBands(candidates: readonly Candidate[], bands: BandCounts, repeatCost: number): Candidate[] {
  const open = { ...bands };
  const picked: Candidate[] = [];
  while (BAND_NAMES.some((band) => open[band] > 0)) {
    let best: { candidate: Candidate; value: number } | null = null;
    for (const candidate of candidates) {
      if (open[candidate.task.band] <= 0 || picked.includes(candidate)) continue;
      const repeats = picked.filter((chosen) => chosen.task.category === candidate.task.category).length;
      const value = candidate.score - repeats * repeatCost;
      if (!best || value > best.value) best = { candidate, value };
    }
    if (!best) break;
    picked.push(best.candidate);
    open[best.candidate.task.band] -= 1;
  }
  // The tasks the person asked about come first; the rest in the order the work is done.
  return picked
    .map((candidate, pickOrder) => ({ candidate, pickOrder }))
    .sort(
      (a, b) =>
        b.candidate.matches - a.candidate.matches ||
        CATEGORY_FLOW.indexOf(a.candidate.task.category) - CATEGORY_FLOW.indexOf(b.candidate.task.category) ||
        a.pickOrder - b.pickOrder,
    )
    .map(({ candidate }) => candidate);
}

const clampPriority = (priority: number, range: { min: Priority; max: Priority }): Priority =>
  Math.min(range.max, Math.max(range.min, priority)) as Priority;

type Plan = { tasks: LibraryTask[]; minutes: number[] };

function fitPlan(picked: readonly Candidate[], target: number): Plan {
  const tasks = picked.map((candidate) => candidate.task);
  const minutes = fitMinutes(
    tasks.map((task) => ({ minutes: task.estimated_time, range: adjustableRange(task.estimated_time, task.band) })),
    target,
  );
  return { tasks, minutes };
}

/**
 * Chooses tasks from the pool for a plan of `target` minutes. When `fallback` is given and the pool
 * alone cannot reach the target, the fallback pool (ranked after it) fills the gap.
 */
function planFrom(options: {
  pool: readonly Candidate[];
  fallback?: readonly Candidate[];
  target: number;
  tasks: { min: number; max: number };
  penalty: BandPenalty;
  repeatCost: number;
  singleTaskCost?: number;
}): Plan {
  const attempt = (candidates: readonly Candidate[]) =>
    chooseBandCounts({
      target: options.target,
      available: countByBand(candidates),
      minTasks: options.tasks.min,
      maxTasks: options.tasks.max,
      penalty: options.penalty,
      favouredBands: favouredBands(candidates),
      ...(options.singleTaskCost === undefined ? {} : { singleTaskCost: options.singleTaskCost }),
    });
  let candidates = options.pool;
  let choice = attempt(candidates);
  if ((!choice || !choice.reachable) && options.fallback) {
    candidates = [...options.pool, ...options.fallback];
    choice = attempt(candidates);
  }
  if (!choice) return { tasks: [], minutes: [] };
  return fitPlan(pickForBands(candidates, choice.counts, options.repeatCost), options.target);
}

function tidyTitle(words: string, prefix: string): string {
  let text = words
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?,;:\s]+$/, '');
  // Lowercase a leading capital unless the word is an acronym ("TV stand" stays).
  if (/^[A-Z][a-z]/.test(text)) text = text[0]?.toLowerCase() + text.slice(1);
  const full = `${prefix}${text}`;
  if (full.length <= MAX_TITLE) return full;
  const cut = full.slice(0, MAX_TITLE - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > prefix.length ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** A first task in the person's own words, for a request the library has nothing about. */
export function startTask(
  taskDescription: string,
  category: TaskCategory,
  minutes: number,
  priority: Priority,
): CoachTask {
  return {
    title: tidyTitle(taskDescription, 'Start: '),
    description: bulletList([
      'Gather a bag for rubbish and a box for things that belong in another room',
      'Work through it one small section at a time',
      'Put away what you used and note anything left for next time',
    ]),
    category,
    priority,
    estimated_time: minutes,
  };
}

/** The library part of generate-subtasks-ai: tasks whose minutes add up to the target time. */
export function librarySubtasks(input: SubtasksInput, minTasks: number = SUBTASKS.min): CoachTask[] {
  const target = Math.max(1, Math.round(input.targetTime));
  const terms = contentTerms(input.taskDescription);
  const named = categoriesIn(input.taskDescription);
  const room = libraryForSpace(input.spaceType);
  const ranked = rankCandidates(room, {
    terms,
    preferences: input.preferences,
    categoryBonus: Object.fromEntries(
      TASK_CATEGORIES.map((category) => [
        category,
        (category === input.category ? REQUIRED_CATEGORY_BONUS : 0) +
          (named.includes(category) ? NAMED_CATEGORY_BONUS : 0),
      ]),
    ),
  });
  const pool = input.category ? ranked.filter((candidate) => candidate.task.category === input.category) : ranked;
  const fallback = input.category
    ? ranked.filter((candidate) => candidate.task.category !== input.category)
    : undefined;
  const plan = planFrom({
    pool,
    ...(fallback ? { fallback } : {}),
    target,
    tasks: { min: minTasks, max: SUBTASKS.max },
    penalty: BAND_PENALTY[input.difficulty],
    repeatCost: input.category ? 0 : 3,
    singleTaskCost: target >= 10 ? 1 : 0,
  });
  const priorities = PRIORITY_RANGE[input.difficulty];
  const tasks = plan.tasks.map((task, index) =>
    toCoachTask(task, plan.minutes[index] ?? task.estimated_time, clampPriority(task.priority, priorities)),
  );

  // Words that name nothing this room's library knows still deserve a plan that starts with them.
  const unknownRequest = terms.length > 0 && !ranked.some((candidate) => candidate.matches > 0);
  const [first, ...rest] = tasks;
  if (unknownRequest && first) {
    return [startTask(input.taskDescription, first.category, first.estimated_time, first.priority), ...rest];
  }
  return tasks;
}

export function analysisMinutes(preferences: Preferences): number {
  const planned = preferences.daily_time_available * ANALYSIS_DAYS;
  return Math.min(ANALYSIS_MINUTES.max, Math.max(ANALYSIS_MINUTES.min, planned));
}

/** The library part of analyze-space: 4–8 mixed tasks, steered by photo labels and notes, for a few days' time. */
export function librarySpacePlan(
  input: AnalyzeSpaceInput & { target?: number; tasks?: { min: number; max: number } },
): CoachTask[] {
  const labels = input.photos.map((photo) => photo.label ?? '').join(' ');
  const spoken = `${labels} ${input.notes}`;
  const terms = contentTerms(spoken);
  // The space's own name ("Kids' playroom") steers too, but less than what the person wrote.
  const nameTerms = contentTerms(input.spaceName).filter((term) => !terms.includes(term));
  const named = categoriesIn(input.notes);
  const ranked = rankCandidates(libraryForSpace(input.spaceType), {
    terms,
    preferences: input.preferences,
    categoryBonus: Object.fromEntries(named.map((category) => [category, NAMED_CATEGORY_BONUS])),
  }).map((candidate) => ({
    ...candidate,
    score: candidate.score + matchCount(candidate.task, nameTerms) * (MATCH_WEIGHT / 2),
  }));
  const plan = planFrom({
    pool: ranked,
    target: input.target ?? analysisMinutes(input.preferences),
    tasks: input.tasks ?? ANALYSIS_TASKS,
    penalty: BAND_PENALTY[DIFFICULTY_BY_ENERGY[input.preferences.energy_level]],
    repeatCost: 6,
  });
  return plan.tasks.map((task, index) => toCoachTask(task, plan.minutes[index] ?? task.estimated_time, task.priority));
}

/** Quick Wins: a few 2–5 minute ideas for the room that the person does not already have today. */
export function libraryQuickWins(input: QuickWinsInput & { avoid?: (task: LibraryTask) => boolean }): CoachTask[] {
  const quick = libraryForSpace(input.spaceType).filter(
    (task) =>
      task.band === 'quick' &&
      !input.existingTitles.some((title) => sameTask(title, task.title)) &&
      !(input.avoid?.(task) ?? false),
  );
  const ranked = rankCandidates(quick, { terms: [], preferences: input.preferences });
  const wanted = Math.min(QUICK_WINS_BY_ENERGY[input.preferences.energy_level], ranked.length);
  const picked = pickForBands(ranked, { ...EMPTY_COUNTS, quick: wanted }, 6);
  return picked.map(({ task }) =>
    toCoachTask(
      task,
      Math.min(QUICK_WINS_PANEL_MINUTES.max, Math.max(QUICK_WINS_PANEL_MINUTES.min, task.estimated_time)),
      clampPriority(task.priority, { min: 1, max: 2 }),
    ),
  );
}
