import { ENCOURAGEMENT_TIER_FLOORS, type SpaceType } from './constants';

// The daily motivation card (02 §4 "Motivation card", §9): a quote, a tip and a line of
// encouragement. The server's builtin coach and the web's offline fallback both build it here,
// so the same day and room read the same wherever the card comes from.

export type Quote = { readonly text: string; readonly author: string | null };

// Attributed lines are the authors' own words; the unattributed ones are proverbs or ours.
export const GENERAL_QUOTES: readonly Quote[] = [
  {
    text: 'Have nothing in your houses that you do not know to be useful, or believe to be beautiful.',
    author: 'William Morris',
  },
  { text: "Order is Heaven's first law.", author: 'Alexander Pope' },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
  },
  { text: 'A journey of a thousand miles begins with a single step.', author: 'Lao Tzu' },
  { text: 'A place for everything, and everything in its place.', author: null },
  { text: 'Well begun is half done.', author: null },
  { text: 'Progress, not perfection.', author: null },
  { text: 'You do not have to do it all today. You only have to do the next small thing.', author: null },
  { text: 'Five minutes of tidying today is a gift to tomorrow morning.', author: null },
  { text: 'A tidy home is not a finished project; it is a habit of small returns.', author: null },
];

export const GENERAL_TIPS: readonly string[] = [
  'Set a timer for five minutes and stop when it rings: small sessions are easier to start.',
  'Give every object a home, so putting it away never needs a decision.',
  'When something new comes in, let one similar thing go out.',
  'Work on one surface at a time and finish it before you move on.',
  'Keep a donation bag somewhere handy and drop things in as you find them.',
  'Put the things you use every day within easy reach and store the rest higher or further away.',
  'Before bed, spend two minutes putting things back where they live.',
  'Label boxes and shelves so everyone in the household knows where things go.',
  'Sort into keep, donate and throw away, and decide each item only once.',
  'Clear a space completely before you clean it, then put back only what belongs.',
];

export const ROOM_TIPS: Readonly<Record<'kitchen' | 'bedroom' | 'living-room' | 'office', readonly string[]>> = {
  kitchen: [
    'Wipe the counters after every meal so crumbs never pile up.',
    'Keep only the appliances you use every week on the counter.',
    'Check the fridge for expired food before each big shop.',
    'Store pots and pans next to the stove and cups next to the sink.',
  ],
  bedroom: [
    'Make the bed first thing: it makes the whole room look tidier.',
    'Keep a hamper in the bedroom so clothes never land on the floor or a chair.',
    'Leave only a lamp and what you use every night on the nightstand.',
    'Fold or hang clean clothes the same day they come out of the wash.',
  ],
  'living-room': [
    'Give remotes, chargers and games one basket each.',
    'Fold throws and plump the cushions each evening for a fresh start.',
    'Keep the coffee table clear except for one or two things you love.',
    'Do a five-minute pick-up of stray items before you settle in for the night.',
  ],
  office: [
    'Deal with each piece of paper once: file it, act on it or recycle it.',
    'Clear the desk at the end of each day so tomorrow starts fresh.',
    'Bundle cables with ties or clips and label both ends of each plug.',
    'Keep only the supplies you use every day within reach of the chair.',
  ],
};

function hasRoomTips(spaceType: SpaceType): spaceType is keyof typeof ROOM_TIPS {
  return Object.hasOwn(ROOM_TIPS, spaceType);
}

/** The tips a room draws from: its own tips first (if it has any), then the general ones. */
export function tipsForSpace(spaceType: SpaceType): readonly string[] {
  return hasRoomTips(spaceType) ? [...ROOM_TIPS[spaceType], ...GENERAL_TIPS] : GENERAL_TIPS;
}

export type EncouragementTier = 0 | 1 | 2;

/** 0 for no tasks yet today, 1 for one or two, 2 for three or more; odd input counts as none. */
export function encouragementTier(tasksCompleted: number): EncouragementTier {
  if (!Number.isFinite(tasksCompleted)) return 0;
  const [, some, many] = ENCOURAGEMENT_TIER_FLOORS;
  if (tasksCompleted >= many) return 2;
  if (tasksCompleted >= some) return 1;
  return 0;
}

export const ENCOURAGEMENTS: Readonly<Record<EncouragementTier, readonly string[]>> = {
  0: [
    'Every tidy room starts with one small task. Pick the easiest one and begin.',
    'No tasks done yet today, and that is fine. Five minutes is a great start.',
    'Start small: clear one surface and see how good it feels.',
  ],
  1: [
    "You've made a start, and starting is the hardest part.",
    'Nice work. One more small task and you will feel the difference.',
    "You're building momentum. Keep it gentle and keep going.",
  ],
  2: [
    "What a day! You're making real progress.",
    'Brilliant effort. Your space is thanking you already.',
    "You're on a roll. Take a moment to enjoy what you've done.",
  ],
};

