import type { DetectedObject } from '../../../db/schema/photos';
import type { SpaceType, TaskCategory } from '@tidy/domain/constants';
import type { CoachPhoto, CoachTask } from '../coach';
import { bulletList, type Priority } from './library-task';

// Tasks from what the object detector saw in the photos (COCO class names): "Take the 3 cups back to
// the kitchen", "Put the 9 books back on the shelf". Things out on a surface make clearing tasks, more
// of them when there is more out. People are never a task, and food is left out: detectors guess
// oranges as hot dogs, and a wrong guess in a task tells the household the coach is guessing.

/** Below this score the detector is guessing. */
const MIN_SCORE = 0.3;
/** Big furniture is often half out of frame or behind people, and scores lower; a wrong guess costs little. */
const FURNITURE_MIN_SCORE = 0.2;

type Counted = { kind: string; count: number; boxes: DetectedObject['box'][] };

// Small things that are out of place, and what to do with them.
type Loose = {
  plural: string;
  one: string;
  task: (count: number, spaceType: SpaceType) => [TaskCategory, string, string[]];
};

const back = (spaceType: SpaceType, what: string) =>
  spaceType === 'kitchen' ? `Wash and put away ${what}` : `Take ${what} back to the kitchen`;

const countOf = (count: number, one: string, plural: string) => (count === 1 ? `the ${one}` : `the ${count} ${plural}`);

// prettier-ignore
const LOOSE: Readonly<Record<string, Loose>> = {
  cup: { plural: 'cups', one: 'cup', task: (count, room) => ['organize', back(room, countOf(count, 'cup', 'cups')), ['Collect every cup and mug in the room', 'Empty them into the sink', 'Put them in the dishwasher or wash them']] },
  'wine glass': { plural: 'glasses', one: 'glass', task: (count, room) => ['organize', back(room, countOf(count, 'glass', 'glasses')), ['Collect the glasses one or two at a time', 'Empty them into the sink', 'Wash them or put them in the dishwasher']] },
  bowl: { plural: 'bowls', one: 'bowl', task: (count, room) => ['organize', back(room, countOf(count, 'bowl', 'bowls')), ['Collect the bowls', 'Scrape any leftovers into the bin', 'Wash them or put them in the dishwasher']] },
  fork: { plural: 'pieces of cutlery', one: 'fork', task: (_count, room) => ['organize', back(room, 'the cutlery'), ['Gather the forks, knives and spoons', 'Put them in the sink or dishwasher basket', 'Wipe where they were lying']] },
  spoon: { plural: 'pieces of cutlery', one: 'spoon', task: (_count, room) => ['organize', back(room, 'the cutlery'), ['Gather the forks, knives and spoons', 'Put them in the sink or dishwasher basket', 'Wipe where they were lying']] },
  bottle: { plural: 'bottles', one: 'bottle', task: (count) => ['declutter', `Clear away ${countOf(count, 'bottle', 'bottles')}`, ['Gather the bottles', 'Recycle the empty ones', 'Put the rest back where they are kept']] },
  book: { plural: 'books', one: 'book', task: (count) => ['organize', `Put ${countOf(count, 'book', 'books')} back on the shelf`, ['Gather the books lying around', 'Stand them on the shelf, spines facing out', 'Make a small pile of any to pass on']] },
  remote: { plural: 'remotes', one: 'remote', task: (count) => ['organize', count === 1 ? 'Give the remote a home' : `Put the ${count} remotes in one basket`, ['Find every remote', 'Check their batteries', 'Keep them together in one basket or tray']] },
  'cell phone': { plural: 'phones', one: 'phone', task: (count) => ['organize', count === 1 ? 'Put the phone on charge in its spot' : `Put the ${count} phones on charge in one spot`, ['Choose one charging spot', 'Put each phone there', 'Coil the chargers neatly']] },
  laptop: { plural: 'laptops', one: 'laptop', task: (count) => ['organize', count === 1 ? 'Put the laptop away and charge it' : `Put the ${count} laptops away and charge them`, ['Close the laptop and unplug what is not needed', 'Put it in its place', 'Plug in the charger there']] },
  backpack: { plural: 'bags', one: 'bag', task: (count) => ['organize', `Empty and hang up ${countOf(count, 'bag', 'bags')}`, ['Empty each bag', 'Bin the rubbish and put the rest away', 'Hang the bags on a hook']] },
  handbag: { plural: 'bags', one: 'bag', task: (count) => ['organize', `Empty and hang up ${countOf(count, 'bag', 'bags')}`, ['Empty each bag', 'Bin the rubbish and put the rest away', 'Hang the bags on a hook']] },
  suitcase: { plural: 'suitcases', one: 'suitcase', task: (count) => ['organize', `Unpack and store ${countOf(count, 'suitcase', 'suitcases')}`, ['Unpack what is still inside', 'Put each thing where it lives', 'Store the empty suitcase']] },
  'teddy bear': { plural: 'soft toys', one: 'soft toy', task: (count) => ['organize', `Put ${countOf(count, 'soft toy', 'soft toys')} back in their basket`, ['Gather the soft toys', 'Sit them in their basket or on the bed', 'Wash any that need it']] },
  'sports ball': { plural: 'balls', one: 'ball', task: (count) => ['organize', `Put ${countOf(count, 'ball', 'balls')} back in their basket`, ['Gather the balls', 'Put them in one basket or net', 'Keep the basket near the door']] },
  scissors: { plural: 'pairs of scissors', one: 'scissors', task: () => ['organize', 'Put the scissors back in the drawer', ['Close the scissors', 'Put them in their drawer or pot', 'Out of reach of small children']] },
  'potted plant': { plural: 'plants', one: 'plant', task: (count) => ['clean', `Water ${countOf(count, 'plant', 'plants')} and pick off dead leaves`, ['Check the soil of each plant', 'Water the dry ones', 'Pick off dead leaves']] },
  vase: { plural: 'vases', one: 'vase', task: (count) => ['clean', `Dust ${countOf(count, 'vase', 'vases')}`, ['Lift off any dried flowers', 'Dust or rinse each vase', 'Put it back on a clean surface']] },
  umbrella: { plural: 'umbrellas', one: 'umbrella', task: (count) => ['organize', `Hang up ${countOf(count, 'umbrella', 'umbrellas')} by the door`, ['Open wet ones to dry', 'Close them', 'Hang them on a hook by the door']] },
  tie: { plural: 'ties', one: 'tie', task: (count) => ['organize', `Hang up ${countOf(count, 'tie', 'ties')}`, ['Gather the ties', 'Hang them on a rail or roll them into a drawer', 'Pass on any nobody wears']] },
  toothbrush: { plural: 'toothbrushes', one: 'toothbrush', task: (count) => ['organize', `Put ${countOf(count, 'toothbrush', 'toothbrushes')} in their holder`, ['Rinse the holder', 'Stand each toothbrush in it', 'Replace any with splayed bristles']] },
  'hair drier': { plural: 'hair dryers', one: 'hair dryer', task: () => ['organize', 'Put the hair dryer away', ['Let it cool', 'Wrap the cord loosely', 'Put it in its drawer or on its hook']] },
  clock: { plural: 'clocks', one: 'clock', task: () => ['clean', 'Dust the clock and set it right', ['Dust the clock face', 'Set the right time', 'Change the battery if it runs slow']] },
};

