import type { TaskCategory } from '@tidy/domain/constants';
import { categoryOfWord, contentTerms, promptWords } from './vocabulary';

// Reading an edit request ("make it shorter", "no cleaning", "remove the second task") into the
// changes it asks for. Applying them is edit.ts's job.

export type CategoryMode = 'more' | 'less' | 'none' | 'only' | 'focus';

export type RemoveTarget =
  | { kind: 'position'; index: number }
  | { kind: 'last' }
  | { kind: 'title'; title: string }
  | { kind: 'words'; words: string[]; category: TaskCategory | undefined; plural: boolean };

export type EditRequest =
  | { kind: 'remove'; target: RemoveTarget }
  | { kind: 'add'; title: string }
  | {
      kind: 'change';
      categories: { mode: CategoryMode; category: TaskCategory }[];
      focus: { terms: string[]; phrase: string } | null;
      difficulty: 'easier' | 'harder' | null;
      time: { direction: 'shorter' | 'longer' | null; minutes: number | null; change: number | null } | null;
    };

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  'twenty five': 25,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  'forty five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
const NUMBER = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const MINUTES_PATTERN = new RegExp(`\\b${NUMBER}\\s*-?\\s*(?:minutes?|mins?|m)\\b`);
const HOURS_PATTERN = new RegExp(`\\b${NUMBER}\\s*-?\\s*(?:hours?|hrs?|h)\\b`);
const SPOKEN_DURATIONS: readonly [RegExp, number][] = [
  [/\b(?:an?|one) hour and a half\b|\bone and a half hours?\b/, 90],
  [/\bhalf (?:an )?hour\b/, 30],
  [/\bquarter (?:of )?(?:an )?hour\b/, 15],
  [/\b(?:an|one) hour\b/, 60],
];

const number = (text: string): number => NUMBER_WORDS[text] ?? Number(text);

const UNIT = '(?:minutes?|mins?)';
const MORE_MINUTES = new RegExp(
  `\\b(?:add|another|plus|extra)\\s+${NUMBER}\\s*(?:more\\s+)?${UNIT}\\b|\\b${NUMBER}\\s*(?:more|extra)\\s+${UNIT}\\b|\\b${NUMBER}\\s*${UNIT}\\s+(?:more|longer|extra)\\b`,
);
const FEWER_MINUTES = new RegExp(
  `\\b(?:cut|shave|take off|minus|remove|drop)\\s+(?:off\\s+)?${NUMBER}\\s*${UNIT}\\b|\\b${NUMBER}\\s*(?:fewer|less)\\s+${UNIT}\\b|\\b${NUMBER}\\s*${UNIT}\\s+(?:less|shorter|fewer)\\b`,
);

/** Minutes to add (positive) or take away (negative): "10 more minutes", "cut 5 minutes". */
function minutesChange(text: string): number | null {
  const lower = text.toLowerCase();
  const firstNumber = (match: RegExpExecArray | null) => match?.slice(1).find((group) => group !== undefined);
  const more = firstNumber(MORE_MINUTES.exec(lower));
  if (more) return Math.round(number(more));
  const fewer = firstNumber(FEWER_MINUTES.exec(lower));
  if (fewer) return -Math.round(number(fewer));
  return null;
}

/** A number of minutes the request states ("only 10 minutes", "half an hour"), if any. */
export function statedMinutes(text: string): number | null {
  const lower = text.toLowerCase();
  const [spoken] = SPOKEN_DURATIONS.filter(([pattern]) => pattern.test(lower));
  if (spoken) return spoken[1];
  const minutes = MINUTES_PATTERN.exec(lower);
  if (minutes?.[1]) return Math.round(number(minutes[1]));
  const hours = HOURS_PATTERN.exec(lower);
  if (hours?.[1]) return Math.round(number(hours[1]) * 60);
  return null;
}

const SHORTER =
  /\b(shorter|quicker|faster|less time|not as long|too long|briefer|speed (?:it|them) up|cut (?:it |them )?down|trim|reduce the time|cut the time|less long)\b/;
const LONGER = /\b(longer|more time|too short|too quick|extend|stretch|slower|take (?:my|our) time)\b/;
const EASIER =
  /\b(easier|simpler|simple|gentler|gentle|lighter|less (?:effort|demanding|intense|strenuous|challenging|difficult|hard)|too (?:hard|difficult)|not so hard)\b/;
const HARDER =
  /\b(harder|more challenging|challenging|tougher|more (?:effort|demanding|intense|difficult)|too easy|more advanced|deeper)\b/;

