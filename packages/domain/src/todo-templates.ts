import {
  FOCUSED_TEMPLATE_MINUTES,
  QUICK_WIN_TEMPLATE_MINUTES,
  TEMPLATE_SPACE_TYPES,
  type TaskCategory,
  type TemplateDurationCategory,
} from './constants';
import { quickSelectorPoints } from './points';

// The quick task selector's preset templates (spec 02 §2, §3, §9): quick wins of 5–6 minutes and focused
// tasks of 12–25 minutes, for each room with templates and for any room. Picking one adds it to the to-do
// list, worth round(time × 2) points.

export type TemplateSpaceType = (typeof TEMPLATE_SPACE_TYPES)[number];
export const TEMPLATE_DIFFICULTIES = ['easy', 'medium'] as const;
export type TemplateDifficulty = (typeof TEMPLATE_DIFFICULTIES)[number];

/** Spec 02 §3 "Preset task template". */
export type TaskTemplate = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly estimated_time: number;
  readonly duration_category: TemplateDurationCategory;
  /** The rooms it suits; a general template lists every room. */
  readonly space_types: readonly TemplateSpaceType[];
  readonly category: TaskCategory;
  readonly difficulty: TemplateDifficulty;
  /** Higher is more important, as for space tasks. */
  readonly priority: 1 | 2 | 3;
};

type Draft = Omit<TaskTemplate, 'id' | 'duration_category' | 'space_types' | 'difficulty'> & {
  readonly slug: string;
  readonly difficulty?: TemplateDifficulty;
};

const ANY_ROOM = 'general';
type Room = TemplateSpaceType | typeof ANY_ROOM;

function templates(room: Room, duration: TemplateDurationCategory, drafts: readonly Draft[]): TaskTemplate[] {
  return drafts.map(({ slug, difficulty, ...rest }) => ({
    ...rest,
    id: `${room}-${duration}-${slug}`,
    duration_category: duration,
    space_types: room === ANY_ROOM ? TEMPLATE_SPACE_TYPES : [room],
    difficulty: difficulty ?? (duration === 'quick' ? 'easy' : 'medium'),
  }));
}

