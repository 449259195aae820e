import { roomTasks } from '../library-task';

// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const KITCHEN_TASKS = roomTasks(['kitchen'], true, [
  // ── organize ──
  ['organize', 5, 3, 'Put away everything on the counter that has a home', ['counter', 'surface'], [
    'Scan the counter for things that live in a cupboard or drawer',
    'Put each one away',
    'Leave out only what you use every day',
  ]],
  ['organize', 5, 1, 'Line up the spice jars', ['spice', 'cabinet'], [
    'Take the spices out of the cupboard',
    'Put them back in alphabetical order or by how often you use them',
    'Turn the labels to face out',
  ]],
  ['organize', 15, 2, 'Organize the utensil drawer', ['drawer', 'utensil'], [
    'Empty the drawer onto a tea towel',
    'Wipe out the crumbs',
    'Put a divider or small boxes in the drawer',
    'Group cutlery and utensils by type and put them back',
  ]],
  ['organize', 20, 3, 'Group pantry items by type', ['pantry', 'food', 'shelf'], [
    'Take items off one pantry shelf at a time',
    'Group them: breakfast, baking, tins, pasta and rice, snacks',
    'Put each group together with the oldest at the front',
    'Note anything that is running low on your shopping list',
  ]],
  ['organize', 45, 3, 'Organize the pantry shelf by shelf', ['pantry', 'food', 'shelf', 'box'], [
    'Empty the pantry one shelf at a time, starting at the top',
    'Check dates and set aside anything expired',
    'Wipe each shelf before refilling it',
    'Use boxes or baskets for loose packets',
    'Put everyday food at eye level and label each group',
  ]],
  ['organize', 30, 2, 'Organize pots, pans and lids', ['pot', 'pan', 'cabinet'], [
    'Take all pots, pans and lids out of the cupboard',
    'Match every lid to its pan and recycle odd ones',
    'Nest pans by size and stand lids upright in a rack or box',
    'Store the pans you use most nearest the stove',
  ]],
  // ── declutter ──
  ['declutter', 5, 3, 'Toss expired food from one fridge shelf', ['fridge', 'food'], [
    'Pick one fridge shelf',
    'Check the dates and smell anything without one',
    'Throw away what is past its best and wipe up any spills',
  ]],
  ['declutter', 5, 2, 'Recycle spare takeaway containers', ['box', 'cabinet', 'recycling'], [
    'Gather all the plastic containers and lids',
    'Match lids to containers',
    'Keep a handful you really use and recycle the rest',
  ]],
  ['declutter', 20, 3, 'Clear out the fridge', ['fridge', 'food'], [
    'Take out everything from the fridge door and top shelf',
    'Throw away anything expired or forgotten',
    'Wipe the shelves with warm soapy water',
    'Put food back with the oldest at the front',
  ]],
  ['declutter', 15, 2, 'Declutter the mugs and glasses', ['cup', 'glass', 'cabinet'], [
    'Take all the mugs and glasses out of the cupboard',
    'Set aside chipped, cracked or never-used ones',
    'Keep as many as your household uses between washes, plus a few for guests',
    'Donate the rest and wrap any broken glass before throwing it away',
  ]],
  ['declutter', 40, 2, 'Declutter the kitchen gadgets and appliances', ['appliance', 'gadget', 'cabinet', 'counter'], [
    'Gather every gadget and small appliance in one place',
    'Ask of each: have I used this in the last year?',
    'Donate working ones you do not use and recycle broken ones properly',
    'Store the rest, with daily ones on the counter and occasional ones in cupboards',
  ]],
  ['declutter', 45, 3, 'Clear out the pantry and check dates', ['pantry', 'food'], [
    'Empty the pantry shelf by shelf',
    'Check every date and throw away anything expired',
    'Set aside unopened food you will not eat for a food bank',
    'Wipe the shelves and put everything back by type',
  ]],
  // ── clean ──
  ['clean', 5, 3, 'Wipe the counters', ['counter', 'surface'], [
    'Clear the counters of crumbs and stray items',
    'Spray with a kitchen cleaner or warm soapy water',
    'Wipe from the back to the front and dry them',
  ]],
  ['clean', 6, 3, 'Clear the sink of dishes', ['sink', 'dish'], [
    'Scrape the plates and load the dishwasher, or fill the sink with hot soapy water',
    'Wash glasses first, then plates, then pans',
    'Rinse the empty sink and wipe the tap',
  ]],
  ['clean', 12, 2, 'Clean the microwave', ['microwave', 'appliance'], [
    'Heat a bowl of water with a slice of lemon for three minutes',
    'Leave the door shut for two more minutes to let the steam work',
    'Carefully take out the bowl, which will be hot',
    'Wipe the inside, the turntable and the door',
  ]],
  ['clean', 15, 3, 'Wipe the stove top', ['stove'], [
    'Make sure the stove is off and cool',
    'Lift off pan supports or grates and soak them in hot soapy water',
    'Wipe the surface with a degreasing cleaner',
    'Scrub the supports, dry them and put them back',
  ]],
  ['clean', 40, 3, 'Deep clean the fridge', ['fridge', 'food', 'shelf'], [
    'Move food to a cool bag and throw away anything expired',
    'Take out the shelves and drawers and wash them in warm soapy water',
    'Wipe the inside, the door seals and the handle',
    'Dry everything and put the food back by type',
  ]],
  ['clean', 45, 2, 'Clean the oven', ['oven', 'stove'], [
    'Make sure the oven is off and fully cool',
    'Take out the racks and soak them in hot soapy water',
    'Spread a paste of baking soda and water inside and leave it while the racks soak',
    'Wipe the paste away with a damp cloth and scrub the racks',
    'Open a window if you use a shop-bought oven cleaner, and wear gloves',
  ]],
  // ── rearrange ──
  ['rearrange', 5, 2, 'Move everyday dishes within easy reach', ['dish', 'cabinet', 'cup'], [
    'Notice which plates, bowls and mugs you use every day',
    'Move them to the lowest shelf of the cupboard nearest the dishwasher or sink',
    'Move rarely used dishes up high',
  ]],
  ['rearrange', 5, 2, 'Keep the most-used cooking tools next to the stove', ['utensil', 'stove'], [
    'Pick the spoons, spatula and tongs you use most',
    'Stand them in a jar or put them in the drawer closest to the stove',
    'Move other utensils further away',
  ]],
  ['rearrange', 15, 2, 'Rearrange the fridge so older food is at the front', ['fridge', 'food'], [
    'Move food that needs eating soon to the front of eye-level shelves',
    'Keep raw meat on the bottom shelf so it cannot drip onto other food',
    'Put drinks and sauces in the door',
    'Group leftovers in one spot so they are not forgotten',
  ]],
  ['rearrange', 20, 2, 'Move rarely used appliances off the counter', ['appliance', 'counter', 'cabinet'], [
    'List the appliances on the counter and how often you use each',
    'Keep only the daily ones out',
    'Make room in a cupboard for the others',
    'Wipe the counter where they stood',
  ]],
  ['rearrange', 45, 2, 'Rearrange the cabinets into cooking, baking and serving zones', ['cabinet', 'dish', 'pot'], [
    'Map the cupboards: which are near the stove, the sink and the table',
    'Put pots, pans and oils near the stove',
    'Put dishes and glasses near the sink or dishwasher',
    'Put baking things together in one cupboard',
    'Use a step stool, not a chair, to reach high shelves',
  ]],
  ['rearrange', 30, 2, 'Rearrange the pantry so everyday food is at eye level', ['pantry', 'food', 'shelf'], [
    'Note the foods you reach for most',
    'Move them to the shelves between your waist and eyes',
    'Put heavy tins and bottles low',
    'Move treats and rarely used items up high',
  ]],
  // ── setup ──
  ['setup', 3, 1, 'Stick a shopping list on the fridge', ['fridge', 'list'], [
    'Find a notepad and a magnet or clip',
    'Put it on the fridge at eye level with a pen',
    'Write down anything that is running low',
  ]],
  ['setup', 5, 1, 'Put a dish rack or mat by the sink', ['sink', 'dish'], [
    'Clear a space beside the sink',
    'Set down a dish rack or a folded towel as a drying mat',
    'Put clean dishes away from it each evening',
  ]],
  ['setup', 20, 2, 'Set up a recycling station', ['recycling', 'trash'], [
    'Check what your area collects for recycling',
    'Set up two or three bins or bags under the sink or beside the bin',
    'Label each one',
    'Show the household what goes where',
  ]],
  ['setup', 15, 1, 'Set up a coffee or tea station', ['cup', 'counter', 'coffee'], [
    'Pick a corner of the counter near the kettle or coffee maker',
    'Group mugs, coffee, tea and sugar there',
    'Add a small tray to catch drips',
  ]],
  ['setup', 40, 2, 'Set up clear containers for dry food', ['pantry', 'food', 'box', 'label'], [
    'Choose the dry foods you buy often: pasta, rice, cereal, flour',
    'Wash and dry the containers',
    'Decant each food and label it with its name and use-by date',
    'Line the containers up on one shelf',
  ]],
  ['setup', 30, 2, 'Install drawer dividers and a lid organizer', ['drawer', 'pot', 'cabinet'], [
    'Measure the drawers and the pan cupboard',
    'Fit adjustable dividers in the drawers',
    'Add a lid rack inside the pan cupboard door or on a shelf',
    'Put the utensils and lids back in their new places',
  ]],
]);
