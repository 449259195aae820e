import { roomTasks } from '../library-task';

// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const BEDROOM_TASKS = roomTasks(['bedroom'], true, [
  // ── organize ──
  ['organize', 5, 2, 'Clear and reset the nightstand', ['nightstand', 'surface', 'lamp'], [
    'Take everything off the nightstand',
    'Carry cups and plates back to the kitchen',
    'Put back only the lamp, one book and what you use every night',
    'Give the top a quick wipe while it is empty',
  ]],
  ['organize', 5, 2, 'Hang up or fold the clothes on the chair', ['clothes', 'chair', 'closet'], [
    'Pick up each piece of clothing from the chair or floor',
    'Hang or fold what is clean and put it away',
    'Drop worn clothes in the laundry hamper',
  ]],
  ['organize', 15, 2, 'Organize the top dresser drawer', ['dresser', 'drawer', 'clothes'], [
    'Empty the drawer onto the bed',
    'Group socks, underwear and small items',
    'Use small boxes or dividers to keep each group apart',
    'Put back what fits; anything else moves to another drawer',
  ]],
  ['organize', 20, 3, 'Sort the closet by type of clothing', ['closet', 'clothes'], [
    'Slide everything in the closet to one side',
    'Hang shirts, trousers, dresses and jackets in their own groups',
    'Turn all hangers the same way',
    'Put the clothes you wear most in the middle, where they are easiest to reach',
  ]],
  ['organize', 45, 3, 'Organize the whole closet', ['closet', 'clothes', 'shoe'], [
    'Take everything out, one section at a time',
    'Group clothes by type and by season',
    'Hang everyday clothes at eye level',
    'Store off-season clothes on the top shelf in labelled boxes',
    'Line up shoes in pairs on the floor or a rack',
  ]],
  ['organize', 30, 2, 'Organize the under-bed storage', ['bed', 'storage', 'box'], [
    'Pull out everything stored under the bed',
    'Vacuum the space while it is empty',
    'Sort into boxes by type: bedding, seasonal clothes, keepsakes',
    'Label each box on the side that faces out',
    'Slide them back, leaving a gap for the vacuum',
  ]],
  // ── declutter ──
  ['declutter', 5, 2, 'Pick three clothes you never wear to donate', ['clothes', 'closet', 'donation'], [
    'Flick through the closet for things you skipped all last season',
    'Choose three that no longer fit or that you do not enjoy',
    'Fold them into a donation bag',
  ]],
  ['declutter', 5, 3, 'Clear the floor around the bed', ['floor', 'bed'], [
    'Pick up everything on the floor around the bed',
    'Put clothes in the hamper or closet',
    'Return cups, books and chargers to their homes',
  ]],
  ['declutter', 15, 2, 'Declutter the sock and underwear drawer', ['drawer', 'clothes', 'dresser'], [
    'Empty the drawer onto the bed',
    'Pair up the socks and toss odd or worn-through ones',
    'Remove anything that no longer fits',
    'Fold the rest back in neat rows',
  ]],
  ['declutter', 15, 2, 'Clear the top of the dresser', ['dresser', 'surface', 'jewelry'], [
    'Take everything off the top of the dresser',
    'Throw away receipts, tags and empty packaging',
    'Move anything that belongs elsewhere to its home',
    'Put back no more than a few things you love or use daily',
  ]],
  ['declutter', 45, 3, 'Declutter the wardrobe: keep, donate, toss', ['closet', 'clothes'], [
    'Set out three bags: keep, donate and toss',
    'Take out one item at a time and decide once',
    'Let go of anything that does not fit or that you have not worn in a year',
    'Hang the keep pile back by type',
    'Take the donate bag to your car or front door today',
  ]],
  ['declutter', 30, 2, 'Declutter shoes and bags', ['shoe', 'bag', 'closet'], [
    'Gather all shoes and bags in one place',
    'Match shoes into pairs and set aside worn-out ones',
    'Empty each bag of receipts and rubbish',
    'Donate what you do not use and put the rest back neatly',
  ]],
  // ── clean ──
  ['clean', 3, 2, 'Make the bed neatly', ['bed', 'bedding'], [
    'Pull the sheet and duvet straight and smooth them flat',
    'Plump the pillows and set them at the head of the bed',
    'Fold any throw at the foot of the bed',
  ]],
  ['clean', 5, 1, 'Shake out and straighten the rug', ['rug', 'floor'], [
    'Roll up a small rug and take it outside',
    'Shake it out well, away from the door',
    'Lay it back straight, lined up with the bed',
  ]],
  ['clean', 15, 3, 'Change the bed sheets', ['bed', 'bedding'], [
    'Strip the sheets and pillowcases and put them in the wash',
    'Let the mattress air for a few minutes',
    'Put on a fresh fitted sheet, pulling each corner snug',
    'Add fresh pillowcases and the duvet cover',
  ]],
  ['clean', 15, 2, 'Dust the bedroom surfaces', ['dust', 'dresser', 'nightstand', 'lamp'], [
    'Use a slightly damp microfibre cloth',
    'Dust the dresser, nightstands and lamp bases',
    'Lift each object and wipe underneath it',
    'Finish with the headboard and the window sill',
  ]],
  ['clean', 30, 3, 'Vacuum under the bed and furniture', ['floor', 'bed', 'dust'], [
    'Pull out anything stored under the bed',
    'Vacuum under the bed with the long nozzle',
    'Move light furniture and vacuum where it stood',
    'Put everything back, leaving the floor under the bed clear if you can',
  ]],
  ['clean', 40, 3, 'Refresh the mattress and wash the bedding', ['bed', 'mattress', 'bedding'], [
    'Strip the bed and put the bedding in the wash',
    'Vacuum the mattress with the upholstery tool',
    'Sprinkle a little baking soda, leave it 20 minutes, then vacuum it up',
    'Rotate the mattress head to foot, with a helper if it is heavy',
    'Make the bed with the fresh bedding',
  ]],
  // ── rearrange ──
  ['rearrange', 3, 1, 'Move the hamper to where clothes come off', ['hamper', 'laundry', 'clothes'], [
    'Notice where clothes usually land at night',
    'Move the laundry hamper to that spot',
    'Drop in anything lying nearby',
  ]],
  ['rearrange', 5, 2, 'Move everyday clothes to the front of the closet', ['closet', 'clothes'], [
    'Pick out the clothes you wear every week',
    'Hang them at the front or in the middle of the rail',
    'Slide special-occasion clothes to the ends',
  ]],
  ['rearrange', 25, 2, 'Swap summer and winter clothes', ['clothes', 'closet', 'box', 'season'], [
    'Take out the clothes for the season that is ending',
    'Wash or air anything before storing it',
    'Pack them into labelled boxes or vacuum bags',
    'Bring the new season clothes to the front of the closet',
  ]],
  ['rearrange', 20, 2, 'Rearrange the dresser drawers by how often you use them', ['dresser', 'drawer', 'clothes'], [
    'Look at what is in each drawer',
    'Put everyday clothes in the top drawers',
    'Move occasional things to the lower drawers',
    'Fold everything upright so you can see it all at a glance',
  ]],
  ['rearrange', 40, 2, 'Move the bed to open up floor space', ['bed', 'furniture', 'floor'], [
    'Measure the room and plan where the bed could go',
    'Clear the floor and strip the bed if needed',
    'Move the bed with a helper, lifting rather than dragging',
    'Vacuum where it stood and put the nightstands back beside it',
  ]],
  ['rearrange', 45, 2, 'Rearrange the bedroom for a calmer layout', ['furniture', 'bed', 'dresser', 'lamp'], [
    'Decide what the room is for: sleep, dressing, maybe reading',
    'Keep desks, exercise gear and work things out of sight of the bed',
    'Move furniture so the path from door to bed is clear',
    'Place lamps for soft light by the bed and bright light by the mirror',
    'Ask for help with anything heavy',
  ]],
  // ── setup ──
  ['setup', 5, 1, 'Put a small tray on the nightstand for jewellery and keys', ['nightstand', 'tray', 'jewelry'], [
    'Find a small dish or tray',
    'Put it on the nightstand or dresser',
    'Drop rings, watches and keys there each evening',
  ]],
  ['setup', 5, 1, 'Hang a hook for tomorrow’s outfit', ['hook', 'clothes'], [
    'Choose a spot on the back of the door or closet',
    'Hang an over-door or adhesive hook',
    'Hang tomorrow’s clothes there tonight',
  ]],
  ['setup', 15, 2, 'Set up a charging spot away from the bed', ['cable', 'phone', 'nightstand'], [
    'Pick a spot across the room near a socket',
    'Put the chargers there and tidy the cables with a tie',
    'Move the phone there at bedtime and use a simple alarm clock by the bed',
  ]],
  ['setup', 15, 2, 'Set up a two-basket laundry system', ['hamper', 'laundry', 'clothes'], [
    'Find two baskets or a divided hamper',
    'Label one for lights and one for darks',
    'Put them where clothes come off',
    'Start a wash whenever one basket is full',
  ]],
  ['setup', 40, 3, 'Install shelf dividers and bins in the closet', ['closet', 'shelf', 'box'], [
    'Measure the closet shelves',
    'Fit shelf dividers so folded piles stay upright',
    'Add bins for small things like belts, scarves and hats',
    'Label each bin and put things back',
  ]],
  ['setup', 30, 2, 'Set up a reading corner', ['chair', 'lamp', 'book'], [
    'Pick a corner with space for a chair',
    'Put a comfortable chair and a lamp there',
    'Add a small table or basket for the book you are reading',
    'Keep the corner clear of laundry and boxes',
  ]],
]);