export const TASK_TEMPLATES: readonly TaskTemplate[] = [
  ...templates(ANY_ROOM, 'quick', [
    { slug: 'one-surface', title: 'Clear one flat surface', description: 'Pick one table or counter and put away everything that does not live there.', estimated_time: 5, category: 'organize', priority: 2 },
    { slug: 'trash-round', title: 'Do a trash round', description: 'Walk through the room with a bag and collect wrappers, receipts and anything broken.', estimated_time: 5, category: 'declutter', priority: 2 },
    { slug: 'return-items', title: 'Return things to their homes', description: 'Gather what wandered in from other rooms and carry it back in one trip.', estimated_time: 6, category: 'organize', priority: 2 },
    { slug: 'donate-five', title: 'Pick five things to donate', description: 'Choose five things you no longer use and put them in a bag by the door.', estimated_time: 6, category: 'declutter', priority: 1 },
  ]),
  ...templates(ANY_ROOM, 'focused', [
    { slug: 'drawer-reset', title: 'Reset one drawer', description: 'Empty a drawer, wipe it, sort what was inside and put back only what belongs there.', estimated_time: 15, category: 'organize', priority: 3 },
    { slug: 'clear-floor', title: 'Clear the floor', description: 'Pick up everything on the floor, sort it into keep, move and toss, then vacuum the open space.', estimated_time: 20, category: 'clean', priority: 3 },
    { slug: 'label-storage', title: 'Label your storage', description: 'Sort the loose things on one shelf into boxes and label each box with what it holds.', estimated_time: 25, category: 'setup', priority: 2 },
    { slug: 'paper-pile', title: 'Sort a paper pile', description: 'Go through one stack of papers: recycle, file or act on each sheet.', estimated_time: 15, category: 'declutter', priority: 3 },
  ]),

  ...templates('bedroom', 'quick', [
    { slug: 'make-bed', title: 'Make the bed', description: 'Straighten the sheets, shake out the duvet and set the pillows in place.', estimated_time: 5, category: 'organize', priority: 2 },
    { slug: 'nightstand', title: 'Clear the nightstand', description: 'Take cups back to the kitchen and keep only the lamp, one book and what you use at night.', estimated_time: 5, category: 'organize', priority: 2 },
    { slug: 'clothes-chair', title: 'Empty the clothes chair', description: 'Hang or fold the clothes piled on the chair and put worn ones in the laundry basket.', estimated_time: 6, category: 'organize', priority: 3 },
    { slug: 'pair-socks', title: 'Pair loose socks', description: 'Match the loose socks in the drawer and recycle the ones without a partner.', estimated_time: 5, category: 'declutter', priority: 1 },
  ]),
  ...templates('bedroom', 'focused', [
    { slug: 'closet-rail', title: 'Thin out the closet rail', description: 'Take out clothes you have not worn in a year and set them aside to donate.', estimated_time: 25, category: 'declutter', priority: 3 },
    { slug: 'under-bed', title: 'Reset the space under the bed', description: 'Pull everything out, vacuum, and put back only what fits in boxes or bags.', estimated_time: 20, category: 'organize', priority: 2 },
    { slug: 'dresser-top', title: 'Give the dresser top a rest', description: 'Find a drawer home for each thing on the dresser and keep only two or three on top.', estimated_time: 15, category: 'rearrange', priority: 2 },
    { slug: 'fresh-linen', title: 'Change the bed linen', description: 'Strip the bed, start the wash and make it up with fresh sheets and covers.', estimated_time: 12, category: 'clean', priority: 2, difficulty: 'easy' },
  ]),

  ...templates('kitchen', 'quick', [
    { slug: 'wipe-counters', title: 'Wipe the counters', description: 'Move what stands on the counters aside, wipe them down and put back only the daily things.', estimated_time: 5, category: 'clean', priority: 2 },
    { slug: 'dish-rack', title: 'Empty the dish rack', description: 'Put away the dry dishes so the rack is ready for the next round.', estimated_time: 5, category: 'organize', priority: 2 },
    { slug: 'fridge-door', title: 'Check the fridge door', description: 'Look at the dates on sauces and jars in the door and toss the ones past their best.', estimated_time: 6, category: 'declutter', priority: 2 },
    { slug: 'sink-area', title: 'Tidy the sink area', description: 'Rinse the sink, wring out the sponge and line up soap and brushes neatly.', estimated_time: 5, category: 'clean', priority: 1 },
  ]),
  ...templates('kitchen', 'focused', [
    { slug: 'spice-shelf', title: 'Sort the spice shelf', description: 'Check every jar, combine duplicates, drop the stale ones and line up the rest by use.', estimated_time: 20, category: 'organize', priority: 3 },
    { slug: 'pantry-shelf', title: 'Reset one pantry shelf', description: 'Empty the shelf, wipe it and group what goes back: breakfast, baking, snacks.', estimated_time: 25, category: 'organize', priority: 3 },
    { slug: 'utensil-drawer', title: 'Declutter the utensil drawer', description: 'Keep one of each tool you really use and pass on duplicates and gadgets.', estimated_time: 15, category: 'declutter', priority: 2 },
    { slug: 'fridge-shelves', title: 'Clean out the fridge', description: 'Take out old leftovers, wipe each shelf and put food back with the oldest in front.', estimated_time: 25, category: 'clean', priority: 3 },
  ]),

  ...templates('living-room', 'quick', [
    { slug: 'cushions', title: 'Straighten the cushions', description: 'Plump the sofa cushions and set them back in place.', estimated_time: 5, category: 'rearrange', priority: 1 },
    { slug: 'coffee-table', title: 'Clear the coffee table', description: 'Take away cups and wrappers and keep just one or two things on top.', estimated_time: 5, category: 'organize', priority: 2 },
    { slug: 'remotes', title: 'Gather remotes and chargers', description: 'Collect remotes and chargers into one basket or tray next to the sofa.', estimated_time: 5, category: 'organize', priority: 1 },
    { slug: 'throws', title: 'Fold the blankets', description: 'Fold blankets and throws and stack them in one basket or on one chair.', estimated_time: 6, category: 'organize', priority: 1 },
  ]),
  ...templates('living-room', 'focused', [
    { slug: 'dust-shelves', title: 'Dust the shelves', description: 'Lift each thing off the shelves, dust underneath and put back fewer than you took.', estimated_time: 15, category: 'clean', priority: 2, difficulty: 'easy' },
    { slug: 'media-shelf', title: 'Sort the media shelf', description: 'Go through games, films and books: keep the favourites and set the rest aside to pass on.', estimated_time: 20, category: 'declutter', priority: 2 },
    { slug: 'clear-path', title: 'Make a clear walkway', description: 'Move furniture and baskets so there is a clear path from the door to the seats.', estimated_time: 25, category: 'rearrange', priority: 3 },
    { slug: 'under-sofa', title: 'Vacuum under the sofa', description: 'Pull the sofa out, rescue lost things, vacuum and push it back.', estimated_time: 12, category: 'clean', priority: 2 },
  ]),

  ...templates('office', 'quick', [
    { slug: 'desk-surface', title: 'Clear the desk surface', description: 'Stack papers in one pile, put pens in one cup and clear the space in front of the keyboard.', estimated_time: 5, category: 'organize', priority: 3 },
    { slug: 'recycling', title: 'Empty the paper bin', description: 'Empty the paper bin and recycle the envelopes and flyers lying around.', estimated_time: 5, category: 'declutter', priority: 1 },
    { slug: 'cables', title: 'Tame the cables', description: 'Bundle loose cables with a tie and unplug chargers you are not using.', estimated_time: 6, category: 'organize', priority: 2 },
    { slug: 'supplies', title: 'Refill your supplies', description: 'Put paper in the printer, test the pens and toss the dry ones.', estimated_time: 5, category: 'setup', priority: 1 },
  ]),
  ...templates('office', 'focused', [
    { slug: 'inbox-tray', title: 'Work through the inbox tray', description: 'Take each paper in the tray and file it, act on it or recycle it until the tray is empty.', estimated_time: 20, category: 'declutter', priority: 3 },
    { slug: 'desk-drawers', title: 'Sort the desk drawers', description: 'Empty one drawer at a time and give each kind of thing its own corner.', estimated_time: 15, category: 'organize', priority: 2 },
    { slug: 'computer-desktop', title: 'Tidy your computer desktop', description: 'Move files from the desktop into folders and delete what you no longer need.', estimated_time: 25, category: 'organize', priority: 2 },
    { slug: 'landing-zone', title: 'Set up a landing spot', description: "Choose one tray for today's notes, mail and keys, and use it from now on.", estimated_time: 12, category: 'setup', priority: 2, difficulty: 'easy' },
  ]),

  ...templates('garage', 'quick', [
    { slug: 'sweep-entrance', title: 'Sweep the entrance', description: 'Sweep the first few steps inside the door, where dirt comes in first.', estimated_time: 5, category: 'clean', priority: 1 },
    { slug: 'hang-tools', title: 'Hang up loose tools', description: 'Put the tools lying on the bench back on their hooks or in their box.', estimated_time: 6, category: 'organize', priority: 2 },
    { slug: 'gather-recycling', title: 'Gather the recycling', description: 'Flatten boxes and bag up the cans and bottles waiting to go out.', estimated_time: 5, category: 'declutter', priority: 2 },
    { slug: 'close-boxes', title: 'Close and stack open boxes', description: 'Close open boxes, mark what is inside and stack them against one wall.', estimated_time: 5, category: 'organize', priority: 1 },
  ]),
  ...templates('garage', 'focused', [
    { slug: 'one-shelf', title: 'Sort one shelf', description: 'Take everything off one shelf, group like with like and put back what you use.', estimated_time: 20, category: 'organize', priority: 3 },
    { slug: 'tool-wall', title: 'Set up a tool wall', description: 'Put up hooks or a pegboard and hang the tools you reach for most.', estimated_time: 25, category: 'setup', priority: 2 },
    { slug: 'sports-gear', title: 'Declutter the sports gear', description: 'Check balls, bikes and rackets: pump up, repair or pass on what nobody uses.', estimated_time: 15, category: 'declutter', priority: 2 },
    { slug: 'path-to-car', title: 'Clear a path to the car', description: 'Move whatever blocks the way to the car doors onto shelves or into bins.', estimated_time: 20, category: 'rearrange', priority: 3 },
  ]),
];