// FNV-1a: a small, stable hash, so a day's card never changes between calls or machines.
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function pick<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new Error('pick needs at least one item');
  return item;
}

function quoteLine(quote: Quote): string {
  return quote.author ? `“${quote.text}” — ${quote.author}` : `“${quote.text}”`;
}

function doneToday(tasksCompleted: number): string {
  const count = Math.floor(tasksCompleted);
  return `${count} ${count === 1 ? 'task' : 'tasks'} done today.`;
}

export type MotivationCard = { quote: string; dailyTip: string; aiEncouragement: string };

/** What the card on screen (and earlier ones) already said; a refresh says something else. */
export type ShownMotivation = {
  readonly quotes: readonly string[];
  readonly tips: readonly string[];
  readonly encouragements?: readonly string[];
};

/** The first item from the seeded start that has not been shown; when all have, the one after the last shown. */
function pickFresh<T>(items: readonly T[], seed: number, shown: (item: T) => boolean): T {
  for (let offset = 0; offset < items.length; offset += 1) {
    const item = items[(seed + offset) % items.length];
    if (item !== undefined && !shown(item)) return item;
  }
  return pick(items, seed);
}

/**
 * The card for one room on one day: the same date and room always give the same quote and tip.
 * With `exclude` (a refresh), the quote, tip and encouragement are ones not shown yet, drawn from the
 * room's tips and the day's encouragement tier.
 */
export function buildMotivation(input: {
  spaceType: SpaceType;
  tasksCompleted: number;
  date: string;
  exclude?: ShownMotivation | undefined;
}): MotivationCard {
  const seed = stableHash(`${input.date}|${input.spaceType}`);
  const tier = encouragementTier(input.tasksCompleted);
  const shown = input.exclude;
  const lines = ENCOURAGEMENTS[tier];
  const spokenLine = (line: string) => (tier === 0 ? line : `${doneToday(input.tasksCompleted)} ${line}`);
  const line = shown
    ? pickFresh(lines, seed >>> 16, (candidate) => (shown.encouragements ?? []).includes(spokenLine(candidate)))
    : pick(lines, seed >>> 16);
  const quote = shown
    ? pickFresh(GENERAL_QUOTES, seed, (candidate) => shown.quotes.includes(quoteLine(candidate)))
    : pick(GENERAL_QUOTES, seed);
  const tips = tipsForSpace(input.spaceType);
  const dailyTip = shown ? pickFresh(tips, seed >>> 8, (tip) => shown.tips.includes(tip)) : pick(tips, seed >>> 8);
  return { quote: quoteLine(quote), dailyTip, aiEncouragement: spokenLine(line) };
}

/**
 * A short key for a card, "q3-t5-e1" (its quote, tip and encouragement by place in the lists), so the
 * web can say which cards it has shown without sending their text; null for text not in the lists.
 */
export function motivationKey(card: MotivationCard, spaceType: SpaceType): string | null {
  const quote = GENERAL_QUOTES.findIndex((candidate) => quoteLine(candidate) === card.quote);
  const tip = tipsForSpace(spaceType).indexOf(card.dailyTip);
  const encouragement = Object.values(ENCOURAGEMENTS)
    .map((lines) => lines.findIndex((line) => card.aiEncouragement.endsWith(line)))
    .find((index) => index >= 0);
  if (quote < 0 || tip < 0 || encouragement === undefined) return null;
  return `q${quote}-t${tip}-e${encouragement}`;
}

/** The pattern of one key, for validating what a client sends. */
export const MOTIVATION_KEY_PATTERN = /^q\d{1,2}-t\d{1,2}-e\d$/;

/** What the cards with these keys said, for `buildMotivation`'s `exclude`; unknown keys are ignored. */
export function shownFromKeys(keys: readonly string[], spaceType: SpaceType, tasksCompleted: number): ShownMotivation {
  const tips = tipsForSpace(spaceType);
  const tier = encouragementTier(tasksCompleted);
  const shown = { quotes: [] as string[], tips: [] as string[], encouragements: [] as string[] };
  for (const key of keys) {
    const match = /^q(\d+)-t(\d+)-e(\d)$/.exec(key);
    if (!match) continue;
    const quote = GENERAL_QUOTES[Number(match[1])];
    const tip = tips[Number(match[2])];
    const line = ENCOURAGEMENTS[tier][Number(match[3])];
    if (quote) shown.quotes.push(quoteLine(quote));
    if (tip) shown.tips.push(tip);
    if (line) shown.encouragements.push(tier === 0 ? line : `${doneToday(tasksCompleted)} ${line}`);
  }
  return shown;
}

/** The local-storage key the web caches a day's card under. */
export function motivationCacheKey(spaceType: SpaceType, date: string): string {
  return `motivation_${spaceType}_${date}`;
}
