import { roomTasks } from '../library-task';

// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const BATHROOM_TASKS = roomTasks(['bathroom'], true, [
  // ── organize ──
  ['organize', 5, 1, 'Line up the toiletries on the shelf', ['toiletry', 'shelf'], [
    'Take the bottles and jars off the shelf',
    'Put back the ones in use, labels facing out',
    'Move spares to the cabinet',
  ]],
  ['organize', 3, 1, 'Hang the towels straight', ['towel'], [
    'Take the towels off hooks, floor and door',
    'Fold each one in thirds lengthwise',
    'Hang them over the rail to dry',
  ]],
  ['organize', 20, 2, 'Organize the cabinet under the sink', ['sink', 'cabinet', 'supply'], [
    'Empty the cabinet and check for leaks or damp',
    'Group cleaning products, spare toiletries and paper goods',
    'Put each group in a caddy or box',
    'Keep cleaning products in a closed box if children visit',
  ]],
  ['organize', 20, 3, 'Sort the medicines and first-aid kit', ['medicine'], [
    'Gather all medicines and first-aid supplies',
    'Check every date and set aside anything expired',
    'Take expired medicines back to a pharmacy rather than the bin',
    'Store the rest in one box, up high and out of children’s reach',
  ]],
  ['organize', 40, 2, 'Organize all the bathroom storage into bins', ['cabinet', 'box', 'toiletry', 'drawer'], [
    'Empty the cabinets and drawers one at a time',
    'Sort everything into groups: hair, teeth, skin, shaving, first aid, spares',
    'Give each group a bin or drawer',
    'Label the bins and put daily things at the front',
  ]],
  ['organize', 30, 2, 'Organize the towel and linen storage', ['towel', 'shelf', 'bedding'], [
    'Take everything out of the linen cupboard',
    'Fold towels the same way and stack them by size',
    'Keep bed sets together by folding them inside a matching pillowcase',
    'Put the most used towels at the front',
  ]],
  // ── declutter ──
  ['declutter', 3, 2, 'Toss empty bottles from the shower', ['shower', 'bottle'], [
    'Check every bottle in the shower',
    'Rinse and recycle the empty ones',
    'Keep one of each product you are using',
  ]],
  ['declutter', 4, 2, 'Throw away old razors and worn toothbrushes', ['toiletry', 'drawer'], [
    'Check the toothbrushes: replace any with splayed bristles',
    'Throw away blunt razor blades safely, wrapped or in a blade bank',
    'Clear out empty tubes and used-up samples',
  ]],
  ['declutter', 20, 2, 'Declutter the makeup and skincare', ['toiletry', 'drawer'], [
    'Empty your makeup bag and skincare shelf',
    'Throw away anything past its date, dried out or that smells off',
    'Pass on products you tried and did not like, if unopened',
    'Put back only what you use',
  ]],
  ['declutter', 15, 1, 'Declutter old towels and bath mats', ['towel', 'mat'], [
    'Pull out every towel and bath mat',
    'Set aside thin, frayed or stained ones',
    'Keep two towels per person plus a few spares',
    'Give old towels to an animal shelter or cut them into cleaning rags',
  ]],
  ['declutter', 40, 2, 'Declutter every drawer and cabinet', ['drawer', 'cabinet', 'toiletry'], [
    'Work through one drawer or cabinet at a time',
    'Throw away expired, empty or broken things',
    'Set aside duplicates to use up first',
    'Wipe each space before putting things back',
  ]],
  ['declutter', 30, 2, 'Clear out samples, spares and duplicates', ['toiletry', 'cabinet'], [
    'Gather hotel bottles, samples and spare products',
    'Put the ones you will use in a basket to use up first',
    'Donate unopened toiletries to a shelter or food bank',
    'Throw away the rest',
  ]],
  // ── clean ──
  ['clean', 4, 3, 'Wipe the sink and tap', ['sink'], [
    'Rinse toothpaste and hair down the sink',
    'Wipe the basin and tap with a bathroom cleaner',
    'Buff the tap dry so it shines',
  ]],
  ['clean', 3, 2, 'Wipe the mirror', ['mirror'], [
    'Spray a little glass cleaner on a cloth rather than the mirror',
    'Wipe from top to bottom in an S shape',
    'Buff away streaks with a dry cloth',
  ]],
  ['clean', 12, 3, 'Clean the toilet', ['toilet'], [
    'Put on rubber gloves',
    'Apply toilet cleaner under the rim and leave it for a few minutes',
    'Wipe the outside from top to bottom: cistern, seat, base',
    'Scrub the bowl with the brush and flush',
  ]],
  ['clean', 20, 3, 'Scrub the shower or bath', ['shower', 'bath'], [
    'Open a window or run the fan',
    'Spray the tiles, tray or tub with a bathroom cleaner',
    'Scrub with a sponge, paying attention to corners and the plughole',
    'Rinse and squeegee or wipe everything dry',
  ]],
  ['clean', 45, 3, 'Deep clean the whole bathroom', ['toilet', 'shower', 'sink', 'floor', 'mirror'], [
    'Open a window and never mix bleach with other cleaners',
    'Take everything off the surfaces and out of the shower',
    'Clean from the top down: mirror, shelves, sink, shower or bath, toilet',
    'Wash the floor last, working towards the door',
    'Put back only what you use every day',
  ]],
  ['clean', 40, 2, 'Clean the grout and tiles', ['tile', 'shower', 'floor'], [
    'Open a window and put on gloves',
    'Apply a paste of baking soda and water to the grout lines',
    'Scrub with an old toothbrush, one section at a time',
    'Rinse well and dry the tiles',
  ]],
  // ── rearrange ──
  ['rearrange', 4, 2, 'Move daily essentials to the front', ['toiletry', 'shelf', 'cabinet'], [
    'Pick out what you use every morning and evening',
    'Move those to the front of the shelf or cabinet',
    'Move occasional things to the back',
  ]],
  ['rearrange', 5, 3, 'Move cleaning products out of children’s reach', ['supply', 'cabinet', 'safety'], [
    'Gather all cleaning products and medicines',
    'Move them to a high shelf or a cabinet with a child lock',
    'Keep them in their original bottles',
  ]],
  ['rearrange', 20, 2, 'Rearrange the shelves so each person has a section', ['shelf', 'toiletry'], [
    'Count who uses the bathroom',
    'Give each person a shelf, basket or drawer',
    'Move their things into it',
    'Keep shared things, like soap and spare paper, in the middle',
  ]],
  ['rearrange', 15, 1, 'Move the towels closer to the shower', ['towel', 'shower'], [
    'Notice where you reach for a towel after a shower',
    'Move the towel rail hooks or a towel basket within reach',
    'Keep spare towels nearby in a basket or on a shelf',
  ]],
  ['rearrange', 40, 2, 'Rearrange the bathroom storage by how often you use things', ['cabinet', 'drawer', 'shelf'], [
    'Empty each cabinet and drawer',
    'Sort items into daily, weekly and rarely used',
    'Put daily items at eye level and nearest the sink',
    'Move rarely used items to high shelves or another room',
  ]],
  ['rearrange', 30, 2, 'Rearrange the linen cupboard by room', ['towel', 'bedding', 'shelf'], [
    'Take out all the towels and bedding',
    'Make a stack for each bedroom and one for the bathroom',
    'Give each stack its own shelf and label it',
    'Put spares and guest sets on the top shelf',
  ]],
  // ── setup ──
  ['setup', 5, 1, 'Stick a hook on the back of the door for robes', ['hook', 'towel', 'door'], [
    'Clean the spot on the door with a little rubbing alcohol',
    'Stick on an adhesive hook or hang an over-door hook',
    'Hang your robe or towel on it',
  ]],
  ['setup', 3, 1, 'Put a small bin beside the sink', ['trash', 'sink'], [
    'Find a small bin with a lid',
    'Put it under or beside the sink',
    'Line it with a bag',
  ]],
  ['setup', 15, 2, 'Set up a shower caddy', ['shower', 'bottle', 'toiletry'], [
    'Choose a caddy that hangs on the shower head or sticks to the wall',
    'Fit it where it will not drip onto the floor',
    'Put in only the bottles you use',
  ]],
  ['setup', 15, 2, 'Set up a cleaning kit under the sink', ['supply', 'sink', 'cabinet'], [
    'Put a cleaner, a cloth, gloves and a sponge in one caddy',
    'Store it under the sink, with a child lock if needed',
    'Refill it whenever something runs out',
  ]],
  ['setup', 40, 2, 'Install shelving over the toilet or door', ['shelf', 'toilet', 'door'], [
    'Measure the space and choose a shelf unit that fits',
    'Check for pipes and wires before drilling, or choose a freestanding unit',
    'Use wall plugs and a spirit level, with someone to hold the unit',
    'Put towels and spares on it, lightest at the top',
  ]],
  ['setup', 30, 2, 'Set up labelled bins for each family member', ['box', 'label', 'toiletry'], [
    'Get one small bin or basket per person',
    'Label each with a name or colour',
    'Put each person’s things in their bin',
    'Store the bins on a shelf or in a cabinet',
  ]],
]);
