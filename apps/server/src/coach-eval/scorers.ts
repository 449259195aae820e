import type { CaseOutput, OutputTask, Rule, RuleResult, Where } from './types';
import { firstSaid, sameTask, says, taskKey, words } from './text';

// The rules a case's answer must keep, each a plain check on the words and numbers the coach gave back.
// A failed rule says which task broke it, so a failing case explains itself.

/** Words that ask a body for strength or height. A case adds its own (a "no carrying" household adds carry*). */
export const STRAIN_WORDS = [
  'heavy',
  'lift*',
  'haul*',
  'ladder*',
  'stepladder*',
  'step stool',
  'climb*',
  'drag*',
  'bulky',
  'move furniture',
  'move the furniture',
  'move the couch',
  'move the sofa',
  'move the bed',
  'move the dresser',
  'move the wardrobe',
  'move the bookcase',
  'move the bookshelf',
] as const;

/** Wording that turns a chore into a game for a child. */
export const GAME_WORDS = [
  'game',
  'race',
  'challenge',
  'hunt',
  'treasure',
  'beat the',
  'who can',
  'how many',
  'see if',
  'point',
  'star',
  'sticker',
  'song',
  'music',
  'dance',
  'contest',
  'relay',
  'mission',
  'quest',
  'bingo',
  'pretend',
  'detective',
  'superhero',
  'countdown',
  'fun',
  'play',
] as const;

/** Things a child should not be handed in a chore. */
export const CHILD_HAZARDS = [
  'bleach',
  'chemical*',
  'knife',
  'knives',
  'sharp',
  'ladder*',
  'stepladder*',
  'step stool',
  'oven cleaner',
  'drain cleaner',
  'razor*',
  'power tool*',
  'stove',
] as const;

/** What a coach says when it gives up on a sentence. */
export const APOLOGIES = [
  'sorry',
  'didnt understand',
  'did not understand',
  'dont understand',
  'do not understand',
  'couldnt understand',
  'could not understand',
  'not sure what',
  'rephrase',
  'try again',
] as const;

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const ADD_WORDS = ['add*', 'new', 'included', 'include', 'put in', 'plus'];

const textOf = (task: OutputTask, where: Where = 'text') =>
  where === 'title' ? task.title : `${task.title}\n${task.description}`;
const quote = (task: OutputTask) => `"${task.title}"`;
const minutes = (tasks: readonly OutputTask[]) => tasks.reduce((sum, task) => sum + task.estimated_time, 0);

function failing(tasks: readonly OutputTask[], terms: readonly string[]) {
  return tasks.flatMap((task) => {
    const word = firstSaid(textOf(task), terms);
    return word === undefined ? [] : [`${quote(task)} says "${word}"`];
  });
}

