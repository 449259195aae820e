import type { TaskCategory } from '@tidy/domain/constants';
import { THING_BY_ID, type Thing, type ThingKind } from './household-things';
import { bandOf, type LibraryTask, type Priority } from './library-task';
import { contentTerms } from './vocabulary';

// Tasks about one thing the household named: "Pair up the shoes and line them up", "Sort the
// paperwork into act, file and recycle". Each kind of thing has its own actions; a few things
// have their own. {the} is "the shoes", {n} is "shoes".

type Template = readonly [
  category: TaskCategory,
  minutes: number,
  priority: Priority,
  title: string,
  steps: readonly string[],
];

// prettier-ignore
const BY_KIND: Readonly<Record<ThingKind, readonly Template[]>> = {
  clothes: [
    ['organize', 10, 3, 'Fold or hang {the}', ['Gather {the} from chairs, the floor and the bed', 'Put anything worn in the laundry basket', 'Fold or hang the clean ones and put them where they live']],
    ['declutter', 10, 2, 'Pick out {n} nobody wears to donate', ['Go through {the} one piece at a time', 'Set aside what no longer fits or was not worn this past year', 'Put them in a donation bag by the door']],
    ['organize', 20, 2, 'Sort {the} by type', ['Take {the} out of one drawer or shelf at a time', 'Group like with like: everyday, special occasions, sports', 'Put back the ones worn most where they are easiest to reach']],
  ],
  footwear: [
    ['organize', 10, 3, 'Pair up {the} and line them up', ['Gather every one of {the} from around the room', 'Match the pairs and set aside any without a partner', 'Line the pairs up on a rack or in a basket, the ones worn most in front']],
    ['declutter', 5, 2, 'Pick out {n} nobody wears any more', ['Check each pair for wear and fit', 'Let go of pairs that hurt, leak or no longer fit', 'Bag them to donate or recycle']],
    ['organize', 15, 2, 'Give {the} one home', ['Choose one place for {the}: a rack, a shelf or a basket', 'Move every pair there', 'Keep only the pairs worn this week near the door']],
  ],
  outerwear: [
    ['organize', 5, 3, 'Hang {the} on hooks', ['Pick {the} up off chairs, the floor and the banister', 'Hang each one on a hook or in the closet', 'Put anything that needs washing in the laundry']],
    ['declutter', 10, 2, 'Sort {the}: keep what is worn this season', ['Go through {the} one at a time', 'Store what is out of season somewhere else', 'Bag anything nobody wears to donate']],
  ],
  bags: [
    ['organize', 10, 2, 'Empty and hang up {the}', ['Empty each one onto a table', 'Bin the rubbish and put the rest away', 'Hang or stand {the} in one place']],
    ['declutter', 5, 2, 'Pass on {n} nobody uses', ['Look at each of {the} in turn', 'Keep the ones used this year', 'Put the rest in a donation bag']],
  ],
  laundry: [
    ['organize', 10, 3, 'Sort {the} into piles', ['Gather {the} into one place', 'Make piles: to wash, to fold, to put away', 'Start with the smallest pile']],
    ['organize', 15, 2, 'Put away {the}', ['Take one pile of {the} at a time', 'Put each thing where it lives', 'Stop when the pile is gone']],
  ],
  linens: [
    ['organize', 10, 2, 'Fold {the} and stack them by size', ['Gather {the} in one place', 'Fold them the same way so the stacks stay neat', 'Stack by size or by room, the most used on top']],
    ['declutter', 10, 2, 'Pick out worn {n} to pass on', ['Check {the} for holes, stains and thin patches', 'Keep enough for each person plus one spare', 'Bag the rest for an animal shelter or textile recycling']],
  ],
  toys: [
    ['organize', 10, 3, 'Gather {the} into their bins', ['Pick up {the} from the floor and the furniture', 'Drop each one in the bin or basket it belongs in', 'Count how many you put away']],
    ['organize', 15, 2, 'Sort {the} by type', ['Tip one box of {the} onto a sheet or mat', 'Make groups that are played with together', 'Give each group its own box or bag']],
    ['declutter', 10, 2, 'Pick out broken or outgrown {n}', ['Look through {the} one box at a time', 'Put broken ones and pieces without a set aside', 'Let go of the outgrown ones: donate what is still good']],
  ],
  books: [
    ['organize', 10, 2, 'Put {the} back on the shelf', ['Gather {the} from around the room', 'Stand them upright on the shelf, spines facing out', 'Make a small pile of any that belong elsewhere']],
    ['declutter', 10, 2, 'Pick out {n} to pass on', ['Go along {the} one row at a time', 'Keep what you love or will read again', 'Box the rest to donate or give away']],
  ],
  paper: [
    ['organize', 15, 3, 'Sort {the} into act, file and recycle', ['Gather {the} into one pile', 'Make three piles: act on it, file it, recycle it', 'Put the act pile somewhere you will see it tomorrow']],
    ['declutter', 10, 2, 'Recycle {the} you no longer need', ['Go through {the} one by one', 'Shred anything with names or numbers on it', 'Recycle the rest']],
    ['organize', 15, 2, 'Give {the} one home', ['Choose one tray, folder or box for {the}', 'Label it so everyone knows', 'Put every loose one in it']],
  ],
  electronics: [
    ['organize', 10, 2, 'Give {the} one home and charge them', ['Gather {the} from around the room', 'Choose one drawer, shelf or basket for them', 'Plug in whatever needs charging']],
    ['declutter', 10, 2, 'Pass on {n} nobody uses', ['Pick out {the} nobody has used this year', 'Wipe any personal data', 'Take them to an electronics recycling point or donate them']],
  ],
  cables: [
    ['organize', 10, 2, 'Untangle and label {the}', ['Unplug and untangle {the} one at a time', 'Coil each one and tie it with a strap', 'Label what each one is for']],
    ['declutter', 5, 2, 'Recycle {n} that fit nothing', ['Match each one of {the} to a device', 'Set aside the ones that fit nothing you own', 'Take them to electronics recycling']],
  ],
  dishes: [
    ['organize', 5, 3, 'Take {the} back to the kitchen', ['Collect {the} from around the room', 'Carry them to the kitchen in one trip', 'Put them in the sink or dishwasher']],
    ['clean', 10, 2, 'Wash and put away {the}', ['Wash or load {the}', 'Dry them', 'Put each one back where it lives']],
  ],
  cookware: [
    ['organize', 15, 2, 'Match {the} and nest them', ['Take {the} out of the cupboard', 'Match lids to their pots and containers', 'Nest them by size and put them back']],
    ['declutter', 10, 2, 'Pass on {n} you never use', ['Look at each of {the}', 'Set aside the ones you have not used this year', 'Donate the good ones']],
  ],
  food: [
    ['declutter', 10, 3, 'Check {the} for dates and bin what is out of date', ['Look at the date on each of {the}', 'Bin or compost anything out of date', 'Move what needs eating soon to the front']],
    ['organize', 15, 2, 'Group {the} by type', ['Take {the} off one shelf at a time', 'Group like with like', 'Put them back with labels facing out']],
  ],
  toiletries: [
    ['declutter', 10, 2, 'Clear out empty and old {n}', ['Take {the} out of the cupboard or shelf', 'Bin empties and anything past its date', 'Put back only what is used']],
    ['organize', 10, 2, 'Group {the} into a caddy', ['Sort {the} by who uses them', 'Put each person’s in a basket or caddy', 'Keep the everyday ones in front']],
  ],
  medicine: [
    ['declutter', 10, 3, 'Check {the} for expiry dates', ['Gather {the} in one place', 'Set aside anything past its date to return to a pharmacy', 'Put the rest in one box out of children’s reach']],
  ],
  cleaning: [
    ['organize', 10, 2, 'Gather {the} into one caddy', ['Collect {the} from around the house', 'Keep one of each kind; recycle empties', 'Put them together in a caddy, out of children’s reach']],
  ],
  tools: [
    ['organize', 10, 2, 'Put {the} back where they belong', ['Gather {the} from around the room', 'Put each one back in its box or on its hook', 'Make a list of anything missing']],
    ['organize', 20, 2, 'Sort {the} by type', ['Lay {the} out on a clear surface', 'Group them by what they are used for', 'Give each group a box, a drawer or a wall spot']],
  ],
  sports: [
    ['organize', 10, 2, 'Gather {the} into one spot', ['Collect {the} from around the room', 'Keep them together on a shelf, a hook or in a basket', 'Set aside anything broken']],
    ['declutter', 10, 2, 'Pass on {n} nobody uses', ['Look at each of {the}', 'Keep what is used this season', 'Donate the rest']],
  ],
  crafts: [
    ['organize', 15, 2, 'Sort {the} into labelled boxes', ['Lay {the} out on the table', 'Group them: cutting, sticking, colouring, sewing', 'Give each group a labelled box or jar']],
    ['declutter', 10, 2, 'Let go of dried-out or unused {n}', ['Test and check {the} one group at a time', 'Bin what is dried out or broken', 'Donate what nobody will use']],
  ],
  stationery: [
    ['declutter', 5, 2, 'Test {the} and bin the ones that are done', ['Gather {the} in one place', 'Try each one and bin what is dried out or broken', 'Keep a few of each in one pot or drawer']],
    ['organize', 10, 2, 'Give {the} one drawer', ['Choose one drawer or pot for {the}', 'Put every loose one in it', 'Store the spares somewhere else']],
  ],
  decor: [
    ['clean', 10, 2, 'Dust {the}', ['Take {the} off one surface at a time', 'Dust each one and the surface under it', 'Put back only the ones you love']],
    ['declutter', 10, 2, 'Choose which {n} to keep on display', ['Look at each of {the}', 'Keep out the ones you love', 'Box or pass on the rest']],
  ],
  plants: [
    ['clean', 5, 2, 'Water {the} and pick off dead leaves', ['Check the soil of each one of {the}', 'Water the dry ones', 'Pick off dead leaves and wipe up spills']],
  ],
  baby: [
    ['organize', 10, 3, 'Restock and sort {the}', ['Gather {the} in one place', 'Sort them by what is used most', 'Put the everyday ones within reach']],
    ['declutter', 10, 2, 'Pack away outgrown {n}', ['Go through {the} and pick out what no longer fits or is no longer used', 'Fold or pack them into a labelled box', 'Decide what to keep, pass on or donate']],
  ],
  pets: [
    ['organize', 10, 2, 'Gather {the} into one basket', ['Collect {the} from around the room', 'Put them in one basket or box', 'Wash anything that needs it']],
  ],
  surface: [
    ['declutter', 10, 3, 'Clear {the}', ['Take everything off {the}', 'Put back only what is used there every day', 'Take everything else to where it lives']],
    ['clean', 5, 2, 'Wipe {the}', ['Move things off {the}', 'Wipe it with a damp cloth and dry it', 'Put things back neatly']],
  ],
  storage: [
    ['declutter', 20, 3, 'Empty and sort {the}', ['Take everything out of {the}, one part at a time', 'Sort into keep, donate and bin', 'Put back the keep pile, the most used in front']],
    ['organize', 10, 2, 'Straighten {the}', ['Stand things upright and group like with like', 'Move anything that belongs elsewhere', 'Wipe the shelves or drawers you can reach']],
  ],
  furniture: [
    ['declutter', 5, 3, 'Clear {the}', ['Pick up everything lying on {the}', 'Take each thing back to where it lives', 'Straighten the cushions or covers']],
    ['clean', 10, 2, 'Dust and wipe {the}', ['Dust {the} from top to bottom', 'Wipe marks with a damp cloth', 'Vacuum around it']],
  ],
  rubbish: [
    ['declutter', 5, 3, 'Take out {the}', ['Gather {the} from every bin and corner', 'Bag it up', 'Take it out to the outside bins']],
  ],
  accessories: [
    ['organize', 10, 2, 'Untangle and sort {the}', ['Lay {the} out on a clear surface', 'Untangle and pair them', 'Give them a tray, box or hooks']],
  ],
  smalls: [
    ['organize', 5, 2, 'Give {the} one spot', ['Choose one bowl, tray or hook for {the}', 'Collect them from pockets, bags and tables', 'Put them there every time you come in']],
  ],
  seasonal: [
    ['organize', 20, 2, 'Pack {the} into labelled boxes', ['Gather {the} in one place', 'Pack them by kind into boxes', 'Label each box and store it out of the way']],
  ],
  music: [
    ['organize', 10, 2, 'Put {the} back on their stands or in their cases', ['Gather {the} from around the room', 'Wipe each one and put it on its stand, hook or in its case', 'Coil any leads and hang them up']],
    ['organize', 15, 2, 'Sort {the} into folders', ['Gather {the} in one pile', 'Sort by player or by piece', 'Put each group in a labelled folder near the stands']],
  ],
  fixture: [
    ['clean', 10, 2, 'Clean {the}', ['Clear anything in front of {the}', 'Clean from top to bottom', 'Dry and put things back']],
  ],
};

