import type { TaskCategory } from '@tidy/domain/constants';
import { statedMinutes } from './edit-prompt';
import { THING_BY_ID, THINGS, type Thing } from './household-things';
import { categoriesIn, singular } from './vocabulary';

// Reading what a household wrote — notes, photo labels, a task description, an edit request — for
// what it says: the things it is about, the things that are not there or must stay as they are,
// the person's limits (body, time, energy, children helping) and what to focus on. A small grammar
// over tokens: thing phrases are found longest-first, then the words around each one decide
// whether it is a subject, a place ("by the door"), absent ("no closet") or to be kept ("stays").

/** Something the plan must leave out: a known thing, or a word the vocabulary does not know. */
export type Subject = { readonly id: string; readonly name: string; readonly words: readonly string[] };

export type Limits = {
  /** Nothing to lift or carry: a bad back, surgery, "nothing heavy". */
  noHeavy: boolean;
  /** Nothing up high: no ladders, step stools or climbing. */
  noLadders: boolean;
  /** Nothing low down: no bending, kneeling or crouching (bad knees). */
  noBending: boolean;
  /** The whole plan must fit in this many minutes. */
  maxMinutes: number | null;
  /** Tired, unwell, overwhelmed: fewer, lighter, shorter tasks. */
  lowEnergy: boolean;
  /** Children are helping: tasks worded for them, as games. */
  kidsHelping: boolean;
};

export type Focus = {
  /** Kinds of task the words name ("decluttering"), in order. */
  categories: TaskCategory[];
  /** True when the words ask for those kinds only ("only decluttering", "just cleaning"). */
  only: boolean;
  /** Things the words single out ("focus on the desk"). */
  things: string[];
};

export type Understanding = {
  /** The things the words are about, in the order they are named. */
  things: Thing[];
  /** Things named as places ("by the door", "on the desk"): where the work happens, not what it is about. */
  places: Thing[];
  /** Things that are not there ("no closet", "we're paperless", "we don't have a TV"). */
  exclusions: Subject[];
  /** Things to leave as they are ("the Lego display stays", "don't touch the bookshelf"). */
  keeps: Subject[];
  limits: Limits;
  focus: Focus;
};

// ── Tokens ────────────────────────────────────────────────────────────────

type Token = { raw: string; norm: string };

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bcan't\b/g, 'cannot')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\b(do|does|did|is|are|was|were|have|has|should|must|could|would)n't\b/g, '$1 not')
    .replace(/\bdont\b/g, 'do not')
    .replace(/\bdoesnt\b/g, 'does not')
    .replace(/\bisnt\b/g, 'is not');
}

