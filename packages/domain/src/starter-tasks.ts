import { SPACE_TYPES, STARTER_TASKS_PER_SPACE, type Preferences, type SpaceType, type TaskCategory } from './constants';

// Onboarding gives each new space three starter tasks of about five minutes (01 §2, §9).
// They come from this library, so a household sees useful tasks before any photo is analysed.

/** How much bending, lifting and moving a task asks for. */
export const TASK_EFFORTS = ['light', 'moderate', 'active'] as const;
export type TaskEffort = (typeof TASK_EFFORTS)[number];

/** 'beginner' tasks need no plan or judgement calls; 'any' tasks suit someone who has organised before. */
export const STARTER_TASK_EXPERIENCE = ['beginner', 'any'] as const;
export type StarterTaskExperience = (typeof STARTER_TASK_EXPERIENCE)[number];

export type StarterTask = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: TaskCategory;
  /** Higher is more important, as for every space task (02 §9). */
  readonly priority: 1 | 2 | 3;
  readonly estimated_time: number;
  readonly effort: TaskEffort;
  readonly experience: StarterTaskExperience;
};

/** A chosen starter task in the shape a space_tasks row is saved with. */
export type StarterSpaceTask = {
  readonly title: string;
  readonly description: string;
  readonly category: TaskCategory;
  readonly priority: number;
  readonly estimated_time: number;
  readonly order_index: number;
};

export type StarterTaskPreferences = Pick<
  Preferences,
  'daily_time_available' | 'energy_level' | 'organization_experience'
>;

