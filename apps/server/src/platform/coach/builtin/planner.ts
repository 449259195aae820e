import type { SpaceType, TaskDifficulty } from '@tidy/domain/constants';
import type { AnalyzeSpaceInput, CoachTask, QuickWinsInput, SubtasksInput } from '../coach';
import { thingById, type Thing } from './household-things';
import { libraryForSpace, toCoachTask } from './library';
import {
  ANALYSIS_TASKS,
  analysisMinutes,
  libraryQuickWins,
  librarySpacePlan,
  librarySubtasks,
  PRIORITY_RANGE,
} from './library-planner';
import { bandOf, bulletList, DURATION_BANDS, type LibraryTask, type Priority } from './library-task';
import { detectedKinds, tasksFromDetections } from './photo-tasks';
import { forChildren, withinMinutes, withoutLeftOut } from './plan-shape';
import { roomKindOf } from './room-kinds';
import { sameTask } from './sameness';
import { tasksForThing, tasksForThingId } from './thing-tasks';
import { adjustableRange, fitMinutes } from './time-fit';
import { alsoHeeding, mentionsSubject, understand, type Subject, type Understanding } from './understand';

// The builtin coach's plans: what the household's words name comes first (a task about each thing
// they mention, about what the photos show, about what such a room holds), the room's library fills
// the rest, and nothing breaks what they said — no excluded or kept things, nothing beyond their
// limits, no task twice. Each plan is checked by plan-rules.ts in the tests.

/** Tired: at most three tasks, none over ten minutes, twenty in all. */
const LOW_ENERGY = { tasks: 3, each: 10, total: 20 } as const;
const SUBTASKS_MAX = 8;
/** Steps a job of half an hour or more is split into, at least. */
const MIN_LONG_STEPS = 3;
const LONG_JOB_MINUTES = 45;

const sum = (tasks: readonly CoachTask[]) => tasks.reduce((total, task) => total + task.estimated_time, 0);
const clampPriority = (priority: number, range: { min: Priority; max: Priority }): Priority =>
  Math.min(range.max, Math.max(range.min, priority)) as Priority;

/** Library tasks whose title is about the thing, then the thing's own tasks, as coach tasks. */
function tasksAbout(thing: Thing, library: SpaceType): CoachTask[] {
  const fromLibrary = libraryForSpace(library).filter((task) => mentionsSubject(task.title, thing));
  const own = tasksForThing(thing);
  // The person's own word in the title ("the cabinet", "tupperware") reads best: a library task that
  // says it leads, else the thing's own task, then the other library tasks about it.
  const word: Subject = { id: thing.id, name: thing.name, words: [thing.name.replace(/^the /, '')] };
  const sayingIt = fromLibrary.filter((task) => mentionsSubject(task.title, word));
  const ordered: LibraryTask[] = [
    ...sayingIt,
    ...own.slice(0, 1),
    ...fromLibrary.filter((task) => !sayingIt.includes(task)),
    ...own.slice(1),
  ];
  return ordered.map((task) => toCoachTask(task, task.estimated_time, task.priority));
}

/** A list that takes a task only when it keeps the household's words and says something new. */
class Plan {
  readonly tasks: CoachTask[] = [];
  constructor(
    private readonly understanding: Understanding,
    private readonly existing: readonly { title: string }[] = [],
  ) {}

  /** Adds the first of the options that fits; true when one did. */
  addFirst(options: readonly CoachTask[]): boolean {
    for (const option of options) if (this.add(option)) return true;
    return false;
  }

  add(task: CoachTask): boolean {
    const [fit] = withoutLeftOut([task], this.understanding, { keepTitlesThatFit: false }).tasks;
    if (!fit) return false;
    if ([...this.existing, ...this.tasks].some((known) => sameTask(known.title, fit.title))) return false;
    this.tasks.push(fit);
    return true;
  }

  get minutes(): number {
    return sum(this.tasks);
  }
}