function check(rule: Rule, output: CaseOutput): string | undefined {
  const { tasks } = output;
  switch (rule.rule) {
    case 'covers': {
      const missing = rule.subjects.filter(
        (subject) => !tasks.some((task) => firstSaid(textOf(task, rule.where ?? 'title'), subject)),
      );
      return missing.length === 0 ? undefined : `no task about ${missing.map((subject) => subject[0]).join(', ')}`;
    }
    case 'never': {
      const found = failing(tasks, rule.words);
      return found.length === 0 ? undefined : found.join('; ');
    }
    case 'everyTask': {
      if (tasks.length === 0) return 'no tasks';
      const off = tasks.filter((task) => !firstSaid(textOf(task, rule.where), rule.words));
      return off.length === 0 ? undefined : `not about ${rule.words[0]}: ${off.map(quote).join(', ')}`;
    }
    case 'share': {
      if (tasks.length === 0) return 'no tasks';
      const on = tasks.filter((task) => firstSaid(textOf(task, rule.where ?? 'title'), rule.words)).length;
      return on / tasks.length >= rule.atLeast
        ? undefined
        : `${on} of ${tasks.length} tasks say ${rule.words.slice(0, 4).join('/')}…, wanted ${Math.round(rule.atLeast * 100)} %`;
    }
    case 'tasksSaying': {
      const on = tasks.filter((task) => firstSaid(textOf(task, rule.where), rule.words)).length;
      return on >= rule.atLeast ? undefined : `${on} tasks say ${rule.words[0]}, wanted at least ${rule.atLeast}`;
    }
    case 'count': {
      if (rule.min !== undefined && tasks.length < rule.min)
        return `${tasks.length} tasks, wanted at least ${rule.min}`;
      if (rule.max !== undefined && tasks.length > rule.max) return `${tasks.length} tasks, wanted at most ${rule.max}`;
      return undefined;
    }
    case 'totalMinutes': {
      const total = minutes(tasks);
      return total <= rule.atMost ? undefined : `${total} minutes in all, limit ${rule.atMost}`;
    }
    case 'eachMinutes': {
      const long = tasks.filter((task) => task.estimated_time > rule.atMost);
      return long.length === 0
        ? undefined
        : `longer than ${rule.atMost} min: ${long.map((task) => `${quote(task)} ${task.estimated_time} min`).join(', ')}`;
    }
    case 'noStrain': {
      const found = failing(tasks, [...STRAIN_WORDS, ...(rule.extra ?? [])]);
      return found.length === 0 ? undefined : found.join('; ');
    }
    case 'kidFriendly': {
      if (tasks.length === 0) return 'no tasks';
      const hazards = failing(tasks, CHILD_HAZARDS);
      if (hazards.length > 0) return `unsafe for a child: ${hazards.join('; ')}`;
      const games = tasks.filter((task) => firstSaid(textOf(task), GAME_WORDS)).length;
      return games / tasks.length >= rule.atLeast
        ? undefined
        : `${games} of ${tasks.length} tasks worded as a game, wanted ${Math.round(rule.atLeast * 100)} %`;
    }
    case 'noDuplicates': {
      const pairs: string[] = [];
      tasks.forEach((task, index) => {
        for (const other of tasks.slice(index + 1)) {
          if (sameTask(task.title, other.title)) pairs.push(`${quote(task)} ≈ ${quote(other)}`);
        }
      });
      return pairs.length === 0 ? undefined : `same task twice: ${pairs.join(', ')}`;
    }
    case 'notRepeating': {
      const repeats = tasks.flatMap((task) =>
        rule.titles.filter((title) => sameTask(task.title, title)).map((title) => `${quote(task)} repeats "${title}"`),
      );
      return repeats.length === 0 ? undefined : repeats.join(', ');
    }
    case 'keeps': {
      const before = output.edit?.before ?? [];
      const lost = rule.ids.flatMap((id) => {
        const original = before.find((task) => task.id === id);
        const now = tasks.find((task) => task.id === id);
        if (!now) return [`${original ? quote(original) : id} was removed`];
        if (original && now.title !== original.title && !sameTask(now.title, original.title)) {
          return [`${quote(original)} became ${quote(now)}`];
        }
        return [];
      });
      return lost.length === 0 ? undefined : lost.join(', ');
    }
    case 'removes': {
      const left = tasks.filter((task) => task.id !== undefined && rule.ids.includes(task.id));
      return left.length === 0 ? undefined : `still there: ${left.map(quote).join(', ')}`;
    }
    case 'adds': {
      const added = tasks.filter((task) => task.id === undefined);
      return added.some((task) => firstSaid(textOf(task), rule.words))
        ? undefined
        : added.length === 0
          ? 'nothing was added'
          : `added ${added.map(quote).join(', ')}, none about ${rule.words[0]}`;
    }
    case 'changes': {
      const now = tasks.find((task) => task.id === rule.id);
      if (!now) return `task ${rule.id} was removed`;
      return firstSaid(textOf(now), rule.words) ? undefined : `${quote(now)} does not say ${rule.words[0]}`;
    }
    case 'taskMinutes': {
      const now = tasks.find((task) => task.id === rule.id);
      if (!now) return `task ${rule.id} was removed`;
      return now.estimated_time <= rule.atMost
        ? undefined
        : `${quote(now)} takes ${now.estimated_time} min, wanted at most ${rule.atMost}`;
    }
    case 'firstSays': {
      const [first] = tasks;
      if (!first) return 'no tasks';
      return firstSaid(textOf(first), rule.words) ? undefined : `first task is ${quote(first)}`;
    }
    case 'understood': {
      if (!output.edit) return 'not an edit';
      return output.edit.understood === rule.value
        ? undefined
        : `understood=${output.edit.understood} ("${output.edit.message}")`;
    }
    case 'messageSays': {
      if (!output.edit) return 'not an edit';
      return firstSaid(output.edit.message, rule.words)
        ? undefined
        : `message "${output.edit.message}" does not say ${rule.words[0]}`;
    }
    case 'messageAccounts':
      return messageAccounts(output);
    case 'noApology': {
      if (!output.edit) return 'not an edit';
      const word = firstSaid(output.edit.message, APOLOGIES);
      return word === undefined ? undefined : `message "${output.edit.message}" says "${word}"`;
    }
    case 'ownWords': {
      const request = words(output.request ?? '');
      const original = new Set((output.edit?.before ?? []).map((task) => task.title));
      const copies = tasks.filter(
        (task) => !original.has(task.title) && longestSharedRun(words(task.title), request) >= ECHO_WORDS,
      );
      return copies.length === 0 ? undefined : `the request copied as a title: ${copies.map(quote).join(', ')}`;
    }
    case 'refreshDiffers': {
      const shown = output.motivations ?? [];
      if (shown.length < 2) return 'no refresh was made';
      const repeats = shown.slice(1).flatMap((motivation, index) => {
        const earlier = shown.slice(0, index + 1);
        const problems: string[] = [];
        if (motivation.quote.trim() === '' || motivation.dailyTip.trim() === '')
          problems.push(`refresh ${index + 1} is empty`);
        if (earlier.some((seen) => seen.quote === motivation.quote))
          problems.push(`refresh ${index + 1} repeats the quote "${motivation.quote}"`);
        if (earlier.some((seen) => seen.dailyTip === motivation.dailyTip))
          problems.push(`refresh ${index + 1} repeats the tip "${motivation.dailyTip}"`);
        return problems;
      });
      return repeats.length === 0 ? undefined : repeats.join('; ');
    }
  }
}