// Bullet lines, because the task detail dialog shows them as steps (see parseSteps).
function steps(...items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

export const STARTER_TASK_LIBRARY: Readonly<Record<SpaceType, readonly StarterTask[]>> = {
  bedroom: [
    {
      id: 'bedroom-clear-the-nightstand',
      title: 'Clear the nightstand',
      description: steps(
        'Take everything off the nightstand',
        'Carry cups and plates back to the kitchen',
        'Put back only the lamp, one book and what you use every night',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bedroom-put-away-the-clothes-pile',
      title: 'Put away the clothes pile',
      description: steps(
        'Gather the clothes from the chair or the floor',
        'Drop anything worn into the laundry basket',
        'Fold or hang the clean ones and put them away',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'bedroom-make-the-bed',
      title: 'Make the bed',
      description: steps(
        'Straighten the sheet and pull the covers up to the pillows',
        'Fluff the pillows and line them up',
        'Fold any throw across the foot of the bed',
      ),
      category: 'clean',
      priority: 2,
      estimated_time: 3,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bedroom-pick-five-clothes-to-pass-on',
      title: 'Pick five clothes to pass on',
      description: steps(
        'Look through one drawer or one section of the wardrobe',
        'Pull out five things nobody has worn in a year',
        'Bag them and leave the bag by the front door to donate',
      ),
      category: 'declutter',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bedroom-tidy-the-sock-drawer',
      title: 'Tidy the sock drawer',
      description: steps(
        'Tip the sock drawer out onto the bed',
        'Pair the socks and let go of any with holes or no partner',
        'Fold the pairs back in rows so you can see each one',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'bedroom-dust-the-dresser-top',
      title: 'Dust the dresser top',
      description: steps(
        'Lift everything off the top of the dresser',
        'Wipe it with a damp cloth and let it dry',
        'Put back only the things you use',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bedroom-move-the-laundry-basket',
      title: 'Move the laundry basket to where clothes land',
      description: steps(
        'Notice where worn clothes usually end up in a pile',
        'Move the laundry basket to that spot',
        "Drop tonight's clothes straight into it",
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 4,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bedroom-set-up-a-charging-spot',
      title: 'Set up a charging spot',
      description: steps(
        'Pick one spot near the bed for phones and chargers',
        'Coil the cables and hold them with a clip or tie',
        'Plug in there tonight so the cables stay off the floor',
      ),
      category: 'setup',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'bedroom-clear-under-the-bed',
      title: 'Clear under the bed',
      description: steps(
        'Pull out everything that is under the bed',
        'Throw away rubbish and take strays back to their rooms',
        'Slide back only what you want stored there',
      ),
      category: 'declutter',
      priority: 2,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
  ],

  kitchen: [
    {
      id: 'kitchen-clear-one-counter',
      title: 'Clear one counter',
      description: steps(
        'Pick the counter you use most',
        'Move anything not used every day into a cupboard',
        'Wipe the empty counter',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'kitchen-toss-expired-spices',
      title: 'Toss expired spices',
      description: steps(
        'Take the spice jars out of the cupboard',
        'Check the dates and smell any jar without one',
        'Throw out the stale ones and put the rest back, labels facing out',
      ),
      category: 'declutter',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'kitchen-wipe-the-fridge-door-shelves',
      title: 'Wipe the fridge door shelves',
      description: steps(
        'Take the bottles and jars off the door shelves',
        'Wipe each shelf with warm soapy water',
        'Throw out anything empty or out of date and put the rest back',
      ),
      category: 'clean',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'kitchen-put-away-the-clean-dishes',
      title: 'Put away the clean dishes',
      description: steps(
        'Empty the dish rack or the dishwasher',
        'Stack plates and bowls by size in their cupboard',
        'Leave the rack empty and ready for the next meal',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 4,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'kitchen-shine-the-sink',
      title: 'Shine the sink',
      description: steps(
        'Clear any dishes out of the sink',
        'Scrub the basin with a sponge and a drop of washing-up liquid',
        'Rinse, then dry the tap so it shines',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'kitchen-match-lids-to-containers',
      title: 'Match lids to containers',
      description: steps(
        'Gather all the food containers and lids',
        'Pair each lid with its box and recycle any without a match',
        'Stand the lids upright in a box or file holder beside the containers',
      ),
      category: 'setup',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'kitchen-bring-everyday-mugs-forward',
      title: 'Bring everyday mugs to the front',
      description: steps(
        'Take the mugs and glasses out of one cupboard',
        'Put the ones you use every day at the front of the lowest shelf',
        'Move the rarely used ones to the back or up high',
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'kitchen-sort-the-junk-drawer',
      title: 'Sort the junk drawer',
      description: steps(
        'Empty the drawer onto a tea towel',
        'Throw away dead batteries, old receipts and broken bits',
        'Put back only what you use, grouped in small boxes or cups',
      ),
      category: 'declutter',
      priority: 1,
      estimated_time: 6,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'kitchen-mop-in-front-of-the-sink',
      title: 'Mop the floor in front of the sink',
      description: steps(
        'Move the mat and sweep up crumbs',
        'Mop the patch where you stand to wash up',
        'Put the mat back once the floor is dry',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'active',
      experience: 'beginner',
    },
  ],

  'living-room': [
    {
      id: 'living-room-clear-the-coffee-table',
      title: 'Clear the coffee table',
      description: steps(
        'Take everything off the coffee table',
        'Return cups, post and toys to where they belong',
        'Put back only a coaster tray or one thing you love',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'living-room-give-the-remotes-a-home',
      title: 'Give the remotes a home',
      description: steps(
        'Collect the remotes and game controllers from around the room',
        'Put them together in one basket or tray',
        'Keep the tray beside the sofa so everyone knows where to look',
      ),
      category: 'setup',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'living-room-sort-the-magazine-pile',
      title: 'Sort the magazine pile',
      description: steps(
        'Gather the magazines, catalogues and flyers',
        'Recycle anything older than a month',
        'Stack the ones you are still reading in one basket',
      ),
      category: 'declutter',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'living-room-fold-throws-and-fluff-cushions',
      title: 'Fold the throws and plump the cushions',
      description: steps(
        'Shake out each blanket and fold it over the sofa arm',
        'Plump the cushions and stand them along the back',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 3,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'living-room-pick-up-toys-into-one-bin',
      title: 'Pick up toys into one bin',
      description: steps(
        'Grab a basket or bin',
        'Pick up toys from the floor and the sofa',
        'Set the full bin where the children can reach it',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'living-room-dust-the-tv-stand',
      title: 'Dust the TV stand',
      description: steps(
        'Turn off the TV so the screen is cool',
        'Lift things off the stand and wipe it with a damp cloth',
        'Wipe the screen gently with a dry soft cloth',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'living-room-pass-on-three-books-or-games',
      title: 'Pass on three books or games',
      description: steps(
        'Scan one shelf of books, films or board games',
        'Pick three that nobody will miss',
        'Put them in a bag for a friend or the charity shop',
      ),
      category: 'declutter',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'living-room-vacuum-under-the-cushions',
      title: 'Vacuum under the sofa cushions',
      description: steps(
        'Lift off the sofa cushions',
        'Rescue coins, pens and toys from underneath',
        'Vacuum the crumbs and put the cushions back',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'any',
    },
    {
      id: 'living-room-clear-a-path-through-the-room',
      title: 'Clear a path through the room',
      description: steps(
        'Walk from the door to the sofa and notice what is in the way',
        'Move bags, shoes and baskets to where they belong',
        'Push back any chair or table that has drifted out',
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
  ],

  office: [
    {
      id: 'office-clear-the-desk',
      title: 'Clear the desk',
      description: steps(
        'Take everything off the desk except the computer',
        'Carry cups and plates back to the kitchen',
        'Put back only what you use every day',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'office-sort-the-paper-pile',
      title: 'Sort the loose paper pile',
      description: steps(
        'Gather the loose papers from the desk',
        'Recycle what you no longer need and shred anything private',
        'Put the papers that need action in one folder',
      ),
      category: 'declutter',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'office-wipe-the-keyboard-and-screen',
      title: 'Wipe the keyboard and screen',
      description: steps(
        'Turn off or unplug the keyboard',
        'Shake out the crumbs and wipe the keys with a barely damp cloth',
        'Wipe the screen with a dry soft cloth',
      ),
      category: 'clean',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'office-set-up-an-inbox-tray',
      title: 'Set up an inbox tray',
      description: steps(
        'Pick a tray or box for the corner of the desk',
        'Drop all new post and papers there and nowhere else',
        'Choose one day a week to empty it',
      ),
      category: 'setup',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'office-test-and-toss-dry-pens',
      title: 'Test and toss dry pens',
      description: steps(
        'Tip out the pen pot',
        'Scribble with each pen and throw out the dry ones',
        'Put back just enough for the people who use this desk',
      ),
      category: 'declutter',
      priority: 1,
      estimated_time: 4,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'office-keep-daily-supplies-within-reach',
      title: 'Keep daily supplies within reach',
      description: steps(
        'Notice which supplies you reach for every day',
        'Move them to the top drawer or a pot on the desk',
        'Put the rest on a shelf or in a cupboard',
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'office-empty-the-wastebasket',
      title: 'Empty the wastebasket',
      description: steps(
        'Empty the wastebasket into the recycling or the bin',
        'Wipe the inside if it is sticky',
        'Put a fresh liner in',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 3,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'office-tame-the-cables-under-the-desk',
      title: 'Tame the cables under the desk',
      description: steps(
        'Unplug anything you no longer use and put it away',
        'Bundle the rest with ties or Velcro strips',
        'Run the bundle along the desk leg, off the floor',
      ),
      category: 'setup',
      priority: 1,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
  ],

  bathroom: [
    {
      id: 'bathroom-clear-the-sink-edge',
      title: 'Clear the sink edge',
      description: steps(
        'Take everything off the edge of the sink',
        'Wipe the edge while it is empty',
        'Put back only the soap and the toothbrushes',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bathroom-sort-the-medicine-cabinet-shelf',
      title: 'Sort the medicine cabinet shelf',
      description: steps(
        'Take everything off one shelf',
        'Set aside expired medicine to take back to a pharmacy',
        'Put the rest back with the labels facing out',
      ),
      category: 'declutter',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bathroom-wipe-the-mirror-and-tap',
      title: 'Wipe the mirror and tap',
      description: steps(
        'Spray the mirror and wipe it in an S shape from the top',
        'Wipe the tap and dry it so it shines',
      ),
      category: 'clean',
      priority: 2,
      estimated_time: 4,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bathroom-toss-empty-shower-bottles',
      title: 'Toss empty shower bottles',
      description: steps(
        'Check every bottle in the shower and bath',
        'Rinse the empty ones and put them in the recycling',
        'Line up the rest so each person can find theirs',
      ),
      category: 'declutter',
      priority: 2,
      estimated_time: 3,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bathroom-refold-the-towel-shelf',
      title: 'Refold the towel shelf',
      description: steps(
        'Take the towels off the shelf',
        'Fold them the same way, in thirds',
        'Stack bath towels at the bottom and hand towels on top',
      ),
      category: 'organize',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'bathroom-give-each-person-a-towel-spot',
      title: 'Give each person a towel spot',
      description: steps(
        'Count the towels in daily use',
        'Give each person their own hook, rail or colour',
        "Hang today's towels in their spots to dry",
      ),
      category: 'setup',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'bathroom-move-spares-under-the-sink',
      title: 'Move spares under the sink',
      description: steps(
        'Gather spare toilet rolls, soap and toothpaste',
        'Put them together in one bin under the sink',
        'Keep only the ones in use out on show',
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'bathroom-scrub-the-toilet-bowl',
      title: 'Scrub the toilet bowl',
      description: steps(
        'Squeeze cleaner under the rim and let it sit for a minute',
        'Scrub the bowl with the brush and flush',
        'Wipe the seat and the handle',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'bathroom-scrub-the-shower-walls',
      title: 'Scrub the shower walls',
      description: steps(
        'Spray the shower walls and leave the spray for a minute',
        'Scrub from the top down with a sponge',
        'Rinse and squeegee the walls dry',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
  ],

  garage: [
    {
      id: 'garage-fill-one-bag-for-recycling',
      title: 'Fill one bag for recycling',
      description: steps(
        'Grab a bag and start by the door',
        'Collect empty boxes, packaging and broken bits',
        'Put the bag straight out for recycling',
      ),
      category: 'declutter',
      priority: 3,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'garage-gather-loose-screws-into-a-jar',
      title: 'Gather loose screws into a jar',
      description: steps(
        'Sweep loose screws, nails and bolts from the workbench into your hand',
        'Drop them into a clear jar with a lid',
        'Set the jar on the shelf above the bench',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'garage-wipe-the-workbench',
      title: 'Wipe the workbench',
      description: steps(
        'Put the tools on the bench back where they belong',
        'Brush off the dust and sawdust',
        'Wipe the top with a damp cloth',
      ),
      category: 'clean',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'garage-label-one-storage-bin',
      title: 'Label one storage bin',
      description: steps(
        'Pick one bin whose contents are a mystery',
        'Look inside and write what it holds on a label',
        'Stick the label on the side that faces out',
      ),
      category: 'setup',
      priority: 1,
      estimated_time: 4,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'garage-check-old-paint-and-sprays',
      title: 'Check old paint and sprays',
      description: steps(
        'Look through one shelf of paint tins and sprays',
        'Set aside dried-out or empty ones for safe disposal',
        'Put the keepers back with their lids on tight',
      ),
      category: 'declutter',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'garage-sort-sports-gear-into-one-bin',
      title: 'Sort sports gear into one bin',
      description: steps(
        'Collect the balls, rackets and helmets lying around',
        'Put them in one open bin near the door',
        'Pump up or set aside anything flat or broken',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'garage-sweep-one-corner',
      title: 'Sweep one corner',
      description: steps(
        'Pick the corner that gathers the most leaves and dust',
        'Move things out of the corner',
        'Sweep it out and put back only what belongs there',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'garage-hang-the-most-used-tools',
      title: 'Hang the most-used tools',
      description: steps(
        'Pick the five tools you reach for most',
        'Hang them on hooks or a pegboard at eye level',
        'Keep the rest together in one toolbox',
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'any',
    },
    {
      id: 'garage-clear-a-path-to-the-car-door',
      title: 'Clear a path to the car door',
      description: steps(
        'Walk from the house door to the car and notice what is in the way',
        'Move boxes and bikes against the wall',
        'Leave a clear path wide enough to carry shopping',
      ),
      category: 'rearrange',
      priority: 3,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
  ],

  gym: [
    {
      id: 'gym-roll-up-the-mats-and-bands',
      title: 'Roll up the mats and bands',
      description: steps(
        'Roll up each mat and stand it in a corner or basket',
        'Coil the resistance bands and hang them on one hook',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'gym-wipe-down-the-equipment',
      title: 'Wipe down the equipment',
      description: steps(
        'Spray a cloth, not the machine',
        'Wipe the handles, seats and grips',
        'Let everything air-dry before the next workout',
      ),
      category: 'clean',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'gym-set-up-a-water-and-towel-station',
      title: 'Set up a water and towel station',
      description: steps(
        'Pick a shelf or hook near the door',
        'Put a clean towel and a water bottle there',
        'Add a small basket for headphones and keys',
      ),
      category: 'setup',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'gym-toss-worn-bands-and-broken-bits',
      title: 'Toss worn bands and broken bits',
      description: steps(
        'Check each band, rope and strap for cracks or fraying',
        'Throw out anything that could snap mid-workout',
        'Put the safe ones back together',
      ),
      category: 'declutter',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'gym-put-the-mat-where-you-see-it',
      title: 'Put the mat where you will see it',
      description: steps(
        'Take the yoga mat out of the cupboard',
        'Lay it or stand it where you will see it each morning',
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 3,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'gym-sweep-and-air-the-room',
      title: 'Sweep and air the room',
      description: steps(
        'Open a window to let fresh air in',
        'Sweep or vacuum the floor around the equipment',
        'Close the window once the room smells fresh',
      ),
      category: 'clean',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'gym-pass-on-gear-nobody-uses',
      title: 'Pass on gear nobody uses',
      description: steps(
        'Look for gear nobody has touched in six months',
        'Decide whether a friend, a charity or a resale site should have it',
        'Set it by the door so it leaves this week',
      ),
      category: 'declutter',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'any',
    },
    {
      id: 'gym-rack-the-weights-by-size',
      title: 'Rack the weights by size',
      description: steps(
        'Collect the dumbbells and plates from the floor',
        'Put them on the rack from lightest to heaviest',
        'Lift with your legs and keep the heavy ones low',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
    {
      id: 'gym-clear-the-floor-space',
      title: 'Clear the floor space',
      description: steps(
        'Move bags, boxes and stray gear off the workout floor',
        'Push the bench or bike back against the wall',
        'Check there is room to stretch out in every direction',
      ),
      category: 'rearrange',
      priority: 2,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
  ],

  // Custom spaces can be any room, so these steps name no furniture that only one room has.
  other: [
    {
      id: 'other-clear-one-flat-surface',
      title: 'Clear one flat surface',
      description: steps(
        'Pick the table, shelf or ledge that collects the most',
        'Take everything off and wipe it',
        'Put back only what belongs in this room',
      ),
      category: 'organize',
      priority: 3,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'other-take-out-the-rubbish',
      title: 'Take out the rubbish',
      description: steps(
        'Grab a small bag',
        'Collect wrappers, old receipts and empty packaging',
        'Take the bag straight out to the bin',
      ),
      category: 'declutter',
      priority: 3,
      estimated_time: 3,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'other-return-things-to-their-rooms',
      title: 'Return things to their rooms',
      description: steps(
        'Grab a basket and walk around the room',
        'Collect anything that lives somewhere else',
        'Drop each thing back in its home',
      ),
      category: 'organize',
      priority: 2,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'beginner',
    },
    {
      id: 'other-dust-one-shelf',
      title: 'Dust one shelf',
      description: steps(
        'Lift the things off one shelf',
        'Wipe the shelf with a damp cloth',
        'Put things back, leaving a little space between them',
      ),
      category: 'clean',
      priority: 2,
      estimated_time: 5,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'other-wipe-handles-and-switches',
      title: 'Wipe the door handles and light switches',
      description: steps('Dampen a cloth with warm soapy water', 'Wipe every door handle and light switch in the room'),
      category: 'clean',
      priority: 1,
      estimated_time: 4,
      effort: 'light',
      experience: 'beginner',
    },
    {
      id: 'other-make-a-drop-spot',
      title: 'Make a drop spot for small things',
      description: steps(
        'Choose a bowl, tray or hook near the door',
        'Put keys, coins and small things there as you come in',
        'Empty it once a week',
      ),
      category: 'setup',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'other-fill-one-bag-to-pass-on',
      title: 'Fill one bag to pass on',
      description: steps(
        'Look for things nobody here has used in a year',
        'Put them in one bag for a friend or the charity shop',
        'Leave the bag by the front door',
      ),
      category: 'declutter',
      priority: 1,
      estimated_time: 5,
      effort: 'moderate',
      experience: 'any',
    },
    {
      id: 'other-move-one-thing-to-where-you-use-it',
      title: 'Move one thing to where you use it',
      description: steps(
        'Notice something you keep walking across the room to fetch',
        'Find it a new home close to where you use it',
      ),
      category: 'rearrange',
      priority: 1,
      estimated_time: 5,
      effort: 'light',
      experience: 'any',
    },
    {
      id: 'other-clear-the-floor',
      title: 'Clear the floor',
      description: steps(
        'Pick up everything on the floor, corner to corner',
        'Put each thing on a shelf, in a bin or back in its room',
        'Sweep or vacuum the open floor',
      ),
      category: 'rearrange',
      priority: 2,
      estimated_time: 6,
      effort: 'active',
      experience: 'any',
    },
  ],
};

function isSpaceType(value: string): value is SpaceType {
  return (SPACE_TYPES as readonly string[]).includes(value);
}

// Rank what suits the household first: gentle tasks for low energy, simple ones for beginners.
// Energy comes before experience because a tired household that finds a task too hard stops.
function fitRank(task: StarterTask, preferences: StarterTaskPreferences): [number, number] {
  const energyMiss = preferences.energy_level === 'low' && task.effort !== 'light' ? 1 : 0;
  const experienceMiss = preferences.organization_experience === 'beginner' && task.experience !== 'beginner' ? 1 : 0;
  return [energyMiss, experienceMiss];
}

/**
 * The starter tasks for a new space, fitted to the household's preferences: never longer than
 * their daily time, 'active' only when energy is high, one per category where the library allows,
 * most important first. Custom and unknown space types use the 'other' tasks.
 */
export function chooseStarterTasks(
  spaceType: string,
  preferences: StarterTaskPreferences,
  count: number = STARTER_TASKS_PER_SPACE,
  /** Tasks the household's words rule out ("there is no closet"): the server reads the words, this only skips. */
  leaveOut: (task: Pick<StarterTask, 'title' | 'description'>) => boolean = () => false,
): StarterSpaceTask[] {
  const wanted = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const library = STARTER_TASK_LIBRARY[isSpaceType(spaceType) ? spaceType : 'other'];

  const ranked = library
    .map((task, libraryIndex) => ({ task, libraryIndex, fit: fitRank(task, preferences) }))
    .filter(({ task }) => !leaveOut(task))
    .filter(({ task }) => task.estimated_time <= preferences.daily_time_available)
    .filter(({ task }) => task.effort !== 'active' || preferences.energy_level === 'high')
    .sort(
      (a, b) =>
        a.fit[0] - b.fit[0] ||
        a.fit[1] - b.fit[1] ||
        b.task.priority - a.task.priority ||
        a.libraryIndex - b.libraryIndex,
    );

  // First one task per category for variety, then the best of the rest if more are wanted.
  const chosen: typeof ranked = [];
  const categories = new Set<TaskCategory>();
  for (const candidate of ranked) {
    if (chosen.length < wanted && !categories.has(candidate.task.category)) {
      chosen.push(candidate);
      categories.add(candidate.task.category);
    }
  }
  for (const candidate of ranked) {
    if (chosen.length < wanted && !chosen.includes(candidate)) chosen.push(candidate);
  }

  return chosen
    .sort((a, b) => b.task.priority - a.task.priority || a.libraryIndex - b.libraryIndex)
    .map(({ task }, orderIndex) => ({
      title: task.title,
      description: task.description,
      category: task.category,
      priority: task.priority,
      estimated_time: task.estimated_time,
      order_index: orderIndex,
    }));
}
