import { thingsMentioned } from './understand';
import { singular } from './vocabulary';

// Two tasks are the same when they do the same thing to the same things: "Make the bed" and
// "Make the bed neatly", "Wipe the mirror" and "Clean the bathroom mirror", "Take the 3 cups back
// to the kitchen" and "Take the cups back". Adverbs, articles, numbers, room names, plurals and
// word order do not count; the action (by its group of synonyms) and the things do.

// Each action's words; multi-word ones are read before single words.
const ACTION_GROUPS: Readonly<Record<string, readonly string[]>> = {
  clean: [
    'clean',
    'wipe',
    'wipe down',
    'dust',
    'polish',
    'scrub',
    'wash',
    'shine',
    'spray',
    'disinfect',
    'sanitise',
    'sanitize',
    'descale',
    'degrease',
    'buff',
    'rinse',
    'freshen',
    'freshen up',
    'deep clean',
    'deep-clean',
    'spot clean',
    'spot-clean',
  ],
  floor: ['vacuum', 'hoover', 'sweep', 'mop'],
  organize: [
    'organize',
    'organise',
    'reorganize',
    'reorganise',
    'sort',
    'sort out',
    'tidy',
    'tidy up',
    'straighten',
    'arrange',
    'order',
    'group',
    'line up',
    'neaten',
    'reset',
    'restore',
  ],
  declutter: [
    'declutter',
    'clear',
    'clear out',
    'clear off',
    'purge',
    'cull',
    'empty',
    'thin out',
    'go through',
    'edit',
  ],
  return: [
    'put away',
    'put back',
    'return',
    'take back',
    'carry back',
    'bring back',
    'tidy away',
    'gather',
    'collect',
    'pick up',
    'round up',
  ],
  make: ['make'],
  hang: ['fold', 'hang', 'hang up', 'fold and hang', 'fold or hang', 'hang or fold'],
  donate: ['donate', 'give away', 'pass on', 'pick out', 'choose', 'pick'],
  discard: ['bin', 'throw away', 'throw out', 'toss', 'recycle', 'discard', 'get rid of'],
  water: ['water'],
  plump: ['plump', 'plump up', 'fluff', 'fluff up', 'puff up'],
  label: ['label'],
  charge: ['charge'],
  pair: ['pair', 'pair up', 'match'],
  untangle: ['untangle', 'coil', 'bundle'],
  check: ['check', 'inspect', 'test'],
  restock: ['restock', 'refill', 'top up'],
  move: ['move', 'rearrange', 'shift', 'swap', 'rotate'],
};

const ACTION_PHRASES: readonly { words: string[]; group: string }[] = Object.entries(ACTION_GROUPS)
  .flatMap(([group, phrases]) => phrases.map((phrase) => ({ words: phrase.split(/[\s-]+/), group })))
  .sort((a, b) => b.words.length - a.words.length);

// Words that change how, how much or where, not what.
const FILLER = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'into',
  'on',
  'onto',
  'at',
  'by',
  'for',
  'from',
  'with',
  'up',
  'out',
  'off',
  'back',
  'away',
  'down',
  'over',
  'my',
  'our',
  'your',
  'their',
  'its',
  'this',
  'that',
  'these',
  'those',
  'each',
  'every',
  'all',
  'any',
  'some',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'few',
  'whole',
  'entire',
  'quick',
  'quickly',
  'fast',
  'neat',
  'neatly',
  'properly',
  'proper',
  'thorough',
  'thoroughly',
  'deep',
  'deeply',
  'gently',
  'gentle',
  'carefully',
  'nice',
  'nicely',
  'really',
  'just',
  'again',
  'today',
  'now',
  'daily',
  'weekly',
  'little',
  'bit',
  'more',
  'extra',
  'fully',
  'completely',
  'well',
  'tidily',
  'clean',
  'tidy',
  'place',
  'where',
  'they',
  'belong',
  'it',
  'them',
  'everything',
  'things',
  'stuff',
  'item',
  'items',
  'stray',
  'room',
  'space',
  'area',
  'surface',
  'surfaces',
  'top',
  'spot',
  'kitchen',
  'bedroom',
  'bathroom',
  'office',
  'garage',
  'gym',
  'living',
  'lounge',
  'hall',
  'hallway',
  'playroom',
  'nursery',
  'pantry',
  'study',
  'minute',
  'minutes',
  'min',
  'mins',
  'challenge',
  'race',
  'game',
  'beat',
  'timer',
  'mission',
  'hunt',
]);

export type TaskSignature = { action: string | null; objects: ReadonlySet<string> };

