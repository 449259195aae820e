import type { TaskCategory } from '@tidy/domain/constants';

// How the builtin coach reads people's words: photo labels, notes, task descriptions and edit
// prompts become canonical terms (lowercase, singular, synonyms folded) that match library tags.

// Several words for one thing in the home; the key is the tag the library uses.
const SYNONYM_GROUPS: Record<string, readonly string[]> = {
  paper: ['paperwork', 'document', 'mail', 'letter', 'bill', 'receipt', 'file', 'filing', 'envelope', 'invoice'],
  desk: ['workstation', 'workspace', 'worktable'],
  closet: ['wardrobe', 'armoire'],
  counter: ['countertop', 'worktop', 'benchtop'],
  cable: ['cord', 'wire', 'charger', 'extension'],
  shoe: ['sneaker', 'boot', 'slipper', 'sandal', 'heel', 'footwear'],
  toy: ['lego', 'doll', 'plush', 'teddy'],
  clothes: [
    'clothing',
    'garment',
    'outfit',
    'shirt',
    'sweater',
    'jumper',
    'trouser',
    'pant',
    'jean',
    'sock',
    'dress',
    'tshirt',
  ],
  fridge: ['refrigerator', 'freezer'],
  stove: ['hob', 'cooktop', 'stovetop', 'burner'],
  cabinet: ['cupboard'],
  shelf: ['shelving', 'bookcase', 'bookshelf'],
  tool: ['toolbox', 'drill', 'hammer', 'screwdriver', 'wrench', 'spanner'],
  dish: ['plate', 'bowl', 'dishware', 'crockery', 'cutlery'],
  cup: ['mug', 'tumbler'],
  sofa: ['couch', 'settee'],
  tv: ['television', 'telly', 'console', 'media'],
  remote: ['controller'],
  plant: ['houseplant', 'flower'],
  toiletry: ['cosmetic', 'makeup', 'skincare', 'shampoo', 'soap', 'lotion', 'toothbrush', 'razor', 'perfume'],
  medicine: ['medication', 'pill', 'vitamin', 'first-aid', 'firstaid'],
  weight: ['dumbbell', 'kettlebell', 'barbell'],
  equipment: ['machine', 'treadmill', 'gear'],
  bath: ['bathtub', 'tub'],
  bike: ['bicycle', 'scooter'],
  trash: ['rubbish', 'garbage', 'waste'],
  computer: ['laptop', 'monitor', 'screen', 'keyboard', 'mouse', 'printer', 'pc'],
  nightstand: ['bedside', 'nightstand', 'night-stand'],
  dresser: ['chest'],
  bedding: ['sheet', 'duvet', 'pillowcase', 'linen', 'quilt', 'comforter'],
  cushion: ['pillow'],
  decor: ['decoration', 'ornament', 'knickknack', 'trinket', 'vase', 'frame'],
  photo: ['picture', 'photograph', 'poster'],
  lamp: ['light', 'lighting', 'bulb'],
  sport: ['ball', 'racket', 'racquet', 'sports'],
  hardware: ['screw', 'nail', 'bolt', 'nut'],
  chemical: ['solvent', 'bleach', 'pesticide', 'antifreeze'],
  food: ['groceries', 'grocery', 'snack', 'jar', 'cereal', 'leftover'],
  box: ['container', 'crate', 'tote'],
  utensil: ['spatula', 'ladle', 'whisk'],
  appliance: ['toaster', 'blender', 'kettle', 'mixer', 'airfryer'],
  book: ['novel', 'paperback'],
  magazine: ['newspaper', 'catalogue', 'catalog', 'flyer', 'leaflet'],
  floor: ['ground', 'flooring', 'carpet'],
  window: ['windowsill', 'sill', 'blind', 'curtain'],
  supply: ['stationery', 'pen', 'pencil', 'marker', 'stapler', 'tape'],
  hook: ['peg'],
  donation: ['donate', 'charity', 'giveaway'],
  recycling: ['recycle', 'recyclable'],
  season: ['seasonal', 'winter', 'summer', 'holiday', 'christmas'],
  game: ['puzzle', 'boardgame', 'videogame'],
  jewelry: ['jewellery', 'necklace', 'earring', 'ring', 'bracelet'],
  bag: ['backpack', 'handbag', 'purse', 'suitcase'],
};