// A few things have their own actions, where the kind's would read oddly.
// prettier-ignore
const BY_THING: Readonly<Record<string, readonly Template[]>> = {
  laundry: [
    ['organize', 10, 3, 'Sort the laundry into loads', ['Empty the basket onto the floor', 'Make piles: whites, darks, towels and delicates', 'Start the first load']],
    ['organize', 15, 2, 'Fold and put away the clean laundry', ['Take the clean laundry to a clear bed or table', 'Fold one person’s things at a time', 'Put each pile away where it lives']],
  ],
  detergent: [['organize', 10, 2, 'Gather the laundry supplies on one shelf', ['Collect detergent, softener and stain remover', 'Recycle empties and combine half-used ones', 'Keep them on one shelf near the machine']]],
  hanger: [['declutter', 5, 2, 'Clear out spare and broken hangers', ['Gather the empty hangers', 'Recycle broken and wire ones', 'Keep the rest together at one end of the rail']]],
  'drying rack': [['organize', 5, 2, 'Clear the drying rack', ['Take the dry clothes off the rack', 'Fold them into piles', 'Fold the rack away']]],
  appliance: [
    ['clean', 10, 2, 'Wipe down {the}', ['Unplug it and let it cool', 'Wipe the outside and empty any crumbs or water', 'Dry it and plug it back in']],
    ['declutter', 10, 2, 'Pass on {n} you never use', ['Look at each of {the} on the counters and in the cupboards', 'Keep what you used this month', 'Donate or recycle the rest, and free the counter']],
  ],
  lint: [['clean', 5, 2, 'Clean the lint filter', ['Pull out the lint filter', 'Peel off the fluff and bin it', 'Slide the filter back in']]],
  bedding: [['organize', 5, 3, 'Make the bed', ['Straighten the sheet', 'Pull up the duvet or covers', 'Plump the pillows']]],
  lego: [
    ['organize', 10, 3, 'Gather the Lego into its tubs', ['Pick the Lego up from the floor, a handful at a time', 'Drop it into its tubs or a play mat that folds into a bag', 'Check under the sofa and beds for strays']],
    ['organize', 20, 2, 'Sort the Lego by colour or set', ['Tip one tub onto a sheet', 'Sort by colour or by set, whichever your builders like', 'Give each group its own box']],
  ],
  'board game': [['organize', 15, 2, 'Check the board games for missing pieces', ['Open each box and count the pieces', 'Fix torn boxes with tape', 'Stack them back with the most played on top']]],
  mail: [['organize', 10, 3, 'Open and sort the mail', ['Gather all the unopened mail', 'Recycle junk mail straight away', 'Put bills and letters to answer in one tray']]],
  bill: [['organize', 10, 3, 'Sort the bills into paid and to pay', ['Gather the bills in one place', 'Put paid ones in a folder; recycle old ones you no longer need', 'Put the unpaid ones where you will see them']]],
  receipt: [['declutter', 10, 2, 'Sort the receipts: keep or recycle', ['Keep only receipts for returns, warranties and taxes', 'Put those in one envelope or folder', 'Shred the rest']]],
  remote: [['organize', 5, 2, 'Put the remotes in one basket', ['Find every remote and controller', 'Check their batteries', 'Keep them together in one basket by the sofa']]],
  cup: [['organize', 5, 3, 'Take the cups back to the kitchen', ['Collect the cups and mugs from around the room', 'Carry them to the kitchen', 'Put them in the sink or dishwasher']]],
  plant: [
    ['clean', 5, 2, 'Water the plants and pick off dead leaves', ['Check the soil of each plant', 'Water the dry ones', 'Pick off dead leaves and wipe up spills']],
    ['clean', 10, 1, 'Wipe the dust off the plant leaves', ['Support each leaf with one hand', 'Wipe it gently with a damp cloth', 'Move the plants back into the light']],
  ],
  rubbish: [['declutter', 5, 3, 'Fill one bag with rubbish', ['Take a rubbish bag around the room', 'Bin wrappers, empties and broken things', 'Tie it and take it out']]],
  recycling: [['declutter', 5, 2, 'Take out the recycling', ['Gather bottles, tins and cardboard', 'Flatten the boxes', 'Take them to the recycling bin']]],
  donation: [['declutter', 10, 2, 'Take the donation bags out of the house', ['Gather the bags of things to donate', 'Put them in the car or by the front door', 'Drop them off this week']]],
  bed: [
    ['organize', 5, 3, 'Make the bed', ['Straighten the sheet', 'Pull up the duvet or covers', 'Plump the pillows']],
    ['declutter', 5, 2, 'Clear the floor around the bed', ['Pick up everything on the floor around the bed', 'Put clothes in the basket or the closet', 'Take cups, books and chargers back to where they live']],
  ],
  floor: [['declutter', 10, 3, 'Clear everything off the floor', ['Pick up everything on the floor', 'Put each thing back where it lives, or in a box to sort', 'Vacuum or sweep the clear floor']]],
  tv: [['clean', 5, 2, 'Dust the TV and its stand', ['Wipe the screen gently with a dry microfibre cloth', 'Dust the stand', 'Bundle the cables behind it']]],
  window: [['clean', 10, 2, 'Clean the windows you can reach', ['Clear the sill', 'Spray and wipe the glass from top to bottom', 'Dry the corners']]],
  wall: [['clean', 10, 1, 'Wipe marks off the walls', ['Find the marks at hand height', 'Wipe them with a damp cloth', 'Dry the spot']]],
  closet: [
    ['declutter', 20, 3, 'Empty and sort one section of the closet', ['Take everything out of one section of the closet', 'Sort into keep, donate and bin', 'Hang back the keep pile, the most worn in the middle']],
    ['organize', 10, 2, 'Straighten the closet', ['Turn all hangers the same way', 'Group clothes by type', 'Put shoes in pairs on the closet floor']],
  ],
  'under the bed': [['declutter', 15, 2, 'Sort what is under the bed', ['Pull out what is under the bed', 'Keep what belongs there in boxes; take the rest where it lives', 'Vacuum the space before sliding the boxes back']]],
  'toy box': [['organize', 10, 2, 'Sort the toy boxes', ['Tip one toy box out at a time', 'Put back the toys that belong in it', 'Label each box with a word or a picture']]],
  'shoe rack': [['organize', 10, 2, 'Sort the shoe rack', ['Take all the shoes off the rack', 'Put back only pairs worn this season', 'Line them up, most worn in front']]],
  hook: [['organize', 5, 2, 'Clear the hooks', ['Take everything off the hooks', 'Put back one thing per hook', 'Move the rest to where it belongs']]],
  mirror: [['clean', 5, 2, 'Clean the mirror until it shines', ['Spray a cloth, not the mirror', 'Wipe from top to bottom in an S shape', 'Buff the smears away with a dry cloth']]],
  toilet: [['clean', 10, 3, 'Clean the toilet', ['Put on gloves', 'Clean the bowl with the brush and toilet cleaner', 'Wipe the seat, lid, flush and the floor around it']]],
  fridge: [
    ['clean', 15, 2, 'Wipe the fridge shelves and drawers', ['Take out one shelf or drawer at a time', 'Wash it in warm soapy water and dry it', 'Put it back with the food that lives there']],
    ['organize', 10, 2, 'Group the food in the fridge by type', ['Keep dairy, leftovers, vegetables and drinks each in their own place', 'Put what needs eating first at the front', 'Label a shelf for leftovers']],
  ],
  cupboard: [
    ['declutter', 10, 3, 'Check {the} for old and empty things', ['Take everything out of {the}, one shelf at a time', 'Bin empties and anything past its date', 'Wipe the shelves before things go back']],
    ['organize', 10, 2, 'Put back what is in {the} by type', ['Group like with like', 'Put the everyday things at the front, at eye level', 'Label the shelves so things find their way back']],
  ],
  'food container': [
    ['organize', 10, 3, 'Match every {one} with its lid', ['Take all the containers out', 'Pair each container with its lid', 'Recycle containers without lids and lids without containers']],
    ['organize', 5, 2, 'Nest the containers by size', ['Stack the containers inside each other, largest at the bottom', 'Stand the lids up in a rack or box beside them', 'Put the stack back in the drawer']],
  ],
  counter: [
    ['declutter', 10, 3, 'Clear the counters', ['Take everything off the counters that is not used every day', 'Put each thing where it lives', 'Keep only the everyday things out']],
    ['clean', 5, 2, 'Wipe the counters', ['Move things off the counters', 'Wipe them with a damp cloth and dry them', 'Put the everyday things back']],
  ],
  shelf: [
    ['organize', 10, 2, 'Straighten {the}', ['Stand things upright and line up their fronts', 'Move anything that does not belong there', 'Wipe each shelf as you go']],
    ['clean', 10, 2, 'Dust {the}', ['Take things off one shelf at a time', 'Dust the shelf and each thing', 'Put back only what belongs there']],
  ],
  project: [['organize', 15, 2, 'Give each unfinished project its own bag', ['Gather the unfinished projects', 'Put each one with its supplies in a bag or box', 'Label it and decide which to finish first']]],
  photo: [['organize', 20, 2, 'Gather the loose photos into one box', ['Collect loose photos from drawers and shelves', 'Put them in one box, roughly by year', 'Set aside favourites to frame']]],
  artwork: [['declutter', 15, 2, "Choose the children's artwork to keep", ['Lay out the artwork', 'Let the artist choose favourites to keep', 'Photograph the rest and recycle it']]],
};

