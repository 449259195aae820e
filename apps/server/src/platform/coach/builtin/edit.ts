import type { SpaceType, TaskCategory } from '@tidy/domain/constants';
import type { CoachTask, EditTasksInput, EditTasksResult } from '../coach';
import { COACH_LIBRARY, libraryForSpace, matchCount, toCoachTask } from './library';
import { bandOf, bulletList, type LibraryTask, type Priority } from './library-task';
import { fitMinutes } from './time-fit';
import { readEditPrompt, type CategoryMode, type EditRequest, type RemoveTarget } from './edit-prompt';
import { CATEGORY_NOUN, categoriesIn, contentTerms } from './vocabulary';
import {
  addAbout,
  addSome,
  forKids,
  isThanks,
  lighter,
  oneTaskMinutes,
  repeats,
  replace,
  split,
  takeOff,
  toTop,
  withinBody,
  type Wish,
} from './edit-wishes';
import { taskSignature, withoutNearDuplicates } from './sameness';
import { understand, type Understanding } from './understand';
import { withoutLeftOut } from './plan-shape';

// Applying an edit request to the person's task list. Tasks that survive keep their id; tasks the
// coach brings in from its library, or writes from the person's words, have none.

export const NOT_UNDERSTOOD_MESSAGE =
  "Sorry, I didn't understand that. Try asking for shorter or longer tasks, easier or harder ones, more or less of a kind of task (like cleaning), to focus on an area, or to add or remove a task.";
const NOT_FOUND_MESSAGE =
  "Sorry, I couldn't find that task; try naming it in quotes, like remove 'Wipe the counters', or by its place, like remove the second task.";

type EditableTask = CoachTask & { id?: string };

const SHORTER_FACTOR = 0.7;
const LONGER_FACTOR = 1.3;
/** Below half its time, or under 2 minutes, a task is no longer realistic: drop one instead. */
const MIN_SCALE = 0.5;
const MIN_TASK_MINUTES = 2;
/** Growing tasks past half again their time stops being the same task: bring in more instead. */
const MAX_GROWTH = 1.5;
const MAX_TASKS = 12;
const ADDED_TASK_MINUTES = 10;
const MAX_TITLE = 80;

const total = (tasks: readonly EditableTask[]) => tasks.reduce((sum, task) => sum + task.estimated_time, 0);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const clampPriority = (priority: number): Priority => Math.min(4, Math.max(1, Math.round(priority))) as Priority;

// ── Finding tasks by the person's words ──────────────────────────────────

const stem = (word: string) => (word.length > 5 ? word.replace(/(ing|ed)$/, '') : word);

/** How well a task's words match the request's words: exact title words count most. */
function wordMatch(task: EditableTask, words: readonly string[]): number {
  const title = contentTerms(task.title);
  const description = contentTerms(task.description);
  let score = 0;
  for (const word of words) {
    const wanted = stem(word);
    if (title.includes(word)) score += 3;
    else if (title.some((term) => stem(term).startsWith(wanted) || wanted.startsWith(stem(term)))) score += 2;
    else if (description.includes(word)) score += 1;
  }
  return score;
}

