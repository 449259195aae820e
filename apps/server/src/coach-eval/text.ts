// How the eval reads the coach's words. Written on its own, without the coach's vocabulary, so the two
// cannot share a blind spot: words are lower-cased, split on anything that is not a letter or a digit,
// and reduced to a singular form by a handful of plural rules. Nothing cleverer on purpose: a reader of
// a failing case should be able to see why a word did or did not match.

/** One word as the eval compares it: lower case, apostrophes dropped, a plural made singular. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]/g, '');
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (/(ss|ch|sh|x|z)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** The words of a text, each stemmed, in order. */
export function words(text: string): string[] {
  return text
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(stem);
}

/**
 * Whether a text says a term. A term is a word or a phrase ("step stool"), compared word by word after
 * stemming; a term ending in `*` matches any word starting with it ("lift*" → lifting, lifted).
 */
export function says(text: string, term: string): boolean {
  const haystack = words(text);
  const prefix = term.endsWith('*');
  const needle = words(prefix ? term.slice(0, -1) : term);
  if (needle.length === 0) return false;
  const raw = prefix
    ? text
        .toLowerCase()
        .replace(/['’]/g, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 0)
    : [];
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    const fits = needle.every((part, offset) => {
      const last = offset === needle.length - 1;
      if (prefix && last) return (raw[start + offset] ?? '').startsWith(part);
      return haystack[start + offset] === part;
    });
    if (fits) return true;
  }
  return false;
}

/** The first of the terms the text says, or undefined. */
export function firstSaid(text: string, terms: readonly string[]): string | undefined {
  return terms.find((term) => says(text, term));
}

// ── Sameness of two task titles ──────────────────────────────────────────────────────────────────────

/** Words that do not change what a task is: articles, owners, manner and time. */
const FILLER = new Set(
  [
    'a',
    'an',
    'the',
    'your',
    'my',
    'our',
    'their',
    'all',
    'any',
    'some',
    'of',
    'on',
    'in',
    'at',
    'to',
    'by',
    'for',
    'from',
    'with',
    'and',
    'up',
    'down',
    'away',
    'out',
    'off',
    'into',
    'onto',
    'over',
    'neatly',
    'quickly',
    'properly',
    'again',
    'thoroughly',
    'carefully',
    'gently',
    'nicely',
    'well',
    'fully',
    'completely',
    'just',
    'now',
    'today',
    'each',
    'every',
    'little',
    'bit',
    'quick',
    'fast',
    'really',
    'minute',
    'min',
    'second',
    'area',
    'spot',
    'surface',
  ].map(stem),
);

/** Room words describe where, not what; they are ignored when something else is named. */
const ROOMS = new Set(
  ['bathroom', 'kitchen', 'bedroom', 'living', 'room', 'office', 'garage', 'gym', 'hall', 'playroom'].map(stem),
);

/** Verbs households use for the same action on a thing. */
const SAME_ACTION: readonly (readonly string[])[] = [
  ['tidy', 'straighten', 'neaten'],
  ['fluff', 'plump'],
  ['wipe', 'clean', 'wash', 'scrub'],
  ['sort', 'organize', 'organise', 'arrange'],
  ['clear', 'declutter', 'empty'],
  ['put', 'return', 'store'],
];

/** Two names for one thing, the longer one first (matched word by word, after stemming). */
const SAME_THING: readonly (readonly [string, string])[] = [
  ['throw blanket', 'throw'],
  ['bedside table', 'nightstand'],
  ['night stand', 'nightstand'],
  ['countertop', 'counter'],
  ['worktop', 'counter'],
  ['sofa', 'couch'],
  ['settee', 'couch'],
  ['rubbish', 'trash'],
  ['garbage', 'trash'],
  ['bath mat', 'bathmat'],
];

function sameThings(content: string[]): string[] {
  const text = ` ${content.join(' ')} `;
  const replaced = SAME_THING.reduce(
    (current, [long, short]) => current.replaceAll(` ${words(long).join(' ')} `, ` ${stem(short)} `),
    text,
  );
  return replaced
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
}

function action(verb: string): string {
  const group = SAME_ACTION.find((verbs) => verbs.includes(verb));
  return group ? group[0]! : verb;
}

/** A title (or one clause of it) as an action and the set of things it is done to. */
export function taskKey(title: string): { action: string; things: string[] } {
  const content = sameThings(words(title).filter((word) => !FILLER.has(word) && !/^\d+$/.test(word)));
  const [verb = '', ...rest] = content;
  const things = rest.filter((word) => !ROOMS.has(word));
  return { action: action(verb), things: [...new Set(things.length > 0 ? things : rest)].sort() };
}

/**
 * The parts of a title joined by "and" that each name an action and a thing ("Plump the cushions and fold the
 * throws"); a title whose parts are not like that ("Wash the covers and throws") is one part.
 */
function clauses(title: string): string[] {
  const parts = title.split(/\s+and\s+|\s*&\s*|;\s*/i);
  const whole = parts.length > 1 && parts.every((part) => taskKey(part).things.length > 0) ? parts : [];
  return [title, ...whole];
}

/**
 * Two titles say the same task when they do the same action to the same things: "Make the bed" and
 * "Make the bed neatly"; "Wipe the mirror" and "Clean the bathroom mirror"; "Fluff the cushions" and "Plump
 * the cushions and fold the throws". "Wipe the mirror" and "Wipe the sink" are different tasks.
 */
export function sameTask(a: string, b: string): boolean {
  return clauses(a).some((left) =>
    clauses(b).some((right) => {
      const one = taskKey(left);
      const other = taskKey(right);
      return one.action === other.action && one.things.join(' ') === other.things.join(' ');
    }),
  );
}