/** What the selector filters by; `spaceType` 'all' (or none) shows every room's templates. */
export type TemplateFilter = {
  duration?: TemplateDurationCategory;
  spaceType?: TemplateSpaceType | 'all';
};

/** The templates that match the filter; for one room, the room's own come before those for any room. */
export function templatesFor({ duration, spaceType = 'all' }: TemplateFilter = {}): TaskTemplate[] {
  const matching = TASK_TEMPLATES.filter(
    (template) =>
      (duration === undefined || template.duration_category === duration) &&
      (spaceType === 'all' || template.space_types.includes(spaceType)),
  );
  if (spaceType === 'all') return matching;
  const general = (template: TaskTemplate) => (template.space_types.length > 1 ? 1 : 0);
  return matching.sort((a, b) => general(a) - general(b));
}

/** The minutes a duration category allows (spec 02 §9). */
export const TEMPLATE_MINUTES = {
  quick: QUICK_WIN_TEMPLATE_MINUTES,
  focused: FOCUSED_TEMPLATE_MINUTES,
} as const satisfies Record<TemplateDurationCategory, { min: number; max: number }>;

/** A picked template as a new to-do item: its title, time and round(time × 2) points; not a custom task. */
export function templateAsTodo(template: TaskTemplate) {
  return {
    task: template.title,
    estimatedTime: template.estimated_time,
    points: quickSelectorPoints(template.estimated_time),
    isCustom: false,
  } as const;
}
