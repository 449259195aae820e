import type { SpaceType } from '@tidy/domain/constants';
import type { CoachTask } from '../coach';
import type { Thing } from './household-things';
import { libraryForSpace, toCoachTask } from './library';
import { bulletList } from './library-task';
import { forChildren, withinMinutes, withoutLeftOut } from './plan-shape';
import { sameTask, withoutNearDuplicates } from './sameness';
import { tasksForThing } from './thing-tasks';
import { mentionsSubject, type Subject, type Understanding } from './understand';

// Edits read from the household's sentences rather than from commands: "the windows are done
// already", "we don't have a pantry", "I'm exhausted today", "my kids will help", "put the pantry
// first", "split the medicine cabinet task", "replace the shower scrubbing with the toilet".
// Each returns the new list and a clause saying what changed, or null when it does not apply.

export type EditableTask = CoachTask & { id?: string };
/** `complete`: the wish is the whole edit, so the words in it are not read again as other changes. */
export type Wish = { tasks: EditableTask[]; clause: string; complete?: boolean };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const quoted = (tasks: readonly EditableTask[]) => tasks.map((task) => `“${task.title}”`).join(', ');
const about = (task: EditableTask, subject: Subject) => mentionsSubject(task.title, subject);

const THANKS =
  /^(?:ok(?:ay)?[,!. ]*)?(?:thanks?|thank you|cheers|ta)\b|\b(?:looks? (?:good|great|fine|perfect)|that'?s (?:great|perfect|fine|good)|perfect|love it|all good|great job|nice one|sounds good)\b/;
const TAKE_OFF =
  /\b(?:(?:is|are) (?:already )?(?:done|finished|sorted|clean|handled|taken care of)|done already|already done|take (?:that|it|them|those|this) off|take (?:that|it|them|those) out|(?:remove|drop|delete|scrap|ditch|skip) (?:that|it|them|those|this)|will do (?:the|that|it|them)|will handle|will take care of|do not need|no longer need|not needed|is covered|are covered|off my list)\b/;
const TO_TOP =
  /\b(?:first|to the top|at the top|on top|up top|before everything|before anything|start with|top of the list|move (?:it|them) up|priorit(?:y|i[sz]e))\b/;
const SPLIT = /\b(?:split|break|divide|chop)\b[^.]*?\b(?:into|up)\b|\bsmaller (?:steps|tasks|pieces|chunks)\b/;
const REPLACE = /\b(?:replace|swap|switch|change)\b(.+?)\b(?:with|for|to)\b(.+)$/;
const ONE_TASK_MINUTES =
  /\b(?:change|make|set|cut|shorten|put)\b(.+?)\b(?:to|down to|at)\s+(\d{1,3})\s*(?:minutes?|mins?)\b/;
const SOME_TASKS = /\b(?:few|some|couple|more|other|extra|another|something|anything|ideas?|tasks?|things?)\b/;

export function isThanks(prompt: string): boolean {
  return THANKS.test(prompt.toLowerCase().replace(/[’‘]/g, "'"));
}

/** The things a sentence names, known ones and the ones to leave alone. */
function subjectsOf(said: Understanding): Subject[] {
  return [...said.things, ...said.places, ...said.exclusions, ...said.keeps];
}

function removeAbout(
  tasks: readonly EditableTask[],
  subjects: readonly Subject[],
): { kept: EditableTask[]; removed: EditableTask[] } {
  const removed = tasks.filter((task) => subjects.some((subject) => about(task, subject)));
  return { kept: tasks.filter((task) => !removed.includes(task)), removed };
}

const removedClause = (removed: readonly EditableTask[], why: string) =>
  removed.length === 0
    ? `found no task ${why}`
    : `removed ${plural(removed.length, 'task')} ${why}: ${quoted(removed)}`;

/** "The windows are done already", "we don't have a pantry", "leave the Lego alone": those tasks go. */
export function takeOff(tasks: readonly EditableTask[], said: Understanding, prompt: string): Wish | null {
  const lower = prompt.toLowerCase().replace(/[’‘]/g, "'").replace(/n't\b/g, ' not');
  const leftAlone = [...said.exclusions, ...said.keeps];
  const done = TAKE_OFF.test(lower) ? [...said.things, ...said.places] : [];
  const subjects = [...leftAlone, ...done];
  if (subjects.length === 0) return null;
  const { kept, removed } = removeAbout(tasks, subjects);
  const names = [...new Set(subjects.map((subject) => subject.name.replace(/^the /, '')))].slice(0, 3).join(' and ');
  return { tasks: kept, clause: removedClause(removed, `about ${names}`) };
}

/** "Put the pantry first", "move the towels to the top". */
export function toTop(tasks: readonly EditableTask[], said: Understanding, prompt: string): Wish | null {
  if (!TO_TOP.test(prompt.toLowerCase())) return null;
  const subjects = [...said.things, ...said.places];
  if (subjects.length === 0) return null;
  const matching = tasks.filter((task) => subjects.some((subject) => about(task, subject)));
  if (matching.length === 0) return null;
  return {
    tasks: [...matching, ...tasks.filter((task) => !matching.includes(task))],
    clause: `moved ${quoted(matching)} to the top`,
  };
}

/** "Split the medicine cabinet task into smaller steps": its steps become tasks of their own. */
export function split(tasks: readonly EditableTask[], said: Understanding, prompt: string): Wish | null {
  if (!SPLIT.test(prompt.toLowerCase())) return null;
  const subjects = subjectsOf(said);
  const index = tasks.findIndex((task) => subjects.some((subject) => about(task, subject)));
  const task = tasks[index];
  if (!task) return null;
  const steps = task.description
    .split(/\n|(?<=[.!?])\s+|,\s*(?:then\s+)?|;\s*/)
    .map((step) => step.replace(/^[-*•]\s*/, '').trim())
    .filter((step) => step.length > 3);
  const parts =
    steps.length >= 2 ? steps.slice(0, 4) : ['Take everything out', 'Sort what you find', 'Put back what stays'];
  const minutes = Math.max(2, Math.round(task.estimated_time / parts.length));
  const pieces: EditableTask[] = parts.map((part, position) => ({
    title: `${part.charAt(0).toUpperCase()}${part.slice(1).replace(/[.!]$/, '')}`.slice(0, 80),
    description: bulletList([`Part ${position + 1} of ${parts.length} of “${task.title}”`, part]),
    category: task.category,
    priority: task.priority,
    estimated_time: minutes,
  }));
  return {
    tasks: [...tasks.slice(0, index), ...pieces, ...tasks.slice(index + 1)],
    clause: `split “${task.title}” into ${plural(pieces.length, 'new smaller task')}: ${quoted(pieces)}`,
  };
}

/** "Change the windows one to 5 minutes": only that task's time changes. */
export function oneTaskMinutes(
  tasks: readonly EditableTask[],
  prompt: string,
  find: (words: string) => Subject[],
): Wish | null {
  const match = ONE_TASK_MINUTES.exec(prompt.toLowerCase());
  if (!match?.[1] || !match[2]) return null;
  const subjects = find(match[1]);
  if (subjects.length === 0) return null;
  const index = tasks.findIndex((task) => subjects.some((subject) => about(task, subject)));
  const task = tasks[index];
  if (!task) return null;
  const minutes = Math.max(1, Math.min(480, Number(match[2])));
  return {
    tasks: tasks.map((other, position) => (position === index ? { ...other, estimated_time: minutes } : other)),
    clause: `set “${task.title}” to ${plural(minutes, 'minute')}`,
  };
}

/** Tasks about a thing, for adding to a list: none that repeat a task already on it. */
export function newTasksAbout(
  things: readonly Thing[],
  tasks: readonly EditableTask[],
  said: Understanding,
  count: number,
): EditableTask[] {
  const options = things.flatMap((thing) =>
    tasksForThing(thing).map((task) => toCoachTask(task, task.estimated_time, task.priority)),
  );
  const fitting = withoutLeftOut(options, said, { keepTitlesThatFit: false }).tasks;
  return withoutNearDuplicates(tasks, fitting).slice(0, count);
}

/** "Replace the shower scrubbing with cleaning the toilet". */
export function replace(
  tasks: readonly EditableTask[],
  prompt: string,
  find: (words: string) => Thing[],
  said: Understanding,
): Wish | null {
  const match = REPLACE.exec(prompt.toLowerCase());
  if (!match?.[1] || !match[2]) return null;
  const out = find(match[1]);
  const inThings = find(match[2]);
  if (out.length === 0 || inThings.length === 0) return null;
  // The one task the words point at, not every task that shares a word with it.
  const first = tasks.find((task) => out.some((subject) => about(task, subject)));
  if (!first) return null;
  const removed = [first];
  const kept = tasks.filter((task) => task !== first);
  const added = newTasksAbout(inThings, kept, said, 1);
  const position = tasks.indexOf(removed[0] as EditableTask);
  const before = kept.filter((task) => tasks.indexOf(task) < position);
  const after = kept.filter((task) => tasks.indexOf(task) > position);
  return {
    tasks: [...before, ...added, ...after],
    clause: `replaced ${quoted(removed)} with ${added.length > 0 ? quoted(added) : 'nothing new'}`,
  };
}

/** "Add a task for the bookshelf", "add something for the mirror": tasks about those things. */
export function addAbout(tasks: readonly EditableTask[], said: Understanding): Wish | null {
  const things = said.things.length > 0 ? said.things : said.places;
  if (things.length === 0) return null;
  const added = newTasksAbout(things, tasks, said, 1);
  if (added.length === 0) {
    const twin = tasks.find((task) => things.some((thing) => about(task, thing)));
    return {
      tasks: [...tasks],
      clause: twin ? `kept the list as it is: “${twin.title}” already covers it` : 'found nothing new to add',
    };
  }
  return { tasks: [...tasks, ...added], clause: `added ${quoted(added)}` };
}

/** "Add a few quick tasks": library tasks for the room that the list does not have yet. */
export function addSome(
  tasks: readonly EditableTask[],
  spaceType: SpaceType,
  said: Understanding,
  prompt: string,
): Wish | null {
  if (!SOME_TASKS.test(prompt.toLowerCase())) return null;
  const quick = /\b(?:quick|short|small|fast|easy)\b/.test(prompt.toLowerCase());
  const pool = libraryForSpace(spaceType)
    .filter((task) => !quick || task.band === 'quick')
    .map((task) => toCoachTask(task, task.estimated_time, task.priority));
  const fitting = withoutLeftOut(pool, said, { keepTitlesThatFit: false }).tasks;
  const added = withoutNearDuplicates(tasks, fitting).slice(0, 3);
  if (added.length === 0) return null;
  return {
    tasks: [...tasks, ...added],
    clause: `added ${plural(added.length, quick ? 'quick task' : 'task')}: ${quoted(added)}`,
  };
}

/** A bad back, no ladders, no bending: tasks that need it go, steps that need it are dropped. */
export function withinBody(tasks: readonly EditableTask[], said: Understanding): Wish | null {
  const { noHeavy, noLadders, noBending, kidsHelping } = said.limits;
  if (!noHeavy && !noLadders && !noBending && !kidsHelping) return null;
  const shaped = withoutLeftOut(tasks, { exclusions: [], keeps: [], limits: said.limits }, { keepTitlesThatFit: true });
  const what = [
    noHeavy ? 'lifting or carrying' : '',
    noLadders ? 'climbing or reaching up high' : '',
    noBending ? 'bending down' : '',
    kidsHelping && !noHeavy ? 'anything unsafe for children' : '',
  ]
    .filter(Boolean)
    .join(' or ');
  const clauses = [
    shaped.removed.length > 0
      ? `removed ${plural(shaped.removed.length, 'task')} that need ${what}: ${quoted(shaped.removed)}`
      : '',
    shaped.rewritten.length > 0 ? `took the ${what} out of ${quoted(shaped.rewritten)}` : '',
  ].filter(Boolean);
  if (clauses.length === 0 && !kidsHelping)
    return { tasks: [...tasks], clause: `checked the list: nothing needs ${what}` };
  return { tasks: shaped.tasks, clause: clauses.join(' and ') };
}

/** Tired: the three most important tasks, each short, about twenty minutes in all. */
export function lighter(tasks: readonly EditableTask[]): Wish {
  const ranked = tasks
    .map((task, order) => ({ task, order }))
    .sort(
      (a, b) => b.task.priority - a.task.priority || a.task.estimated_time - b.task.estimated_time || a.order - b.order,
    )
    .slice(0, 3)
    .sort((a, b) => a.order - b.order)
    .map(({ task }) => ({ ...task, estimated_time: Math.min(task.estimated_time, 10) }));
  const kept = withinMinutes(ranked, 20);
  const removed = tasks.filter((task) => !kept.some((other) => other.id !== undefined && other.id === task.id));
  const total = kept.reduce((sum, task) => sum + task.estimated_time, 0);
  return {
    tasks: kept,
    clause: `kept the ${plural(kept.length, 'lightest important task')}, shortened to ${plural(total, 'minute')} in all${removed.length > 0 ? `, and set aside ${plural(removed.length, 'task')} for another day: ${quoted(removed)}` : ''}`,
  };
}

/** Children helping: each task worded as a game. */
export function forKids(tasks: readonly EditableTask[]): Wish {
  return { tasks: forChildren(tasks), clause: 'worded each task as a game for the kids' };
}

/** The titles of the list that a new task would repeat. */
export function repeats(tasks: readonly EditableTask[], title: string): EditableTask | undefined {
  return tasks.find((task) => sameTask(task.title, title));
}