/** Minutes for each task that add up to the target, each staying near its own length. */
function fitted(tasks: readonly CoachTask[], target: number): CoachTask[] {
  const minutes = fitMinutes(
    tasks.map((task) => {
      const band = bandOf(task.estimated_time);
      const range = adjustableRange(task.estimated_time, band);
      // A deep task trimmed below its band is no longer the deep work the plan chose it for.
      return {
        minutes: task.estimated_time,
        range: band === 'deep' ? { ...range, min: DURATION_BANDS.deep.min } : range,
      };
    }),
    target,
  );
  return tasks.map((task, index) => ({ ...task, estimated_time: Math.max(1, minutes[index] ?? task.estimated_time) }));
}

/** The person's limits on a finished plan: time, energy, children helping. */
function withinLimits(tasks: readonly CoachTask[], understanding: Understanding): CoachTask[] {
  let list = [...tasks];
  const { limits } = understanding;
  if (limits.lowEnergy) {
    list = list.slice(0, LOW_ENERGY.tasks).map((task) => ({
      ...task,
      estimated_time: Math.min(task.estimated_time, LOW_ENERGY.each),
      priority: clampPriority(task.priority, { min: 1, max: 2 }),
    }));
    list = withinMinutes(list, LOW_ENERGY.total);
  }
  if (limits.maxMinutes !== null) list = withinMinutes(list, limits.maxMinutes);
  if (limits.kidsHelping) list = forChildren(list);
  return list;
}

function photoWords(input: AnalyzeSpaceInput): string {
  return input.photos
    .map((photo) => photo.label?.trim() ?? '')
    .filter(Boolean)
    .join('. ');
}

/** The plan for analyze-space: tasks about what the notes, labels, name and photos name, then the room's. */
export function planSpace(input: AnalyzeSpaceInput): CoachTask[] {
  const said = understand(`${photoWords(input)}.\n${input.notes}`);
  const fromName = understand(input.spaceName);
  const room = roomKindOf(input.spaceType, input.spaceName, detectedKinds(input.photos));
  const named = [
    ...said.things,
    ...fromName.things.filter((thing) => !said.things.some((known) => known.id === thing.id)),
  ].filter((thing) => ![...said.exclusions, ...said.keeps].some((subject) => subject.id === thing.id));

  let target = analysisMinutes(input.preferences);
  let range: { min: number; max: number } = { ...ANALYSIS_TASKS };
  if (said.limits.lowEnergy) {
    target = Math.min(target, LOW_ENERGY.total);
    range = { min: 1, max: LOW_ENERGY.tasks };
  }
  if (said.limits.maxMinutes !== null) {
    target = Math.min(target, said.limits.maxMinutes);
    range = { min: 1, max: Math.max(1, Math.min(range.max, Math.floor(said.limits.maxMinutes / 3))) };
  }

  const plan = new Plan(said);
  const full = () => plan.tasks.length >= range.max;
  const enough = () => plan.tasks.length >= range.min && plan.minutes >= target;
  // Everything the person named gets a task, as far as the plan has room.
  for (const thing of named) if (!full()) plan.addFirst(tasksAbout(thing, room.library));
  for (const task of tasksFromDetections(input.photos, room.library)) if (!full() && !enough()) plan.add(task);
  // What such a room holds, for a room the library has no tasks of its own for.
  for (const id of room.things)
    if (!full() && !enough())
      plan.addFirst(tasksForThingId(id).map((task) => toCoachTask(task, task.estimated_time, task.priority)));
  if (!full() && !enough()) {
    const rest = librarySpacePlan({
      ...input,
      spaceType: room.library,
      target: Math.max(5, target - plan.minutes),
      tasks: { min: Math.max(1, range.min - plan.tasks.length), max: Math.max(1, range.max - plan.tasks.length) },
    });
    for (const task of rest) if (!full()) plan.add(task);
  }
  // When the household's words ruled out much of the room, the rest of its library fills in.
  for (const task of libraryForSpace(room.library)) {
    if (plan.tasks.length >= range.min) break;
    plan.add(toCoachTask(task, task.estimated_time, task.priority));
  }
  return withinLimits(fitted(plan.tasks, target), said);
}

/** The kind the planner asked for, on tasks about the person's things. */
function asCategory(tasks: readonly CoachTask[], category: SubtasksInput['category']): CoachTask[] {
  if (!category) return [...tasks];
  const own = tasks.filter((task) => task.category === category);
  const others = tasks.filter((task) => task.category !== category).map((task) => ({ ...task, category }));
  return [...own, ...others];
}