function bestMatch(tasks: readonly EditableTask[], words: readonly string[]): number {
  let best = -1;
  let bestScore = 0;
  tasks.forEach((task, index) => {
    const score = wordMatch(task, words);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

// ── Bringing in library tasks ────────────────────────────────────────────

function titlesOf(tasks: readonly EditableTask[]): Set<string> {
  return new Set(tasks.map((task) => task.title.toLowerCase()));
}

/** Library tasks for the room not already in the list, the room's own first. */
function freshLibraryTasks(spaceType: SpaceType, tasks: readonly EditableTask[]): LibraryTask[] {
  return withoutNearDuplicates(tasks, libraryForSpace(spaceType));
}

/** The same action on at least one of the same things: too close to add beside (or instead of) the other. */
function overlapping(a: string, b: string): boolean {
  const first = taskSignature(a);
  const second = taskSignature(b);
  return first.action === second.action && [...first.objects].some((object) => second.objects.has(object));
}

function medianMinutes(tasks: readonly EditableTask[]): number {
  const sorted = tasks.map((task) => task.estimated_time).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 15;
}

/** Up to `count` library tasks of a kind, in the band nearest the list's usual task length. */
function libraryTasksOf(
  spaceType: SpaceType,
  tasks: readonly EditableTask[],
  category: TaskCategory,
  count: number,
  /** Tasks the new ones must not repeat (by default the list itself). */
  avoid: readonly EditableTask[] = tasks,
): CoachTask[] {
  const band = bandOf(medianMinutes(tasks));
  const fresh = freshLibraryTasks(spaceType, avoid).filter(
    (task) => task.category === category && !avoid.some((known) => overlapping(known.title, task.title)),
  );
  const ordered = [...fresh.filter((task) => task.band === band), ...fresh.filter((task) => task.band !== band)];
  return ordered.slice(0, count).map((task) => toCoachTask(task, task.estimated_time, task.priority));
}

// ── Each kind of change ──────────────────────────────────────────────────

type Change = { tasks: EditableTask[]; clause: string };

function lowestPriorityIndex(tasks: readonly EditableTask[], among: (task: EditableTask) => boolean): number {
  let found = -1;
  tasks.forEach((task, index) => {
    const current = tasks[found];
    if (among(task) && (!current || task.priority <= current.priority)) found = index;
  });
  return found;
}

function changeCategory(
  tasks: EditableTask[],
  mode: CategoryMode,
  category: TaskCategory,
  spaceType: SpaceType,
): Change {
  const noun = CATEGORY_NOUN[category];
  const ofKind = (task: EditableTask) => task.category === category;
  const count = tasks.filter(ofKind).length;
  switch (mode) {
    case 'more': {
      const added = libraryTasksOf(spaceType, tasks, category, 2);
      return {
        tasks: [...tasks, ...added],
        clause:
          added.length > 0 ? `added ${plural(added.length, `${noun} task`)}` : `found no more ${noun} tasks to add`,
      };
    }
    case 'less': {
      if (count === 0) return { tasks, clause: `found no ${noun} tasks to cut` };
      let kept = tasks;
      const cut = Math.ceil(count / 2);
      for (let removed = 0; removed < cut; removed += 1) {
        const index = lowestPriorityIndex(kept, ofKind);
        kept = kept.filter((_, position) => position !== index);
      }
      return { tasks: kept, clause: `removed ${plural(cut, `${noun} task`)}` };
    }
    case 'none':
      return {
        tasks: tasks.filter((task) => !ofKind(task)),
        clause: count > 0 ? `removed the ${noun} tasks` : `found no ${noun} tasks to remove`,
      };
    case 'only': {
      const kept = tasks.filter(ofKind);
      // New ones never say again what a removed task said: that would be a removal and an addition of one task.
      const added = kept.length < 2 ? libraryTasksOf(spaceType, kept, category, 2 - kept.length, tasks) : [];
      return {
        tasks: [...kept, ...added],
        clause: `kept only ${noun} tasks${added.length > 0 ? `, adding ${plural(added.length, 'new one')}` : ''}`,
      };
    }
    case 'focus': {
      const added = libraryTasksOf(spaceType, tasks, category, count > 0 ? 1 : 2);
      return {
        tasks: [...tasks.filter(ofKind), ...added, ...tasks.filter((task) => !ofKind(task))],
        clause: `put the ${noun} tasks first${added.length > 0 ? ` and added ${plural(added.length, 'more')}` : ''}`,
      };
    }
  }
}

function capitalised(text: string): string {
  const short = text.length <= MAX_TITLE ? text : `${text.slice(0, MAX_TITLE - 1).replace(/\s+\S*$/, '')}…`;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

function customTask(title: string, category: TaskCategory): CoachTask {
  return {
    title,
    description: bulletList([
      'Gather what you need before you start',
      `${title}, one area at a time`,
      'Put everything back where it belongs when you finish',
    ]),
    category,
    priority: 2,
    estimated_time: ADDED_TASK_MINUTES,
  };
}

function focusOnArea(tasks: EditableTask[], focus: { terms: string[]; phrase: string }, spaceType: SpaceType): Change {
  const matching = tasks.filter((task) => wordMatch(task, focus.terms) > 0);
  const others = tasks.filter((task) => !matching.includes(task));
  const present = titlesOf(tasks);
  const byRelevance = (pool: readonly LibraryTask[]) =>
    pool
      .map((task, order) => ({ task, order, matches: matchCount(task, focus.terms) }))
      .filter(
        ({ task, matches }) => matches > 0 && !present.has(task.title.toLowerCase()) && !repeats(tasks, task.title),
      )
      .sort((a, b) => b.matches - a.matches || a.order - b.order)
      .map(({ task }) => task);
  const inRoom = byRelevance(libraryForSpace(spaceType));
  const candidates = inRoom.length > 0 ? inRoom : byRelevance(COACH_LIBRARY);
  const added = candidates
    .slice(0, matching.length > 0 ? 1 : 2)
    .map((task) => toCoachTask(task, task.estimated_time, task.priority));
  if (matching.length === 0 && added.length === 0) {
    const own = customTask(capitalised(`tidy up the ${focus.phrase}`), 'organize');
    return { tasks: [own, ...tasks], clause: `added a task for the ${focus.phrase} at the top` };
  }
  const moved = matching.length > 0 ? `moved the ${focus.phrase} tasks to the top` : '';
  const brought = added.length > 0 ? `added ${plural(added.length, 'task')} for the ${focus.phrase}` : '';
  return {
    tasks: [...matching, ...added, ...others],
    clause: [moved, brought].filter(Boolean).join(' and ') || `focused on the ${focus.phrase}`,
  };
}

/** A library task of the same kind in another band, for swapping a task that is too long or too short. */
function swapFor(
  task: EditableTask,
  band: 'quick' | 'focused',
  spaceType: SpaceType,
  taken: Set<string>,
): LibraryTask | undefined {
  const words = contentTerms(task.title);
  return libraryForSpace(spaceType)
    .map((candidate, order) => ({ candidate, order, matches: matchCount(candidate, words) }))
    .filter(({ candidate }) => candidate.category === task.category && candidate.band === band)
    .filter(({ candidate }) => !taken.has(candidate.title.toLowerCase()))
    .sort((a, b) => b.matches - a.matches || a.order - b.order)[0]?.candidate;
}

function changeDifficulty(tasks: EditableTask[], direction: 'easier' | 'harder', spaceType: SpaceType): Change {
  const taken = titlesOf(tasks);
  let swapped = 0;
  const changed = tasks.map((task): EditableTask => {
    const tooLong = direction === 'easier' && task.estimated_time >= 30;
    const tooShort = direction === 'harder' && task.estimated_time <= 6;
    const swap = tooLong || tooShort ? swapFor(task, 'focused', spaceType, taken) : undefined;
    const lighter = tooLong && !swap ? swapFor(task, 'quick', spaceType, taken) : swap;
    if (lighter) {
      taken.add(lighter.title.toLowerCase());
      swapped += 1;
      const priority =
        direction === 'easier'
          ? Math.min(lighter.priority, task.priority - 1)
          : Math.max(lighter.priority, task.priority + 1);
      return toCoachTask(lighter, lighter.estimated_time, clampPriority(priority));
    }
    const factor = direction === 'easier' ? 0.75 : 1.25;
    return {
      ...task,
      priority: clampPriority(task.priority + (direction === 'easier' ? -1 : 1)),
      estimated_time: Math.max(1, Math.round(task.estimated_time * factor)),
    };
  });
  const swapNote =
    swapped === 0
      ? ''
      : direction === 'easier'
        ? `, swapping ${plural(swapped, 'long task')} for lighter ones`
        : `, swapping ${plural(swapped, 'quick task')} for bigger ones`;
  return { tasks: changed, clause: `made the tasks ${direction}${swapNote}` };
}

/** Library tasks that lengthen the list towards `target` minutes, of kinds already in it first. */
function lengthen(tasks: EditableTask[], target: number, spaceType: SpaceType): EditableTask[] {
  const list = [...tasks];
  while (total(list) * MAX_GROWTH < target && list.length < MAX_TASKS) {
    const kinds = new Set(list.map((task) => task.category));
    const gap = Math.min(target - total(list), 25);
    const next = freshLibraryTasks(spaceType, list)
      .map((task, order) => ({ task, order }))
      .sort(
        (a, b) =>
          Number(!kinds.has(a.task.category)) - Number(!kinds.has(b.task.category)) ||
          Math.abs(a.task.estimated_time - gap) - Math.abs(b.task.estimated_time - gap) ||
          a.order - b.order,
      )[0]?.task;
    if (!next) break;
    list.push(toCoachTask(next, next.estimated_time, next.priority));
  }
  return list;
}

function resize(tasks: EditableTask[], wanted: number, spaceType: SpaceType): Change {
  const target = Math.max(1, Math.round(wanted));
  const before = total(tasks);
  let list = [...tasks];
  let dropped = 0;
  if (target < before) {
    while (list.length > 1 && (target / total(list) < MIN_SCALE || target / list.length < MIN_TASK_MINUTES)) {
      // Never drop so much that the rest falls short of the time asked for.
      const index = lowestPriorityIndex(list, (task) => total(list) - task.estimated_time >= target);
      if (index < 0) break;
      list = list.filter((_, position) => position !== index);
      dropped += 1;
    }
  }
  const growing = target > before;
  if (growing) list = lengthen(list, target, spaceType);
  const added = list.length - (tasks.length - dropped);
  const canGrow = total(list) * MAX_GROWTH >= target;
  const minutes = fitMinutes(
    list.map((task) => ({
      minutes: task.estimated_time,
      range: growing
        ? {
            min: Math.max(1, Math.ceil(task.estimated_time * 0.7)),
            max: canGrow ? Math.floor(task.estimated_time * MAX_GROWTH) : Number.MAX_SAFE_INTEGER,
          }
        : { min: 1, max: task.estimated_time },
    })),
    target,
  );
  const resized = list.map((task, index) => ({ ...task, estimated_time: minutes[index] ?? task.estimated_time }));
  const direction = total(resized) < before ? 'shorter' : total(resized) > before ? 'longer' : 'the same length';
  const extra = [
    dropped > 0 ? `dropped ${plural(dropped, 'lower-priority task')}` : '',
    added > 0 ? `added ${plural(added, 'task')}` : '',
  ].filter(Boolean);
  const made = direction === 'the same length' ? 'kept the tasks the same length' : `made the tasks ${direction}`;
  return {
    tasks: resized,
    clause: `${[made, ...extra].join(' and ')}: about ${plural(total(resized), 'minute')} in all`,
  };
}

function removeTask(tasks: EditableTask[], target: RemoveTarget, spaceType: SpaceType): Change | null {
  const without = (index: number): Change | null => {
    const task = tasks[index];
    return task
      ? { tasks: tasks.filter((_, position) => position !== index), clause: `removed “${task.title}”` }
      : null;
  };
  switch (target.kind) {
    case 'position':
      return without(target.index);
    case 'last':
      return without(tasks.length - 1);
    case 'title': {
      const wanted = target.title.toLowerCase();
      const exact = tasks.findIndex((task) => task.title.toLowerCase() === wanted);
      if (exact >= 0) return without(exact);
      const partial = tasks.findIndex(
        (task) => task.title.toLowerCase().includes(wanted) || wanted.includes(task.title.toLowerCase()),
      );
      if (partial >= 0) return without(partial);
      return without(bestMatch(tasks, contentTerms(target.title)));
    }
    case 'words': {
      const { category } = target;
      if (category && target.plural) {
        const count = tasks.filter((task) => task.category === category).length;
        if (count === 0) return null;
        return changeCategory(tasks, 'none', category, spaceType);
      }
      const best = bestMatch(tasks, target.words);
      if (best >= 0) return without(best);
      return category ? without(tasks.findIndex((task) => task.category === category)) : null;
    }
  }
}

function addTask(tasks: EditableTask[], words: string): Change {
  // "descale the kettle, but leave the rest": the task is the first part.
  const title = capitalised(
    words.split(/\s*(?:[;.]|,\s*(?:but|and|because|so|it'?s|it is|please)\b)\s*/)[0]?.trim() || words,
  );
  const category = categoriesIn(title)[0] ?? 'organize';
  return { tasks: [...tasks, customTask(title, category)], clause: `added “${title}”` };
}

function sentence(said: readonly string[]): string {
  // A step that changed nothing has nothing to say.
  const clauses = said.filter((clause) => clause.trim().length > 0);
  const joined = clauses.length <= 1 ? (clauses[0] ?? '') : `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)}`;
  // "made the tasks easier and made the tasks shorter" reads better as "made the tasks easier and shorter".
  const tidy = joined.replace(/made the tasks (\w+) and made the tasks /, 'made the tasks $1 and ');
  return `${tidy.charAt(0).toUpperCase()}${tidy.slice(1)}.`;
}

function applyChanges(request: Extract<EditRequest, { kind: 'change' }>, input: EditTasksInput): Change[] {
  const changes: Change[] = [];
  let tasks: EditableTask[] = [...input.currentTasks];
  const step = (change: Change) => {
    changes.push(change);
    tasks = change.tasks;
  };
  for (const { mode, category } of request.categories) step(changeCategory(tasks, mode, category, input.spaceType));
  if (request.focus) step(focusOnArea(tasks, request.focus, input.spaceType));
  if (request.difficulty) step(changeDifficulty(tasks, request.difficulty, input.spaceType));
  if (request.time) {
    const { minutes, change, direction } = request.time;
    const now = total(tasks);
    const wanted =
      minutes ??
      (change !== null ? now + change : Math.round(now * (direction === 'longer' ? LONGER_FACTOR : SHORTER_FACTOR)));
    step(resize(tasks, wanted, input.spaceType));
  }
  return changes;
}

const THANKS_MESSAGE = 'Glad it suits you, so I left the list as it is.';

/** The things a part of a sentence names ("the shower scrubbing" → the shower). */
const thingsIn = (words: string) => {
  const said = understand(words);
  return [...said.things, ...said.places];
};

/** The message for an edit: what each step did, then anything removed or added that it did not say. */
function account(clauses: readonly string[], before: readonly EditableTask[], after: readonly EditableTask[]): string {
  const said = clauses.join(' ');
  const removed = before.filter((task) => task.id !== undefined && !after.some((now) => now.id === task.id));
  const added = after.filter((task) => task.id === undefined);
  const titles = (tasks: readonly EditableTask[]) => tasks.map((task) => `“${task.title}”`).join(', ');
  const unnamed = removed.filter((task) => !said.includes(task.title));
  const extra: string[] = [];
  if (unnamed.length > 0 && !new RegExp(`\\b${removed.length}\\b`).test(said)) extra.push(`removed ${titles(unnamed)}`);
  if (
    added.length > 0 &&
    !/\b(?:add|swap|replac|split)/i.test(said) &&
    !added.some((task) => said.includes(task.title))
  )
    extra.push(`added ${titles(added)}`);
  if (extra.length === 0) return sentence(clauses);
  const last = clauses.length - 1;
  return sentence(clauses.map((clause, index) => (index === last ? `${clause} (${extra.join('; ')})` : clause)));
}

// An added title that starts like this names a thing ("one for the fridge"), not a task in the person's words.
const NOT_A_VERB = new Set([
  'the',
  'a',
  'an',
  'one',
  'some',
  'something',
  'anything',
  'few',
  'couple',
  'more',
  'for',
  'about',
  'another',
  'my',
  'our',
  'this',
  'that',
  'extra',
  'other',
  'quick',
  'two',
  'three',
  'four',
  'five',
  'several',
  'couple',
]);
const startsWithVerb = (title: string) => !NOT_A_VERB.has(title.trim().toLowerCase().split(/\s+/)[0] ?? '');

/** Edits the household's sentences ask for (see edit-wishes.ts), in the order they apply; empty when none. */
function wishesFor(input: EditTasksInput, said: Understanding, request: EditRequest | null): Wish[] {
  const wishes: Wish[] = [];
  let tasks: EditableTask[] = [...input.currentTasks];
  const step = (wish: Wish | null) => {
    if (!wish) return;
    wishes.push(wish);
    tasks = wish.tasks;
  };
  const special =
    split(tasks, said, input.prompt) ??
    replace(tasks, input.prompt, thingsIn, said) ??
    oneTaskMinutes(tasks, input.prompt, thingsIn) ??
    toTop(tasks, said, input.prompt);
  if (special) return [{ ...special, complete: true }];
  step(takeOff(tasks, said, input.prompt));
  if (request?.kind === 'add' && !startsWithVerb(request.title)) {
    step(addAbout(tasks, said) ?? addSome(tasks, input.spaceType, said, input.prompt));
  }
  step(withinBody(tasks, said));
  if (said.limits.lowEnergy) step(lighter(tasks));
  if (said.limits.kidsHelping) step(forKids(tasks));
  return wishes;
}

/**
 * edit-tasks-ai for the builtin coach: plain-English edits to the current task list. A task the edit adds
 * never goes against the space's notes ("no closet", "the Lego display stays", "nothing heavy"): it is left
 * out, and the message says so. Tasks already on the list are the household's; the notes do not remove them.
 */
export function editTaskList(input: EditTasksInput): EditTasksResult {
  const result = editByWords(input);
  if (!result.understood || !input.notes?.trim()) return result;
  const fromNotes = understand(input.notes);
  const fresh = result.tasks.filter((task) => task.id === undefined);
  const { tasks: fitting, removed } = withoutLeftOut(fresh, fromNotes, { keepTitlesThatFit: false });
  if (removed.length === 0 && fitting.every((task, index) => task === fresh[index])) return result;
  const tasks = result.tasks.flatMap((task) => {
    if (task.id !== undefined) return [task];
    const index = fresh.indexOf(task);
    const shaped = fitting.find((candidate) => candidate.title === fresh[index]?.title);
    return shaped ? [shaped] : [];
  });
  const left = removed.map((task) => `“${task.title}”`).join(', ');
  const message = removed.length > 0 ? `${result.message} I left out ${left}, which your notes for this space rule out.` : result.message;
  return { understood: true, message, tasks };
}

function editByWords(input: EditTasksInput): EditTasksResult {
  const said = understand(input.prompt);
  const request = readEditPrompt(input.prompt);
  const unchanged: EditTasksResult = { understood: false, message: NOT_UNDERSTOOD_MESSAGE, tasks: input.currentTasks };

  const wishes = wishesFor(input, said, request);
  const addHandled = request?.kind === 'add' && wishes.length > 0;
  if (wishes.length > 0) {
    let tasks = wishes.at(-1)?.tasks ?? input.currentTasks;
    const clauses = wishes.map((wish) => wish.clause);
    // A length or kind of task asked for alongside ("I'm tired, only 10 minutes") still applies.
    if (request?.kind === 'change' && !addHandled && !wishes[0]?.complete) {
      const changes = applyChanges(
        { ...request, focus: null },
        { ...input, currentTasks: tasks.map((task) => ({ ...task, id: task.id ?? '' })) },
      );
      if (changes.length > 0) {
        tasks = (changes.at(-1)?.tasks ?? tasks).map((task) => (task.id === '' ? withoutId(task) : task));
        clauses.push(...changes.map((change) => change.clause));
      }
    }
    return { understood: true, message: account(clauses, input.currentTasks, tasks), tasks };
  }
  if (!request) {
    if (isThanks(input.prompt)) return { understood: true, message: THANKS_MESSAGE, tasks: input.currentTasks };
    const things = [...said.things, ...said.places];
    if (things.length > 0) {
      // Something named with no instruction ("the shoes by the door"): put its tasks first, or add one.
      const wish = toTop(input.currentTasks, said, 'first') ?? addAbout(input.currentTasks, said);
      if (wish)
        return { understood: true, message: account([wish.clause], input.currentTasks, wish.tasks), tasks: wish.tasks };
    }
    return unchanged;
  }

  if (request.kind === 'remove') {
    const change = removeTask(input.currentTasks, request.target, input.spaceType);
    return change
      ? { understood: true, message: account([change.clause], input.currentTasks, change.tasks), tasks: change.tasks }
      : { ...unchanged, message: NOT_FOUND_MESSAGE };
  }
  if (request.kind === 'add') {
    const change = addTask(input.currentTasks, request.title);
    const twin = repeats(input.currentTasks, change.tasks.at(-1)?.title ?? '');
    if (twin)
      return {
        understood: true,
        message: `The list already has “${twin.title}”, so I left it as it is.`,
        tasks: input.currentTasks,
      };
    return { understood: true, message: sentence([change.clause]), tasks: change.tasks };
  }
  if (
    input.currentTasks.length === 0 &&
    !request.categories.some(({ mode }) => mode !== 'less' && mode !== 'none') &&
    !request.focus
  ) {
    return { understood: true, message: 'There are no tasks to change yet.', tasks: [] };
  }
  const changes = applyChanges(request, input);
  const tasks = changes.at(-1)?.tasks ?? input.currentTasks;
  return {
    understood: true,
    message: account(
      changes.map((change) => change.clause),
      input.currentTasks,
      tasks,
    ),
    tasks,
  };
}

function withoutId(task: EditableTask): EditableTask {
  const { id: _id, ...rest } = task;
  return rest;
}
