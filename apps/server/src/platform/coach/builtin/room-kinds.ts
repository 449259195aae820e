import type { SpaceType } from '@tidy/domain/constants';

// What kind of room a space is, from its type and its name: a space of type 'other' called
// "Kids' playroom" is a playroom, "Laundry room" a laundry room. Each kind says which library of
// room tasks suits it and which things such a room usually holds.

export type RoomKind = {
  readonly id: string;
  /** How a sentence names it: "a laundry room". */
  readonly label: string;
  /** The library of room tasks that suits it. */
  readonly library: SpaceType;
  /** Things (ids of household-things.ts) such a room usually holds, most typical first. */
  readonly things: readonly string[];
};

// prettier-ignore
const NAMED_KINDS: readonly [RegExp, RoomKind][] = [
  [/\bplay ?rooms?\b|\btoy ?room\b|\bplay (?:area|corner|space)\b|\brumpus\b/, { id: 'playroom', label: 'a playroom', library: 'other', things: ['toy', 'lego', 'board game', 'stuffed animal', 'craft supplies', 'book', 'toy box', 'dress-up'] }],
  [/\blaundry\b|\butility\b|\bwash ?room\b/, { id: 'laundry', label: 'a laundry room', library: 'other', things: ['laundry', 'detergent', 'towel', 'hanger', 'drying rack', 'lint', 'sock'] }],
  [/\bsewing\b|\bquilting\b/, { id: 'sewing', label: 'a sewing room', library: 'other', things: ['fabric', 'project', 'scissors', 'yarn', 'craft supplies'] }],
  [/\bcraft|\bhobby\b|\bart (?:room|studio|corner)\b|\bstudio\b|\bscrapbook/, { id: 'craft', label: 'a craft room', library: 'other', things: ['craft supplies', 'yarn', 'fabric', 'paint', 'glue', 'project', 'craft paper', 'scissors'] }],
  [/\bpantry\b|\blarder\b|\bfood store\b/, { id: 'pantry', label: 'a pantry', library: 'other', things: ['food', 'tin', 'cereal', 'spice', 'snack', 'jar', 'pantry shelf'] }],
  [/\bmud ?room\b|\bentry(?:way)?\b|\bhall(?:way)?\b|\bporch\b|\bfoyer\b|\bfront door\b|\bboot ?room\b|\bcloakroom\b|\bvestibule\b|\blanding\b/, { id: 'entryway', label: 'an entryway', library: 'other', things: ['shoe', 'coat', 'bag', 'scarf', 'key', 'umbrella', 'hook', 'shoe rack'] }],
  [/\bshed\b|\bworkshop\b|\bpotting\b|\bgarden room\b/, { id: 'shed', label: 'a shed', library: 'other', things: ['garden tools', 'tool', 'hardware', 'paint tin', 'plant', 'bike'] }],
  [/\bnursery\b|\bbaby\b/, { id: 'nursery', label: 'a nursery', library: 'other', things: ['nappy', 'baby clothes', 'baby toy', 'baby gear', 'book', 'bedding'] }],
  [/\blibrary\b|\breading (?:room|nook|corner)\b|\bbook ?room\b/, { id: 'library', label: 'a home library', library: 'other', things: ['book', 'magazine', 'shelf', 'photo'] }],
  [/\bmusic\b|\bband room\b|\brecording\b/, { id: 'music', label: 'a music room', library: 'other', things: ['instrument', 'sheet music', 'cable'] }],
  [/\bguest\b|\bspare (?:bed)?room\b/, { id: 'guest', label: 'a guest room', library: 'other', things: ['bedding', 'box', 'towel', 'bed', 'drawer'] }],
  [/\battic\b|\bloft\b|\bbox ?room\b|\bstorage\b|\bbasement\b|\bcellar\b|\bstore ?room\b|\bcrawl ?space\b/, { id: 'storage', label: 'a storage room', library: 'other', things: ['box', 'christmas decorations', 'keepsake', 'suitcase', 'seasonal clothes', 'donation'] }],
  [/\bcloset\b|\bwardrobe\b|\bdressing room\b|\bwalk-?in\b/, { id: 'closet', label: 'a closet', library: 'other', things: ['clothes', 'shoe', 'hanger', 'bag', 'accessory', 'seasonal clothes'] }],
  [/\bbalcony\b|\bpatio\b|\bterrace\b|\bdeck\b|\bgarden\b|\bveranda|\bconservatory\b|\byard\b/, { id: 'balcony', label: 'a balcony', library: 'other', things: ['plant', 'garden tools', 'cushion', 'chair'] }],
  [/\bdining\b/, { id: 'dining', label: 'a dining room', library: 'other', things: ['table', 'chair', 'tablecloth', 'dish'] }],
  [/\bkids'? ?(?:bed)?room\b|\bchildren'?s? (?:bed)?room\b|\bboys'? room\b|\bgirls'? room\b/, { id: 'kids-bedroom', label: "a child's bedroom", library: 'bedroom', things: ['toy', 'clothes', 'book'] }],
  [/\bbed ?rooms?\b|\bmaster\b|\bbunk\b|\bsleep/, { id: 'bedroom', label: 'a bedroom', library: 'bedroom', things: [] }],
  [/\bkitchen/, { id: 'kitchen', label: 'a kitchen', library: 'kitchen', things: [] }],
  [/\bliving\b|\blounge\b|\bfamily room\b|\bsitting room\b|\bden\b|\bfront room\b|\btv room\b/, { id: 'living-room', label: 'a living room', library: 'living-room', things: [] }],
  [/\boffice\b|\bstudy\b|\bdesk\b|\bwork ?space\b/, { id: 'office', label: 'an office', library: 'office', things: [] }],
  [/\bbath ?room\b|\ben-?suite\b|\btoilet\b|\bwc\b|\bshower room\b|\bpowder room\b|\bloo\b/, { id: 'bathroom', label: 'a bathroom', library: 'bathroom', things: [] }],
  [/\bgarage\b|\bcarport\b/, { id: 'garage', label: 'a garage', library: 'garage', things: [] }],
  [/\bgym\b|\bfitness\b|\bworkout\b|\bexercise\b/, { id: 'gym', label: 'a home gym', library: 'gym', things: [] }],
];