const GENERIC: readonly Template[] = [
  [
    'organize',
    10,
    2,
    'Give {the} one home',
    ['Gather {the} in one place', 'Choose one spot, box or shelf for them', 'Put them there and label it'],
  ],
  [
    'declutter',
    10,
    2,
    'Pick out {n} you no longer need',
    ['Look at each of {the}', 'Keep what is used', 'Donate or recycle the rest'],
  ],
];

const the = (thing: Thing) => (/^the /.test(thing.name) ? thing.name : `the ${thing.name}`);
const bare = (thing: Thing) => thing.name.replace(/^the /, '');

function fill(text: string, thing: Thing): string {
  const filled = text
    .replaceAll('{the}', the(thing))
    .replaceAll('{n}', bare(thing))
    .replaceAll('{one}', bare(thing).replace(/s$/, ''));
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const TAGS_BY_THING = new Map<string, readonly string[]>();
function tagsOf(thing: Thing): readonly string[] {
  const known = TAGS_BY_THING.get(thing.id);
  if (known) return known;
  const tags = [...new Set(contentTerms(thing.words.slice(0, 4).join(' ')))];
  TAGS_BY_THING.set(thing.id, tags);
  return tags;
}

/** The tasks a thing calls for, most useful first, shaped as library tasks so plans can use them. */
export function tasksForThing(thing: Thing): LibraryTask[] {
  // The thing's own tasks first, then its kind's, so a job about one thing has several steps.
  const own = BY_THING[thing.id] ?? [];
  const kind = BY_KIND[thing.kind] ?? GENERIC;
  const templates = [...own, ...kind.filter((template) => !own.some((mine) => mine[3] === template[3]))];
  return templates.map(([category, minutes, priority, title, steps]) => {
    const written = fill(title, thing);
    return {
      id: `thing:${slug(thing.id)}:${slug(written)}`,
      spaces: ['bedroom', 'kitchen', 'living-room', 'office', 'bathroom', 'garage', 'gym', 'other'],
      specific: true,
      category,
      title: written,
      steps: steps.map((step) => fill(step, thing)),
      priority,
      estimated_time: minutes,
      band: bandOf(minutes),
      tags: tagsOf(thing),
    };
  });
}

/** The tasks for a thing by its id, or none for an unknown id. */
export function tasksForThingId(id: string): LibraryTask[] {
  const thing = THING_BY_ID.get(id);
  return thing ? tasksForThing(thing) : [];
}