function tokensOf(text: string): Token[] {
  return (text.match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? []).map((raw) => {
    const bare = raw.replace(/'s?$/, '');
    return { raw: bare, norm: singular(bare) };
  });
}

/** The clauses of a text: sentences, and the parts of a sentence joined by "but" or a semicolon. */
function clausesOf(text: string): string[] {
  return normalise(text)
    .split(/[.!?;\n]+|,?\s+\bbut\b\s+|\s+-\s+|,\s+(?:and\s+)?(?=(?:we|i|my|our|the|there|please|also)\b)/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

// ── Finding things ───────────────────────────────────────────────────────

type Phrase = { tokens: string[]; thing: Thing };

const PHRASES_BY_FIRST: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const index = new Map<string, Phrase[]>();
  const seen = new Set<string>();
  for (const thing of THINGS) {
    for (const word of thing.words) {
      const tokens = tokensOf(word).map((token) => token.norm);
      const key = tokens.join(' ');
      // The first thing to claim a phrase keeps it ('lead' is a cable before it is a dog's lead).
      if (tokens.length === 0 || seen.has(key)) continue;
      seen.add(key);
      const first = tokens[0] ?? '';
      index.set(first, [...(index.get(first) ?? []), { tokens, thing }]);
    }
  }
  for (const phrases of index.values()) phrases.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
})();

type Mention = { thing: Thing; start: number; end: number };

function mentionsIn(tokens: readonly Token[]): Mention[] {
  const found: Mention[] = [];
  for (let index = 0; index < tokens.length;) {
    const phrases = PHRASES_BY_FIRST.get(tokens[index]?.norm ?? '') ?? [];
    const match = phrases.find((phrase) =>
      phrase.tokens.every((word, offset) => tokens[index + offset]?.norm === word),
    );
    if (match) {
      found.push({ thing: match.thing, start: index, end: index + match.tokens.length });
      index += match.tokens.length;
    } else {
      index += 1;
    }
  }
  // "make it a game", "a fun game": a game as a way of working, not board games to tidy.
  return found.filter(
    (mention) =>
      !(
        mention.thing.id === 'board game' &&
        tokens[mention.start]?.norm === 'game' &&
        /^(a|it|fun)$/.test(tokens[mention.start - 1]?.norm ?? '')
      ),
  );
}

/** The known things a text mentions, in order, once each (a plain scan: no negation or places). */
export function thingsMentioned(text: string): Thing[] {
  const things: Thing[] = [];
  for (const { thing } of mentionsIn(tokensOf(normalise(text)))) if (!things.includes(thing)) things.push(thing);
  return things;
}

// ── Absence, keeping and places ──────────────────────────────────────────

const seq = (text: string) => text.split(' ');

// Words after which the next things named are not there.
const ABSENCE_TRIGGERS: readonly string[][] = [
  'no',
  'not any',
  'without',
  'there is not',
  'there are not',
  'there is not a',
  'do not have',
  'does not have',
  'did not have',
  'do not own',
  'do not use',
  'do not keep',
  'never use',
  'no longer have',
  'no longer use',
  'have got rid of',
  'got rid of',
  'gave away',
  'have no',
  'has no',
  'none of',
  'lack',
  'lacks',
].map(seq);

// Words after which the next things named must stay as they are.
const KEEP_TRIGGERS: readonly string[][] = [
  'leave',
  'do not touch',
  'not touch',
  'never touch',
  'do not move',
  'do not change',
  'do not tidy',
  'do not clean',
  'do not sort',
  'do not organise',
  'do not organize',
  'do not declutter',
  'do not bother with',
  'do not worry about',
  'do not do',
  'no need to do',
  'no need to touch',
  'no need to tidy',
  'no need to clean',
  'no need to sort',
  'no need for',
  'except',
  'except for',
  'apart from',
  'other than',
  'not the',
  'skip',
  'ignore',
  'hands off',
  'keep away from',
].map(seq);

// Said after a thing: it stays as it is.
const KEEP_AFTER =
  /^(?:[a-z'-]+ ){0,2}(?:stays?|stay put|stays put|is staying|are staying|can stay|should stay|must stay|will stay|remains?|is fine|are fine|is ok|are ok|is okay|are okay|is off[- ]limits|are off[- ]limits|is already (?:done|tidy|sorted|organi[sz]ed|clean|perfect)|are already (?:done|tidy|sorted|organi[sz]ed|clean|perfect)|is sacred|are sacred|is perfect|are perfect|is not to be touched|are not to be touched|as is|as it is|as they are|untouched|is how (?:i|we) like it|is not part of this)\b/;
const KEEP_VERB =
  /\b(?:stays?|stay put|is staying|are staying|can stay|should stay|must stay|will stay|remains?|(?:is|are) off[- ]limits|(?:is|are) sacred|(?:is|are) not to be touched|(?:is|are) (?:his|hers|theirs|mine) to sort)\b/;
const KEEP_PRONOUN =
  /\b(?:leave|do not touch|do not move|not touch|hands off) (?:it|them|that|those) ?(?:alone|be|as (?:it|they) (?:is|are)|untouched)?\b/;
// Said before a keep-as-is ending: "keep the Lego display as it is".
const KEEP_WITH_ENDING = /\bkeep\b/;
const KEEP_ENDING =
  /^(?:[a-z'-]+ ){0,3}(?:as (?:it is|is|they are)|the way (?:it is|they are)|where (?:it is|they are)|intact|untouched|exactly as)\b/;

const PLACE_WORDS = new Set([
  'by',
  'near',
  'beside',
  'behind',
  'under',
  'underneath',
  'on',
  'in',
  'inside',
  'at',
  'above',
  'against',
  'around',
  'next',
  'from',
  'into',
  'onto',
  'off',
  'of',
]);
const CONTENT_BEFORE =
  /^(?:covered|filled|full|buried|piled|stacked|littered|overflowing|crammed|packed|stuffed|loaded|heaped|cluttered|swamped|drowning|taken)$/;
const ROOM_WORDS = new Set([
  'garage',
  'kitchen',
  'bedroom',
  'bathroom',
  'office',
  'living',
  'room',
  'hall',
  'hallway',
  'playroom',
  'nursery',
  'pantry',
  'laundry',
  'shed',
  'attic',
  'loft',
  'gym',
  'study',
]);
const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'this',
  'that',
  'these',
  'those',
  'any',
  'more',
  'some',
]);

function endsWithTrigger(tokens: readonly Token[], end: number, trigger: readonly string[]): boolean {
  const start = end - trigger.length;
  if (start < 0) return false;
  return trigger.every((word, offset) => tokens[start + offset]?.raw === word);
}

/** The trigger word list that ends just before `start` (skipping determiners and up to two describing words), if any. */
function triggerBefore(
  tokens: readonly Token[],
  start: number,
  triggers: readonly string[][],
  mentions: readonly Mention[],
): boolean {
  let position = start;
  for (let skipped = 0; skipped <= 3 && position >= 0; skipped += 1) {
    if (triggers.some((trigger) => endsWithTrigger(tokens, position, trigger))) return true;
    const previous = tokens[position - 1];
    if (!previous) return false;
    // Another thing ends the phrase: "no printer, just a desk" leaves the desk in.
    if (mentions.some((mention) => mention.end === position)) return false;
    if (previous.raw === 'or' || previous.raw === 'and' || previous.raw === 'nor') {
      // "no closet or dresser" carries on; "no cleaning, and add filing" does not.
      const listed = mentions.find((mention) => mention.end === position - 1);
      if (!listed) return false;
      position = listed.start;
      skipped -= 1;
      continue;
    }
    if (DETERMINERS.has(previous.raw)) {
      position -= 1;
      skipped -= 1;
      continue;
    }
    if (PLACE_WORDS.has(previous.raw) || /^(is|are|was|have|has|will|not|i|we)$/.test(previous.raw)) return false;
    position -= 1;
  }
  return false;
}

function isPlace(tokens: readonly Token[], mention: Mention): boolean {
  let position = mention.start - 1;
  // "off the garage floor": a room's name in front of a place is part of it.
  while (position >= 0 && (DETERMINERS.has(tokens[position]?.raw ?? '') || ROOM_WORDS.has(tokens[position]?.raw ?? '')))
    position -= 1;
  const word = tokens[position]?.raw ?? '';
  // "covered in magazines", "buried under mail": what covers a place is a thing, not a place.
  if (CONTENT_BEFORE.test(tokens[position - 1]?.raw ?? '')) return false;
  // "focus on the desk", "work on the closet": the thing is what the work is about.
  if (/^(?:focus|focusing|concentrate|work|working|start|starting|begin|get)$/.test(tokens[position - 1]?.raw ?? ''))
    return false;
  if (word === 'next' || word === 'front' || word === 'top') return true;
  if (word === 'to' && tokens[position - 1]?.raw === 'next') return true;
  return PLACE_WORDS.has(word) && word !== 'of';
}

// Words that stand for a whole kind: "no toys" leaves out Lego and dolls too.
const WHOLE_KIND: Readonly<Record<string, readonly string[]>> = {
  toy: ['toy', 'lego', 'stuffed animal', 'doll', 'toy car', 'board game', 'block', 'dress-up', 'ball', 'toy box'],
  clothes: ['clothes', 'shirt', 'trousers', 'jumper', 'dress', 'sock', 'underwear', 'uniform', 'sportswear'],
  paper: ['paper', 'mail', 'bill', 'receipt', 'filing cabinet'],
  electronics: ['electronics', 'laptop', 'phone', 'tablet', 'console', 'camera', 'printer', 'monitor', 'keyboard'],
  'craft supplies': ['craft supplies', 'yarn', 'fabric', 'paint', 'craft paper', 'glue', 'project'],
  tv: ['tv', 'remote', 'console', 'video game', 'dvd'],
  closet: ['closet', 'hanger'],
};

function subjectsFor(thing: Thing): Subject[] {
  const ids = WHOLE_KIND[thing.id] ?? [thing.id];
  return ids.map((id) => THING_BY_ID.get(id)).filter((found): found is Thing => found !== undefined);
}

// "We're paperless", "a TV-free bedroom", "car-free".
const FREE_OF = /\b([a-z]+)[- ]free\b/g;
const PAPERLESS =
  /\bpaperless\b|\bno paper\b|\bgo(?:ne)? digital\b|\ball digital\b|\beverything is digital\b|\bscan everything\b/;

// Unknown words after "no": "there is no fireplace" still leaves fireplaces out.
const NOT_A_THING = new Set([
  'need',
  'more',
  'time',
  'energy',
  'one',
  'idea',
  'way',
  'clue',
  'problem',
  'worries',
  'worry',
  'rush',
  'hurry',
  'pressure',
  'heavy',
  'lifting',
  'carrying',
  'bending',
  'climbing',
  'ladder',
  'ladders',
  'stool',
  'stools',
  'longer',
  'than',
  'big',
  'long',
  'hard',
  'difficult',
  'chemicals',
  'kids',
  'children',
  'help',
  'room',
  'space',
  'storage',
  'matter',
  'doubt',
  'thanks',
  'thank',
  'thing',
  'things',
  'stuff',
  'mess',
  'clutter',
  'cleaning',
  'decluttering',
  'organizing',
  'organising',
  'tidying',
  'sorting',
  'rearranging',
  'deep',
  'quick',
  'tasks',
  'task',
  'minutes',
  'hurry',
  'fuss',
  'kidding',
  'offence',
  'way',
]);

function unknownAbsence(clause: string): Subject[] {
  const found: Subject[] = [];
  const pattern =
    /\b(?:there is no|there are no|we have no|i have no|we do not have an?y?|i do not have an?y?|there is not an?y?|there are not any|no)\s+([a-z]+)(?:\s+([a-z]+))?/g;
  for (const match of clause.matchAll(pattern)) {
    const word = match[1] ?? '';
    if (!word || NOT_A_THING.has(word) || DETERMINERS.has(word) || word.length < 3 || /ing$/.test(word)) continue;
    const norm = singular(word);
    if (PHRASES_BY_FIRST.has(norm)) continue;
    found.push({ id: norm, name: `the ${word}`, words: [norm] });
  }
  return found;
}

// ── Limits ───────────────────────────────────────────────────────────────

const NO_HEAVY: readonly RegExp[] = [
  /\b(?:bad|sore|hurt|injured|weak|dodgy|painful|stiff|slipped) (?:back|disc|shoulder|arm|wrist|neck)\b/,
  /\bback (?:pain|problems?|injury|issues?|trouble)\b/,
  /\bnothing (?:too )?heavy\b|\bno heavy\b|\bnot(?: too)? heavy\b|\bheavy (?:stuff|things|lifting) is out\b|\bavoid (?:anything )?heavy\b/,
  /\bno (?:lifting|carrying|bending|heavy lifting)\b/,
  /\b(?:cannot|can not|should not|must not|not allowed to|unable to|do not want to|not supposed to|not able to|shouldn't|mustn't) (?:lift|carry|bend|move heavy|do heavy)/,
  /\b(?:surgery|operation|pregnan\w*|injur\w*|arthritis|hernia|sciatica|wheelchair|crutches|in a cast|broken (?:arm|wrist|leg|ankle|foot)|recovering|physio)\b/,
  /\b(?:light|small) (?:things|stuff|items|tasks) only\b|\bonly (?:light|small) (?:things|stuff|items)\b/,
];
const NO_LADDERS: readonly RegExp[] = [
  /\b(?:no|not?|without|avoid|cannot use|can not use|do not use|hate|never use) (?:a |the |any )?(?:ladders?|step ?stools?|step ?ladders?|climbing|stepladders?)\b/,
  /\b(?:cannot|can not|unable to|do not|should not|not allowed to) (?:climb|reach (?:up|high)|stand on)/,
  /\bno climbing\b|\b(?:afraid|scared|fear) of heights\b|\bvertigo\b|\bdizz(?:y|iness)\b|\bbalance (?:problems?|issues?)\b|\bunsteady\b|\bnot (?:very |so |too )?steady\b|\bwobbly\b/,
  /\b(?:bad|sore|dodgy|weak) (?:hips?|ankles?)\b/,
  /\b(?:surgery|operation|pregnan\w*|crutches|wheelchair|in a cast|broken (?:leg|ankle|foot))\b/,
  /\bnothing (?:up )?high\b|\bnothing above (?:my )?head\b/,
];
const NO_BENDING =
  /\bno (?:bending|kneeling|crouching|stooping)\b|\b(?:cannot|can not|unable to|should not|not able to|do not want to) (?:bend|kneel|crouch|stoop|get down)\b|\b(?:bad|sore|dodgy|weak|stiff) knees?\b|\bknees? (?:are|is) (?:bad|sore|not good|weak|stiff)\b|\bknee (?:pain|problems?|injury|replacement)\b|\bnothing (?:low|on the floor)\b/;
const LOW_ENERGY =
  /\b(?:exhausted|tired|knackered|shattered|worn out|wiped out|drained|no energy|low energy|low on energy|little energy|not much energy|zero energy|burn(?:ed|t) out|sick|unwell|ill|poorly|headache|migraine|flu|long day|rough day|bad day|hard day|tough day|overwhelmed|stressed|not feeling (?:great|well|it|up to it|good)|feeling rough|under the weather|sleepy|no motivation|cannot be bothered|go easy on me|take it easy|low[- ]key|barely awake|running on empty|low spoons|no spoons|chronic pain|fatigue|fatigued)\b/;
const CHILDREN = String.raw`(?:kids?|children|child|son|sons|daughters?|toddlers?|little ones?|grandkids?|grandchildren|boys|girls|the twins|teenagers?|teens?|\d+[- ]year[- ]olds?|nephews?|nieces?|family)`;
const KIDS_HELPING: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${CHILDREN}(?!')\b[^.]*?\b(?:will|can|would|are going to|want to|wants to|is going to|like to|love to|could|are|is)? ?(?:help|helping|helpers?|join|joining|pitch in|lend a hand|do it with me|doing it with me|do this with me|work with me|tidy with me|take part)\b`,
  ),
  new RegExp(
    String.raw`\b(?:with|and|involve|involving) (?:my |the |our |two |both )?${CHILDREN}(?!')\b(?! (?:room|bedroom|playroom|toys?|stuff|things|clothes|mess|art|craft))`,
  ),
  /\bmake it (?:fun|a game|playful|into a game)\b|\bturn it into a game\b|\bas a game\b|\bfun for (?:the )?(?:kids|children)\b|\b(?:kid|child)[- ]friendly\b|\bkids can do\b|\bfor (?:the )?(?:kids|children) to do\b|\bgamif/,
];

const TIME_WORDS = /\b(?:minutes?|mins?|hours?|hrs?|half an hour|quarter of an hour|an hour)\b/;

function limitsOf(text: string): Limits {
  const lower = normalise(text);
  const minutes = TIME_WORDS.test(lower) ? statedMinutes(lower) : null;
  return {
    noHeavy: NO_HEAVY.some((pattern) => pattern.test(lower)),
    noLadders: NO_LADDERS.some((pattern) => pattern.test(lower)),
    noBending: NO_BENDING.test(lower),
    maxMinutes: minutes !== null && minutes > 0 ? minutes : null,
    lowEnergy: LOW_ENERGY.test(lower),
    kidsHelping: KIDS_HELPING.some((pattern) => pattern.test(lower)),
  };
}

// ── Focus ────────────────────────────────────────────────────────────────

const ONLY = /\b(?:only|just|nothing but|purely|exclusively|solely)\b/;
const FOCUS_WORDS =
  /\b(?:focus(?:ing)? on|concentrate on|only|just|mainly|mostly|start with|prioriti[sz]e|work on|deal with|sort out|help with|tackle)\b/;

function focusOf(text: string, clauses: readonly { tokens: Token[]; mentions: Mention[]; text: string }[]): Focus {
  const lower = normalise(text);
  const categories = categoriesIn(lower);
  const only =
    categories.length > 0 && clauses.some((clause) => ONLY.test(clause.text) && categoriesIn(clause.text).length > 0);
  const things: string[] = [];
  for (const clause of clauses) {
    const match = FOCUS_WORDS.exec(clause.text);
    if (!match) continue;
    const after = tokensOf(clause.text.slice(match.index)).length;
    const from = clause.tokens.length - after;
    for (const mention of clause.mentions) {
      if (mention.start >= from && !things.includes(mention.thing.id)) things.push(mention.thing.id);
    }
  }
  return { categories, only, things };
}

// ── Putting it together ──────────────────────────────────────────────────

/** The thing, named the way the person said it ("the cabinet", "tupperware"), so tasks use their word. */
function asSaid(tokens: readonly Token[], mention: Mention): Thing {
  const said = tokens
    .slice(mention.start, mention.end)
    .map((token) => token.raw)
    .join(' ');
  const { thing } = mention;
  if (said === thing.id || singular(said) === thing.id || said.length < 3) return thing;
  return { ...thing, name: thing.name.startsWith('the ') ? `the ${said}` : said };
}

const addSubject = (list: Subject[], subject: Subject) => {
  if (!list.some((known) => known.id === subject.id)) list.push(subject);
};

/** What some household words say: things, absences, keep-as-is wishes, limits and focus. */
export function understand(text: string): Understanding {
  const clauses = clausesOf(text).map((clause) => {
    const tokens = tokensOf(clause);
    return { text: clause, tokens, mentions: mentionsIn(tokens) };
  });
  const things: Thing[] = [];
  const places: Thing[] = [];
  const exclusions: Subject[] = [];
  const keeps: Subject[] = [];

  for (const { text: clause, tokens, mentions } of clauses) {
    // "The fridge door with the kids' drawings stays as it is": all that comes before the verb stays.
    const verb = KEEP_VERB.exec(clause);
    const keepVerbAt = verb ? tokensOf(clause.slice(0, verb.index)).length : -1;
    // "Dad's workbench is his, leave it alone": the thing the clause names stays.
    const keepsAll = KEEP_PRONOUN.test(clause);
    for (const mention of mentions) {
      const after = tokens
        .slice(mention.end)
        .map((token) => token.raw)
        .join(' ');
      if (
        triggerBefore(tokens, mention.start, KEEP_TRIGGERS, mentions) ||
        KEEP_AFTER.test(after) ||
        mention.start < keepVerbAt ||
        keepsAll
      ) {
        addSubject(keeps, mention.thing);
      } else if (
        KEEP_WITH_ENDING.test(
          tokens
            .slice(Math.max(0, mention.start - 3), mention.start)
            .map((token) => token.raw)
            .join(' '),
        ) &&
        KEEP_ENDING.test(after)
      ) {
        addSubject(keeps, mention.thing);
      } else if (triggerBefore(tokens, mention.start, ABSENCE_TRIGGERS, mentions)) {
        for (const subject of subjectsFor(mention.thing)) addSubject(exclusions, subject);
      } else if (isPlace(tokens, mention)) {
        if (!places.some((known) => known.id === mention.thing.id)) places.push(asSaid(tokens, mention));
      } else if (!things.some((known) => known.id === mention.thing.id)) {
        things.push(asSaid(tokens, mention));
      }
    }
    for (const subject of unknownAbsence(clause)) addSubject(exclusions, subject);
    for (const match of clause.matchAll(FREE_OF)) {
      const word = singular(match[1] ?? '');
      const thing = PHRASES_BY_FIRST.get(word)?.find((phrase) => phrase.tokens.length === 1)?.thing;
      if (thing) for (const subject of subjectsFor(thing)) addSubject(exclusions, subject);
    }
    if (PAPERLESS.test(clause)) {
      for (const id of WHOLE_KIND.paper ?? []) {
        const thing = THING_BY_ID.get(id);
        if (thing) addSubject(exclusions, thing);
      }
    }
  }

  const left = new Set([...exclusions, ...keeps].map((subject) => subject.id));
  return {
    things: things.filter((thing) => !left.has(thing.id)),
    places: places.filter((thing) => !left.has(thing.id)),
    exclusions,
    keeps,
    limits: limitsOf(text),
    focus: focusOf(text, clauses),
  };
}

/** Every subject a plan must leave alone: absent things and things to keep as they are. */
export function leftAlone(understanding: {
  readonly exclusions: readonly Subject[];
  readonly keeps: readonly Subject[];
}): Subject[] {
  return [...understanding.exclusions, ...understanding.keeps];
}

/** The words of a text as the grammar reads them (lowercase singular), for matching subjects. */
export function normalisedWords(text: string): string[] {
  return tokensOf(normalise(text)).map((token) => token.norm);
}

/** Whether a text speaks of a subject: any of its words or phrases, singular or plural. */
export function mentionsSubject(text: string, subject: Subject): boolean {
  const words = normalisedWords(text);
  return subject.words.some((phrase) => {
    const wanted = tokensOf(phrase).map((token) => token.norm);
    if (wanted.length === 0) return false;
    for (let index = 0; index + wanted.length <= words.length; index += 1) {
      if (wanted.every((word, offset) => words[index + offset] === word)) return true;
    }
    return false;
  });
}

/**
 * The words of a request, heeding also what the space's notes leave out, keep and limit: "tidy the bedroom"
 * in a bedroom whose notes say "no closet" plans no closet. The things and focus stay the request's own.
 */
export function alsoHeeding(request: Understanding, notes: string | undefined): Understanding {
  if (!notes?.trim()) return request;
  const fromNotes = understand(notes);
  const { limits } = request;
  const other = fromNotes.limits;
  const minutes = [limits.maxMinutes, other.maxMinutes].filter((value): value is number => value !== null);
  return {
    ...request,
    exclusions: [...request.exclusions, ...fromNotes.exclusions],
    keeps: [...request.keeps, ...fromNotes.keeps],
    limits: {
      noHeavy: limits.noHeavy || other.noHeavy,
      noLadders: limits.noLadders || other.noLadders,
      noBending: limits.noBending || other.noBending,
      maxMinutes: minutes.length > 0 ? Math.min(...minutes) : null,
      lowEnergy: limits.lowEnergy || other.lowEnergy,
      kidsHelping: limits.kidsHelping || other.kidsHelping,
    },
  };
}