// What photos show, when a room's name says nothing: a bed means a bedroom, an oven a kitchen.
const BY_DETECTION: readonly [readonly string[], SpaceType][] = [
  [['bed'], 'bedroom'],
  [['toilet'], 'bathroom'],
  [['oven', 'refrigerator', 'microwave', 'sink'], 'kitchen'],
  [['couch', 'tv'], 'living-room'],
  [['laptop', 'keyboard', 'mouse'], 'office'],
];

const PLAIN: Readonly<Record<SpaceType, string>> = {
  bedroom: 'a bedroom',
  kitchen: 'a kitchen',
  'living-room': 'a living room',
  office: 'an office',
  bathroom: 'a bathroom',
  garage: 'a garage',
  gym: 'a home gym',
  other: 'this space',
};

/** The kind of room a space is, from its type, its name and (for a nameless 'other') what its photos show. */
export function roomKindOf(spaceType: SpaceType, spaceName: string, detectedKinds: readonly string[] = []): RoomKind {
  const name = spaceName.toLowerCase().replace(/[’‘]/g, "'");
  const named = NAMED_KINDS.find(([pattern]) => pattern.test(name))?.[1];
  if (named && (spaceType === 'other' || named.things.length > 0)) {
    // A preset type keeps its own library; the name only adds what such a room holds.
    return spaceType === 'other' ? named : { ...named, library: spaceType };
  }
  if (spaceType === 'other') {
    const seen = BY_DETECTION.find(([kinds]) => kinds.some((kind) => detectedKinds.includes(kind)))?.[1];
    if (seen) return { id: seen, label: PLAIN[seen], library: seen, things: [] };
  }
  return { id: spaceType, label: PLAIN[spaceType], library: spaceType, things: [] };
}