function difficultyPriorities(tasks: readonly CoachTask[], difficulty: TaskDifficulty): CoachTask[] {
  return tasks.map((task) => ({ ...task, priority: clampPriority(task.priority, PRIORITY_RANGE[difficulty]) }));
}

/** The plan for generate-subtasks-ai: every step about the job described, adding up to the target time. */
export function planSubtasks(input: SubtasksInput): CoachTask[] {
  const said = alsoHeeding(understand(input.taskDescription), input.notes);
  // "Tidy the playroom": what such a room holds, when the words name a room and no things.
  const room = roomKindOf('other', input.taskDescription);
  const roomThings = room.things
    .map((id) => thingById(id))
    .filter((thing): thing is Thing => thing !== undefined)
    .slice(0, 3);
  const subjects = said.things.length > 0 ? said.things : said.places.length > 0 ? said.places : roomThings;
  let target = Math.max(1, Math.round(input.targetTime));
  if (said.limits.maxMinutes !== null) target = Math.min(target, said.limits.maxMinutes);
  if (said.limits.lowEnergy) target = Math.min(target, LOW_ENERGY.total);

  const plan = new Plan(said);
  if (subjects.length > 0) {
    // Round robin over the things named, so each gets its steps, until the time is filled.
    const options = subjects.map((thing) => asCategory(tasksAbout(thing, input.spaceType), input.category));
    for (let round = 0; round < SUBTASKS_MAX && plan.tasks.length < SUBTASKS_MAX; round += 1) {
      let added = false;
      for (const list of options) {
        const next = list[round];
        const room = plan.minutes < target || plan.tasks.length < 2;
        if (next && room && plan.tasks.length < SUBTASKS_MAX) added = plan.add(next) || added;
      }
      if (!added && options.every((list) => round >= list.length)) break;
      if (plan.minutes >= target && plan.tasks.length >= 2) break;
    }
  }
  let finishing: CoachTask[] = [];
  if (plan.tasks.length === 0) {
    for (const task of librarySubtasks({ ...input, targetTime: target })) plan.add(task);
    // A long job reads better as a few steps than as two deep ones: quick ones start and finish it.
    if (target >= LONG_JOB_MINUTES) {
      const quick = libraryForSpace(input.spaceType).filter(
        (task) => task.band === 'quick' && (!input.category || task.category === input.category),
      );
      const core = plan.tasks.length;
      for (const task of quick) {
        if (plan.tasks.length >= MIN_LONG_STEPS) break;
        plan.add(toCoachTask(task, task.estimated_time, task.priority));
      }
      // The plan's own tasks keep their length; the quick ones fit in the minutes beside them.
      finishing = plan.tasks.splice(core);
    }
  }
  if (plan.tasks.length === 0) {
    plan.tasks.push({
      title: 'Put five things back where they belong',
      description: bulletList([
        'Pick up the first five things that are out of place',
        'Take each one back to its home',
        'Stop after five and notice the difference',
      ]),
      category: input.category ?? 'organize',
      priority: 2,
      estimated_time: Math.min(5, target),
    });
  }
  const quickMinutes = sum(finishing);
  const planned = [...fitted(plan.tasks, Math.max(1, target - quickMinutes)), ...finishing];
  return withinLimits(difficultyPriorities(planned, input.difficulty), said);
}

/** Quick Wins: a few 2–5 minute ideas for the room, none the person already has, none about what the notes leave out. */
export function planQuickWins(input: QuickWinsInput): CoachTask[] {
  const said = understand(input.notes ?? '');
  const fits = (task: LibraryTask) => {
    const shaped = withoutLeftOut([toCoachTask(task, task.estimated_time, task.priority)], said, {
      keepTitlesThatFit: false,
    });
    return shaped.tasks.length === 1 && shaped.rewritten.length === 0;
  };
  const ideas = libraryQuickWins({ ...input, avoid: (task) => !fits(task) });
  return said.limits.kidsHelping ? forChildren(ideas) : ideas;
}