// Furniture and fixtures: what to do with each, and a name for "clear the N things off …".
// prettier-ignore
const FURNITURE: Readonly<Record<string, { surface?: string; task: (count: number) => [TaskCategory, string, string[]] }>> = {
  'dining table': { surface: 'table', task: () => ['declutter', 'Clear the table', ['Take everything off the table', 'Put each thing back where it lives', 'Wipe the table']] },
  couch: { surface: 'sofa', task: () => ['organize', 'Clear the sofa and plump the cushions', ['Pick up everything lying on the sofa', 'Fold any throws', 'Plump and line up the cushions']] },
  bed: { surface: 'bed', task: () => ['organize', 'Make the bed', ['Straighten the sheet', 'Pull up the duvet or covers', 'Plump the pillows']] },
  chair: { surface: 'chairs', task: (count) => ['organize', count === 1 ? 'Clear the chair' : `Clear the ${count} chairs and tuck them in`, ['Take any clothes, bags and papers off the chairs', 'Put each thing where it lives', 'Tuck the chairs in at the table']] },
  bench: { surface: 'bench', task: () => ['declutter', 'Clear the bench', ['Take everything off the bench', 'Put each thing where it lives', 'Wipe the bench']] },
  tv: { task: () => ['clean', 'Dust the TV and its stand', ['Wipe the screen gently with a dry cloth', 'Dust the stand', 'Tidy the cables behind it']] },
  sink: { surface: 'sink', task: () => ['clean', 'Empty and wipe the sink', ['Take everything out of the sink', 'Wash or put away what was in it', 'Wipe the sink and the tap']] },
  refrigerator: { task: () => ['organize', 'Clear the front of the fridge', ['Take old notes and flyers off the fridge door', 'Keep only what is current', 'Wipe the door and handle']] },
  microwave: { task: () => ['clean', 'Wipe out the microwave', ['Heat a bowl of water for two minutes', 'Wipe the inside with a cloth', 'Wipe the door and buttons']] },
  toilet: { task: () => ['clean', 'Clean the toilet', ['Put on gloves', 'Clean the bowl with the brush', 'Wipe the seat, lid and flush']] },
  keyboard: { task: () => ['clean', 'Wipe the keyboard and mouse', ['Turn the keyboard over and tap out crumbs', 'Wipe the keys with a barely damp cloth', 'Wipe the mouse']] },
};

