// What the coach noticed in a space's photos (issue 18), told in the household's words: the object detector
// gives COCO kinds with scores and boxes; this turns them into counts, friendly names and one sentence.

/** One object the detector found: COCO kind, score 0–1, box [x, y, width, height] in fractions of the image. */
export type SeenObject = { kind: string; score: number; box: readonly [number, number, number, number] };

/** A kind the coach mentions, with how many there are and its household name for that many. */
export type NoticedObject = { kind: string; label: string; count: number };
export type Noticed = { objects: NoticedObject[]; sentence: string };

/** The detector keeps guesses from 0.2; below this bar they are too often wrong to tell anyone. */
export const MENTION_MIN_SCORE = 0.25;
/** A sentence stays readable: the most frequent kinds first, the rest left out. */
export const MAX_KINDS_MENTIONED = 6;

/** People (and what only appears outdoors) are not clutter; the coach does not talk about them. */
const NOT_MENTIONED = new Set([
  'person', 'car', 'bus', 'train', 'truck', 'boat', 'airplane', 'motorcycle', 'traffic light', 'fire hydrant',
  'stop sign', 'parking meter', 'bird', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe',
]); // prettier-ignore

/** Household names, singular and plural, where COCO's own word is not what people say. */
const NAMES: Record<string, [one: string, many: string]> = {
  'dining table': ['table', 'tables'],
  tv: ['TV', 'TVs'],
  'cell phone': ['phone', 'phones'],
  'potted plant': ['plant', 'plants'],
  remote: ['remote control', 'remote controls'],
  mouse: ['computer mouse', 'computer mice'],
  keyboard: ['keyboard', 'keyboards'],
  'hair drier': ['hair dryer', 'hair dryers'],
  'sports ball': ['ball', 'balls'],
  skis: ['pair of skis', 'pairs of skis'],
  scissors: ['pair of scissors', 'pairs of scissors'],
  knife: ['knife', 'knives'],
  'hot dog': ['hot dog', 'hot dogs'],
  refrigerator: ['fridge', 'fridges'],
};