const CANONICAL_BY_WORD: ReadonlyMap<string, string> = new Map(
  Object.entries(SYNONYM_GROUPS).flatMap(([canonical, words]) => [
    [canonical, canonical] as const,
    ...words.map((word) => [word, canonical] as const),
  ]),
);

// Plural forms that simple suffix rules would spoil.
const IRREGULAR: Readonly<Record<string, string>> = {
  shelves: 'shelf',
  knives: 'knife',
  leaves: 'leaf',
  clothes: 'clothes',
  glasses: 'glass',
  dresses: 'dress',
  boxes: 'box',
  series: 'series',
  gas: 'gas',
  tv: 'tv',
  tvs: 'tv',
  children: 'child',
  kids: 'child',
  kid: 'child',
};

/** A word's singular form, for the plurals people and the library use ('shelves' → 'shelf'). */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One word as the library spells its tags: lowercase, singular, a synonym folded into its group. */
export function canonicalTerm(word: string): string {
  const lower = word.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const direct = CANONICAL_BY_WORD.get(lower);
  if (direct) return direct;
  const one = singular(lower);
  return CANONICAL_BY_WORD.get(one) ?? one;
}

// Words that say nothing about where or what: articles, fillers, and the verbs every task shares.
const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
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
  'without',
  'about',
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
  'it',
  'its',
  'is',
  'are',
  'was',
  'be',
  'been',
  'there',
  'here',
  'i',
  'we',
  'me',
  'us',
  'you',
  'they',
  'please',
  'can',
  'could',
  'would',
  'should',
  'will',
  'want',
  'need',
  'needs',
  'like',
  'lot',
  'lots',
  'many',
  'much',
  'very',
  'really',
  'too',
  'so',
  'just',
  'also',
  'some',
  'any',
  'all',
  'every',
  'each',
  'one',
  'two',
  'three',
  'few',
  'more',
  'less',
  'no',
  'not',
  'only',
  'up',
  'out',
  'off',
  'over',
  'under',
  'get',
  'make',
  'do',
  'help',
  'put',
  'away',
  'back',
  'stuff',
  'thing',
  'things',
  'area',
  'room',
  'space',
  'mess',
  'messy',
  'clutter',
  'cluttered',
  'pile',
  'piled',
  'full',
  'everywhere',
  'everything',
  'task',
  'tasks',
  'step',
  'steps',
  'job',
  'today',
  'now',
  'bit',
  'little',
  'big',
  'new',
  'old',
  'start',
  'finish',
  'clear',
  'sort',
  'tidy',
  'clean',
  'cleaning',
  'organize',
  'organise',
  'organizing',
  'organising',
  'declutter',
  'decluttering',
  'rearrange',
  'rearranging',
  'setup',
  'set',
  'fix',
  'go',
  'through',
  'around',
  'near',
  'next',
  'then',
  'after',
  'before',
  'what',
  'which',
  'where',
  'when',
  'how',
  'if',
  'while',
  'corner',
  'side',
  'top',
  'bottom',
  'front',
  'spot',
  'minute',
  'minutes',
  'min',
  'mins',
  'hour',
  'hours',
  'throw',
  'tossed',
  // How big or where: these say nothing about which part of the room a task is about.
  'deep',
  'quick',
  'quickly',
  'whole',
  'entire',
  'properly',
  'thorough',
  'thoroughly',
  'kitchen',
  'bedroom',
  'bathroom',
  'office',
  'garage',
  'gym',
  'living',
  'lounge',
  'house',
  'home',
  'place',
  'week',
  'weekend',
  'day',
]);