/** A title sharing this many words in a row with the request is the request copied, not a task. */
const ECHO_WORDS = 5;

function longestSharedRun(title: readonly string[], request: readonly string[]) {
  let longest = 0;
  for (let start = 0; start < title.length; start += 1) {
    for (let from = 0; from < request.length; from += 1) {
      let run = 0;
      while (title[start + run] !== undefined && title[start + run] === request[from + run]) run += 1;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

/** An edit's message must say what it did: name or count what it removed, and say it added. */
function messageAccounts(output: CaseOutput): string | undefined {
  if (!output.edit) return 'not an edit';
  const { message, before } = output.edit;
  const removed = before.filter((task) => !output.tasks.some((now) => now.id === task.id));
  const added = output.tasks.filter((task) => task.id === undefined);
  const problems: string[] = [];
  if (removed.length > 0) {
    const counted = says(message, String(removed.length)) || says(message, NUMBER_WORDS[removed.length] ?? '');
    const unnamed = removed.filter(
      (task) => !taskKey(task.title).things.some((word) => word.length > 2 && says(message, word)),
    );
    if (!counted && unnamed.length > 0) problems.push(`removed ${unnamed.map(quote).join(', ')} without saying so`);
  }
  if (added.length > 0) {
    const named = added.some((task) =>
      taskKey(task.title).things.some((word) => word.length > 2 && says(message, word)),
    );
    if (!named && !firstSaid(message, ADD_WORDS))
      problems.push(`added ${added.map(quote).join(', ')} without saying so`);
  }
  return problems.length === 0 ? undefined : `message "${message}": ${problems.join('; ')}`;
}

/** Every rule of a case, checked on its output. */
export function scoreRules(rules: readonly Rule[], output: CaseOutput): RuleResult[] {
  return rules.map((rule) => {
    const reason = check(rule, output);
    return reason === undefined ? { rule: rule.rule, pass: true } : { rule: rule.rule, pass: false, reason };
  });
}