export function householdName(kind: string, count: number): string {
  const known = NAMES[kind];
  if (known) return count === 1 ? known[0] : known[1];
  if (count === 1) return kind;
  if (/(s|x|ch|sh)$/.test(kind)) return `${kind}es`;
  if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`;
  return `${kind}s`;
}

/** "a laptop", "an orange", "3 cups". */
export function countedName(kind: string, count: number): string {
  const name = householdName(kind, count);
  if (count !== 1) return `${count} ${name}`;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** "a", "a and b", "a, b and c". */
function listInEnglish(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Where things can be said to sit, and the words for it. A table with a laptop on it is a desk. */
const SURFACES: Record<string, string> = { 'dining table': 'table', bed: 'bed', couch: 'couch' };
const DESK_THINGS = new Set(['laptop', 'keyboard', 'mouse']);
/** Furniture and appliances stand on the floor anyway; saying so tells nothing. */
const STANDS_ON_FLOOR = new Set([
  'chair', 'couch', 'bed', 'dining table', 'toilet', 'sink', 'refrigerator', 'oven', 'tv', 'bench', 'microwave',
]); // prettier-ignore
/** An object whose bottom edge is this low in the picture, on no surface, lies on the floor. */
const FLOOR_LINE = 0.85;

type Mention = { kind: string; count: number; place: string | null };

/** The smallest surface whose box holds the object's bottom middle: where the object rests. */
function surfaceUnder(object: SeenObject, surfaces: SeenObject[]): SeenObject | undefined {
  const [x, y, width, height] = object.box;
  const footX = x + width / 2;
  const footY = y + height;
  return surfaces
    .filter((surface) => {
      const [sx, sy, sw, sh] = surface.box;
      const inside = footX >= sx && footX <= sx + sw && footY >= sy && footY <= sy + sh;
      return surface !== object && inside && width * height < sw * sh;
    })
    .sort((a, b) => a.box[2] * a.box[3] - b.box[2] * b.box[3])[0];
}

/** The kinds worth telling in one photo, each with where it is when that can be said. */
function mentionsOf(objects: readonly SeenObject[]): Mention[] {
  const worth = objects.filter((object) => object.score >= MENTION_MIN_SCORE && !NOT_MENTIONED.has(object.kind));
  const surfaces = worth.filter((object) => object.kind in SURFACES);
  const resting = new Map<SeenObject, SeenObject>();
  for (const object of worth) {
    if (object.kind in SURFACES) continue;
    const surface = surfaceUnder(object, surfaces);
    if (surface) resting.set(object, surface);
  }
  const usedSurfaces = new Set(resting.values());
  const placeOf = (object: SeenObject): string | null => {
    const surface = resting.get(object);
    if (surface) {
      const onIt = [...resting].filter(([, under]) => under === surface).map(([thing]) => thing.kind);
      return surface.kind === 'dining table' && onIt.some((kind) => DESK_THINGS.has(kind))
        ? 'desk'
        : SURFACES[surface.kind]!;
    }
    const bottom = object.box[1] + object.box[3];
    return !STANDS_ON_FLOOR.has(object.kind) && bottom >= FLOOR_LINE ? 'floor' : null;
  };

  const counts = new Map<string, Mention>();
  for (const object of worth) {
    // A surface with things on it is said as their place, not as one more object.
    if (usedSurfaces.has(object)) continue;
    const place = placeOf(object);
    const key = `${object.kind}|${place ?? ''}`;
    const mention = counts.get(key) ?? { kind: object.kind, count: 0, place };
    mention.count += 1;
    counts.set(key, mention);
  }
  return [...counts.values()];
}

function describe(mentions: Mention[], nothingSeen: string): Noticed {
  const perKind = new Map<string, number>();
  for (const { kind, count } of mentions) perKind.set(kind, (perKind.get(kind) ?? 0) + count);
  const kinds = [...perKind]
    .sort(([kindA, countA], [kindB, countB]) => countB - countA || kindA.localeCompare(kindB))
    .slice(0, MAX_KINDS_MENTIONED)
    .map(([kind]) => kind);
  if (kinds.length === 0) return { objects: [], sentence: nothingSeen };

  const objects = kinds.map((kind) => {
    const count = perKind.get(kind)!;
    return { kind, label: householdName(kind, count), count };
  });
  // One clause per place, in the order their first kind appears: "2 cups and a laptop on the desk, plus a plant".
  const places = new Map<string | null, string[]>();
  for (const kind of kinds) {
    const here = mentions.filter((mention) => mention.kind === kind);
    const placesOfKind = new Set(here.map((mention) => mention.place));
    // A kind spread over several places is told once, without a place.
    const place = placesOfKind.size === 1 ? here[0]!.place : null;
    places.set(place, [...(places.get(place) ?? []), countedName(kind, perKind.get(kind)!)]);
  }
  const clauses = [...places].map(([place, names]) => `${listInEnglish(names)}${place ? ` on the ${place}` : ''}`);
  return { objects, sentence: `I can see ${clauses.join(', plus ')}.` };
}

/** What the coach noticed in one photo. */
export function noticedInPhoto(objects: readonly SeenObject[]): Noticed {
  return describe(
    mentionsOf(objects),
    "I couldn't pick out particular objects in this photo, so the plan follows the room.",
  );
}

/** What the coach noticed across a space's analysed photos: counts summed over the photos. */
export function noticedInSpace(photos: readonly (readonly SeenObject[])[]): Noticed {
  return describe(
    photos.flatMap((objects) => mentionsOf(objects)),
    photos.length > 1
      ? "I couldn't pick out particular objects in these photos, so the plan follows the room."
      : "I couldn't pick out particular objects in this photo, so the plan follows the room.",
  );
}