/** The words of some free text that name areas or objects, as canonical terms, in order, without repeats. */
export function contentTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (STOPWORDS.has(word)) continue;
    const term = canonicalTerm(word);
    if (term.length < 2 || STOPWORDS.has(term) || terms.includes(term)) continue;
    terms.push(term);
  }
  return terms;
}

// Words people use for each kind of task; multi-word phrases are joined before words are read.
const CATEGORY_WORDS: Record<TaskCategory, readonly string[]> = {
  organize: [
    'organize',
    'organise',
    'organizing',
    'organising',
    'organized',
    'organization',
    'organisation',
    'tidy',
    'tidying',
    'tidier',
    'tidyup',
    'sort',
    'sorting',
    'putaway',
  ],
  declutter: [
    'declutter',
    'decluttering',
    'decluttered',
    'purge',
    'purging',
    'clearout',
    'clearing',
    'getridof',
    'toss',
    'tossing',
    'donating',
    'discard',
    'discarding',
  ],
  clean: [
    'clean',
    'cleaning',
    'cleaner',
    'cleanup',
    'wipe',
    'wiping',
    'dust',
    'dusting',
    'scrub',
    'scrubbing',
    'vacuum',
    'vacuuming',
    'hoover',
    'hoovering',
    'mop',
    'mopping',
    'wash',
    'washing',
  ],
  rearrange: [
    'rearrange',
    'rearranging',
    'rearranged',
    'rearrangement',
    'arrange',
    'arranging',
    'layout',
    'movefurniture',
    'reorder',
  ],
  setup: ['setup', 'settingup', 'install', 'installing', 'assemble', 'assembling', 'mount', 'mounting'],
};

const PHRASES: readonly [RegExp, string][] = [
  [/\bset(?:ting)?[\s-]+up\b/g, ' setup '],
  [/\btidy[\s-]+up\b/g, ' tidyup '],
  [/\bclean[\s-]+up\b/g, ' cleanup '],
  [/\bput(?:ting)?\s+away\b/g, ' putaway '],
  [/\bclear(?:ing)?\s+out\b/g, ' clearout '],
  [/\bget(?:ting)?\s+rid\s+of\b/g, ' getridof '],
  [/\bmov(?:e|ing)\s+(?:the\s+)?furniture\b/g, ' movefurniture '],
];

/** Lowercase words with the multi-word task phrases joined, so 'set up' reads as one word. */
export function promptWords(text: string): string[] {
  let lower = ` ${text.toLowerCase().replace(/[’‘]/g, "'")} `;
  for (const [pattern, joined] of PHRASES) lower = lower.replace(pattern, joined);
  return lower.match(/[a-z0-9']+/g) ?? [];
}

const CATEGORY_BY_WORD: ReadonlyMap<string, TaskCategory> = new Map(
  (Object.entries(CATEGORY_WORDS) as [TaskCategory, readonly string[]][]).flatMap(([category, words]) =>
    words.map((word) => [word, category] as const),
  ),
);

/** The kind of task a single word names ('cleaning' → clean), if any. */
export function categoryOfWord(word: string): TaskCategory | undefined {
  return CATEGORY_BY_WORD.get(word);
}

/** Every kind of task the text names, in the order it names them. */
export function categoriesIn(text: string): TaskCategory[] {
  const found: TaskCategory[] = [];
  for (const word of promptWords(text)) {
    const category = categoryOfWord(word);
    if (category && !found.includes(category)) found.push(category);
  }
  return found;
}

/** How people say each kind of task in a sentence: "Added 2 cleaning tasks." */
export const CATEGORY_NOUN: Readonly<Record<TaskCategory, string>> = {
  organize: 'organizing',
  declutter: 'decluttering',
  clean: 'cleaning',
  rearrange: 'rearranging',
  setup: 'set-up',
};