const MODE_WORDS: readonly [CategoryMode, RegExp][] = [
  ['none', /\b(no|without|skip|stop|zero|don't|dont|not any|never|nothing)\b/],
  ['only', /\b(only|just|nothing but|purely|all)\b/],
  ['less', /\b(less|fewer|reduce|lower|not so much|not as much|too much|minus)\b/],
  ['focus', /\b(focus|focusing|concentrate|prioritise|prioritize|mainly|mostly)\b/],
  ['more', /\b(more|extra|additional|another|some|plus|add|increase|lots|want|need)\b/],
];

/** The kinds of task the request asks for more, less, none or only of. */
function categoryChanges(words: readonly string[]): { mode: CategoryMode; category: TaskCategory }[] {
  const changes: { mode: CategoryMode; category: TaskCategory }[] = [];
  words.forEach((word, index) => {
    const category = categoryOfWord(word);
    if (!category || changes.some((change) => change.category === category)) return;
    const before = words.slice(Math.max(0, index - 3), index).join(' ');
    const mode = MODE_WORDS.find(([, pattern]) => pattern.test(before))?.[0];
    if (mode) changes.push({ mode, category });
  });
  return changes;
}

const FOCUS = /\b(?:focus(?:ing)? on|concentrate on|just|only|mainly|mostly|start with|prioriti[sz]e|work on)\s+(.+)$/;
const TASK_NOUNS = new Set(['task', 'tasks', 'one', 'ones', 'item', 'items', 'step', 'steps', 'bit', 'part']);

/** Words that name a place or object, once stopwords, task nouns and kinds of task are gone. */
function areaWords(text: string): string[] {
  return contentTerms(text).filter((term) => !TASK_NOUNS.has(term) && !categoryOfWord(term));
}

function focusRequest(text: string): { terms: string[]; phrase: string } | null {
  const match = FOCUS.exec(text);
  if (!match?.[1]) return null;
  const phrase = match[1].split(/\s*(?:,|;|\.|!|\band\b|\bplease\b)\s*/)[0]?.trim() ?? '';
  if (!phrase || statedMinutes(phrase) !== null) return null;
  const terms = areaWords(phrase);
  return terms.length > 0
    ? { terms, phrase: phrase.replace(/^(?:about|on)\s+/, '').replace(/^(?:the|my|our)\s+/, '') }
    : null;
}

const ORDINALS: Readonly<Record<string, number>> = {
  first: 0,
  second: 1,
  third: 2,
  fourth: 3,
  fifth: 4,
  sixth: 5,
  seventh: 6,
  eighth: 7,
  ninth: 8,
  tenth: 9,
  '1st': 0,
  '2nd': 1,
  '3rd': 2,
  '4th': 3,
  '5th': 4,
  '6th': 5,
  '7th': 6,
  '8th': 7,
  '9th': 8,
  '10th': 9,
};
const QUOTED = /["'“‘]([^"“”‘’]+?)["'”’](?=\s|$|[.,!?])/;
const POSITION = /\b(?:task|number|item|step|no\.?|#)\s*#?(\d{1,2})\b|#(\d{1,2})\b/;

function removeTarget(rest: string): RemoveTarget {
  const quoted = QUOTED.exec(rest);
  if (quoted?.[1]) return { kind: 'title', title: quoted[1].trim() };
  const lower = rest.toLowerCase();
  const position = POSITION.exec(lower);
  const numbered = position?.[1] ?? position?.[2];
  if (numbered) return { kind: 'position', index: Number(numbered) - 1 };
  if (/\blast\b/.test(lower)) return { kind: 'last' };
  const ordinal = promptWords(lower).find((word) => word in ORDINALS);
  if (ordinal) return { kind: 'position', index: ORDINALS[ordinal] ?? 0 };
  const words = promptWords(lower);
  return {
    kind: 'words',
    words: contentTerms(lower).filter((term) => !TASK_NOUNS.has(term)),
    category: words.map(categoryOfWord).find((category) => category !== undefined),
    plural: /\b(tasks|ones|all|any|everything)\b/.test(lower),
  };
}

const ADD_FILLER =
  /^(?:(?:a|an|one|another|new|more|some|extra)\s+)*(?:(?:task|step|item|to-?do|job)s?\s*)?(?:(?:to|for|about|called|named|that says)\b|[:\-–])?\s*/i;

function addRequest(rest: string): EditRequest | null {
  const title = rest
    .trim()
    .replace(ADD_FILLER, '')
    .replace(/\b(?:please|to the list|to my list|to the plan)\b/gi, '')
    .replace(/^["'“‘]|["'”’]$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[.!?,;:\s]+$/, '')
    .trim();
  if (!title) return null;
  const asCategory = categoryChanges(['more', ...promptWords(title)]);
  if (asCategory.length > 0 && areaWords(title).length === 0) {
    return {
      kind: 'change',
      categories: asCategory.map(({ category }) => ({ mode: 'more', category })),
      focus: null,
      difficulty: null,
      time: null,
    };
  }
  return { kind: 'add', title };
}

const REMOVE_VERB = /\b(remove|delete|drop|take out|take off|get rid of|cut out|cross off|scrap|ditch)\b/i;
const ADD_VERB = /\b(add|include|insert|put in|append)\b/i;

/** What the request asks for, or null when it asks for nothing the builtin coach understands. */
export function readEditPrompt(prompt: string): EditRequest | null {
  const text = prompt.trim();
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  if (!lower) return null;

  const change = minutesChange(lower);
  const minutes = change === null ? statedMinutes(lower) : null;
  const timeWords: 'shorter' | 'longer' | null = SHORTER.test(lower) ? 'shorter' : LONGER.test(lower) ? 'longer' : null;
  const add = ADD_VERB.exec(text);
  const remove = REMOVE_VERB.exec(text);
  const firstVerb = add && (!remove || add.index < remove.index) ? 'add' : remove ? 'remove' : null;

  if (firstVerb === 'add' && add && minutes === null && change === null && timeWords === null) {
    const request = addRequest(text.slice(add.index + add[0].length));
    if (request) return request;
  }
  if (firstVerb === 'remove' && remove && change === null) {
    const target = removeTarget(text.slice(remove.index + remove[0].length));
    if (target.kind !== 'words' || target.words.length > 0 || target.category) return { kind: 'remove', target };
  }

  const words = promptWords(lower);
  const categories = categoryChanges(words);
  const focus = categories.some((change) => change.mode === 'only' || change.mode === 'focus')
    ? null
    : focusRequest(lower);
  const difficulty: 'easier' | 'harder' | null = EASIER.test(lower) ? 'easier' : HARDER.test(lower) ? 'harder' : null;
  const time = minutes !== null || change !== null || timeWords ? { direction: timeWords, minutes, change } : null;
  if (categories.length === 0 && !focus && !difficulty && !time) return null;
  return { kind: 'change', categories, focus, difficulty, time };
}