function wordsOf(title: string): string[] {
  return (
    title
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z]+(?:['-][a-z]+)*/g) ?? []
  ).map((word) => word.replace(/'s?$/, ''));
}

// Titles repeat across calls (the library, a space's list), so their signatures are kept, up to a bound.
const SIGNATURES = new Map<string, TaskSignature>();
const MAX_SIGNATURES = 5000;

/** What a task does (its action group) and to what (its things and other nouns). */
export function taskSignature(title: string): TaskSignature {
  const known = SIGNATURES.get(title);
  if (known) return known;
  const signature = readSignature(title);
  if (SIGNATURES.size >= MAX_SIGNATURES) SIGNATURES.clear();
  SIGNATURES.set(title, signature);
  return signature;
}

function readSignature(title: string): TaskSignature {
  const words = wordsOf(title.replace(/^[^:]{1,30}:\s+/, ''));
  let action: string | null = null;
  const actionWords = new Set<number>();
  // The action is the first action phrase among the first words (titles start with their verb).
  for (let index = 0; index < Math.min(words.length, 4) && action === null; index += 1) {
    const phrase = ACTION_PHRASES.find((candidate) =>
      candidate.words.every((word, offset) => words[index + offset] === word),
    );
    if (phrase) {
      action = phrase.group;
      phrase.words.forEach((_, offset) => actionWords.add(index + offset));
    }
  }
  const things = thingsMentioned(title).map((thing) => thing.id);
  const thingWords = new Set(things.flatMap((id) => id.split(' ')));
  const objects = new Set<string>(things);
  words.forEach((word, index) => {
    if (actionWords.has(index) || FILLER.has(word) || /ly$/.test(word) || /^\d/.test(word)) return;
    const one = singular(word);
    if (thingWords.has(one) || thingsMentioned(word).length > 0) return;
    if (ACTION_PHRASES.some((phrase) => phrase.words.length === 1 && phrase.words[0] === word)) return;
    objects.add(one);
  });
  return { action, objects };
}

function sameObjects(a: ReadonlySet<string>, b: ReadonlySet<string>, allowOneMore: boolean): boolean {
  if (a.size === 0 || b.size === 0) return false;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (![...small].every((object) => large.has(object))) return false;
  return large.size === small.size || (allowOneMore && large.size - small.size === 1);
}

const PLAIN = new Map<string, string>();
function plain(title: string): string {
  const known = PLAIN.get(title);
  if (known !== undefined) return known;
  const words = wordsOf(title)
    .filter((word) => !FILLER.has(word) && !/ly$/.test(word))
    .map(singular)
    .join(' ');
  if (PLAIN.size >= MAX_SIGNATURES) PLAIN.clear();
  PLAIN.set(title, words);
  return words;
}

const ACTION_START = new RegExp(
  String.raw`\s+(?:and|then|&)\s+(?=(?:${[...new Set(ACTION_PHRASES.map((phrase) => phrase.words[0]))].join('|')})\b)`,
  'i',
);

/** The actions a title joins ("Plump the cushions and fold the throws" is two). */
function partsOf(title: string): string[] {
  return title.split(ACTION_START).filter((part) => part.trim().length > 0);
}

/** Whether two task titles say the same: the same action on the same things, or one does what the other does and more. */
export function sameTask(a: string, b: string): boolean {
  const left = partsOf(a);
  const right = partsOf(b);
  if (left.length === 1 && right.length === 1) return sameSingleTask(a, b);
  return left.some((part) => right.some((other) => sameSingleTask(part, other)));
}

function sameSingleTask(a: string, b: string): boolean {
  const left = plain(a);
  if (left !== '' && left === plain(b)) return true;
  const first = taskSignature(a);
  const second = taskSignature(b);
  if (first.action === null || second.action === null) {
    return first.action === second.action && sameObjects(first.objects, second.objects, false);
  }
  // "Wipe the keyboard and screen" is not the same as "Wipe the monitor": it does more, so both may stay.
  return first.action === second.action && sameObjects(first.objects, second.objects, false);
}

/** The fresh tasks that say something new: none the same as an existing one or an earlier fresh one. */
export function withoutNearDuplicates<T extends { title: string }>(
  existing: readonly { title: string }[],
  fresh: readonly T[],
): T[] {
  const kept: T[] = [];
  const titles = existing.map((task) => task.title);
  for (const task of fresh) {
    if (titles.some((title) => sameTask(title, task.title))) continue;
    kept.push(task);
    titles.push(task.title);
  }
  return kept;
}

/** Pairs of tasks in one list that say the same, as their titles. */
export function nearDuplicatePairs(tasks: readonly { title: string }[]): [string, string][] {
  const pairs: [string, string][] = [];
  tasks.forEach((task, index) => {
    for (const other of tasks.slice(index + 1))
      if (sameTask(task.title, other.title)) pairs.push([task.title, other.title]);
  });
  return pairs;
}