const SMALL_KINDS = new Set(Object.keys(LOOSE).concat(['knife', 'mouse', 'book', 'cell phone', 'remote']));

function countKinds(photos: readonly CoachPhoto[]): Map<string, Counted> {
  const counted = new Map<string, Counted>();
  for (const photo of photos) {
    for (const object of photo.detections ?? []) {
      const floor = object.kind in FURNITURE ? FURNITURE_MIN_SCORE : MIN_SCORE;
      if (object.score < floor || object.kind === 'person') continue;
      const known = counted.get(object.kind) ?? { kind: object.kind, count: 0, boxes: [] };
      known.count += 1;
      known.boxes.push(object.box);
      counted.set(object.kind, known);
    }
  }
  return counted;
}

const inside = (inner: DetectedObject['box'], outer: DetectedObject['box']) => {
  const [x, y, w, h] = inner;
  const [ox, oy, ow, oh] = outer;
  const cx = x + w / 2;
  const cy = y + h / 2;
  return cx >= ox && cx <= ox + ow && cy >= oy && cy <= oy + oh;
};

/** The object kinds the detector saw with some confidence, for telling what a room is. */
export function detectedKinds(photos: readonly CoachPhoto[]): string[] {
  return [...countKinds(photos).keys()];
}

const task = (
  category: TaskCategory,
  title: string,
  steps: string[],
  minutes: number,
  priority: Priority,
): CoachTask => ({
  title,
  description: bulletList(steps),
  category,
  priority,
  estimated_time: Math.max(2, Math.min(15, Math.round(minutes))),
});

/** Tasks about what the photos show, the most cluttered first; none when nothing recognisable was seen. */
export function tasksFromDetections(photos: readonly CoachPhoto[], spaceType: SpaceType): CoachTask[] {
  const counted = countKinds(photos);
  if (counted.size === 0) return [];
  const tasks: CoachTask[] = [];
  const smalls = [...counted.values()].filter((entry) => SMALL_KINDS.has(entry.kind));
  const looseTotal = smalls.reduce((sum, entry) => sum + entry.count, 0);

  // Surfaces with things on them: "Clear the 5 things off the table" instead of a plain "Clear the table".
  for (const [kind, furniture] of Object.entries(FURNITURE)) {
    const entry = counted.get(kind);
    if (!entry) continue;
    const onIt = furniture.surface
      ? smalls.reduce(
          (sum, small) => sum + small.boxes.filter((box) => entry.boxes.some((outer) => inside(box, outer))).length,
          0,
        )
      : 0;
    const [category, title, steps] = furniture.task(entry.count);
    if (onIt >= 3 && furniture.surface) {
      tasks.push(
        task(
          'declutter',
          `Clear the ${onIt} things off the ${furniture.surface}`,
          ['Take everything off, one thing at a time', 'Carry each back to where it lives', 'Wipe the clear surface'],
          3 + onIt,
          3,
        ),
      );
    } else {
      tasks.push(task(category, title, steps, 5, 2));
    }
  }
  const ordered = [...smalls].sort((a, b) => b.count - a.count);
  const seenTitles = new Set<string>();
  for (const entry of ordered) {
    const loose = LOOSE[entry.kind];
    if (!loose) continue;
    const [category, title, steps] = loose.task(entry.count, spaceType);
    if (seenTitles.has(title)) continue;
    seenTitles.add(title);
    tasks.push(task(category, title, steps, 2 + entry.count, entry.count >= 3 ? 3 : 2));
  }
  // More out of place, more clearing.
  if (looseTotal >= 8) {
    tasks.push(
      task(
        'declutter',
        'Do a ten-minute sweep of everything out of place',
        [
          'Set a timer for ten minutes',
          'Carry a basket round the room and fill it with things that live elsewhere',
          'Empty the basket room by room',
        ],
        10,
        3,
      ),
    );
  }
  if (looseTotal >= 15) {
    tasks.push(
      task(
        'declutter',
        'Clear one surface at a time until every surface is clear',
        [
          'Start with the surface that has most on it',
          'Put each thing away or in a box to sort',
          'Move on only when the surface is clear',
        ],
        15,
        3,
      ),
    );
  }
  return tasks.sort((a, b) => b.priority - a.priority);
}
