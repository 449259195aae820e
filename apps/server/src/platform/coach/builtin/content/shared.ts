import { SPACE_TYPES } from '@tidy/domain/constants';
import { roomTasks } from '../library-task';

// Tasks that make sense in any room; rooms with their own tasks rank those first.
// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const SHARED_TASKS = roomTasks(SPACE_TYPES, false, [
  // ── organize ──
  ['organize', 5, 2, 'Put five things back where they belong', ['surface', 'floor'], [
    'Pick up the first five things that are out of place',
    'Carry each one back to its home, even if it lives in another room',
    'Stop after five and notice the difference',
  ]],
  ['organize', 4, 1, 'Straighten one shelf', ['shelf'], [
    'Pick the shelf that looks the messiest',
    'Stand things upright and line up their fronts',
    'Move anything that does not belong there to where it lives',
  ]],
  ['organize', 20, 2, 'Give stray items a home', ['surface', 'storage'], [
    'Collect the things that have no obvious place into one box',
    'For each item, ask where you would look for it first',
    'Make that spot its home and put it there',
    'Anything you would not miss goes in a donation bag',
  ]],
  ['organize', 15, 2, 'Group like items together on one shelf', ['shelf', 'storage'], [
    'Take everything off one shelf',
    'Make small groups of things that are used together',
    'Put each group back side by side, the most used at the front',
    'Wipe the shelf before the last group goes back',
  ]],
  ['organize', 40, 3, 'Set up zones for how you use the room', ['storage', 'shelf', 'surface'], [
    'List the three or four things you do most in this room',
    'Give each activity an area, close to where it happens',
    'Move the items for each activity into its area',
    'Put rarely used things on high shelves or in labelled boxes',
    'Walk through a normal day and adjust anything that feels awkward',
  ]],
  ['organize', 35, 2, 'Label every box and bin in the room', ['box', 'label', 'storage'], [
    'Gather every box, bin and basket in the room',
    'Check what is inside each and take out what does not belong',
    'Write a clear label for each one on the side you see',
    'Put them back with the most used at the front',
  ]],
  // ── declutter ──
  ['declutter', 5, 2, 'Fill one bag with rubbish', ['trash'], [
    'Take a rubbish bag around the room',
    'Drop in wrappers, empty packaging and anything broken beyond repair',
    'Tie it up and take it straight out',
  ]],
  ['declutter', 5, 1, 'Find three things to donate', ['donation'], [
    'Look for things you have not used in a year',
    'Pick three that someone else could use',
    'Put them in a donation bag by the front door',
  ]],
  ['declutter', 15, 2, 'Declutter one surface completely', ['surface', 'table'], [
    'Choose one table, counter or shelf top',
    'Take everything off it',
    'Put back only what is used there every day',
    'Rehome, donate or throw away the rest',
  ]],
  ['declutter', 20, 2, 'Clear out one drawer', ['drawer'], [
    'Empty one drawer onto a towel or tray',
    'Throw away broken things, dried-out pens and old packaging',
    'Set aside what belongs in another room',
    'Put back what you use, grouped by kind',
  ]],
  ['declutter', 45, 3, 'Do a keep, donate, toss pass on the whole room', ['donation', 'trash', 'storage'], [
    'Set out three bags or boxes: keep, donate, toss',
    'Work clockwise around the room, one area at a time',
    'Decide each item once and drop it in a box',
    'Take the toss bag out and put the donate box in the car or by the door',
    'Put the keep box away last, giving each thing a home',
  ]],
  ['declutter', 35, 2, 'Go through the storage boxes in this room', ['box', 'storage'], [
    'Pull out one box at a time and open it',
    'Keep what you use or love, donate what someone else could use',
    'Recycle empty boxes and packaging',
    'Label the boxes you keep before putting them back',
  ]],
  // ── clean ──
  ['clean', 5, 2, 'Wipe the light switches and door handles', ['switch', 'door', 'handle'], [
    'Dampen a cloth with warm soapy water and wring it out well',
    'Wipe every light switch and door handle in the room',
    'Dry them with a clean cloth',
  ]],
  ['clean', 3, 2, 'Empty the bin and put in a fresh bag', ['trash'], [
    'Tie up the bag and take it outside',
    'Wipe the inside of the bin if it needs it',
    'Put in a fresh bag',
  ]],
  ['clean', 20, 2, 'Dust every surface from top to bottom', ['dust', 'surface', 'shelf'], [
    'Start with the highest shelf and work downwards',
    'Use a slightly damp cloth so the dust does not fly',
    'Lift objects to dust underneath them',
    'Finish with the skirting boards',
  ]],
  ['clean', 15, 3, 'Sweep or vacuum the floor, edges included', ['floor'], [
    'Pick up anything on the floor first',
    'Sweep or vacuum from the far corner towards the door',
    'Use the crevice tool or a brush along the edges',
    'Empty the dustpan or vacuum when you finish',
  ]],
  ['clean', 40, 3, 'Deep clean the floor, moving what you can', ['floor', 'furniture'], [
    'Move light furniture and anything stored on the floor out of the way',
    'Vacuum or sweep the whole floor, including under the furniture',
    'Mop or spot-clean marks, working back towards the door',
    'Let the floor dry before moving things back',
  ]],
  ['clean', 30, 2, 'Wash the windows and wipe the sills', ['window'], [
    'Dust the sills and frames first',
    'Spray or sponge the glass with a mild window cleaner',
    'Wipe from top to bottom with a squeegee or dry cloth',
    'Finish with a wipe of the sills',
  ]],
  // ── rearrange ──
  ['rearrange', 5, 1, 'Move one item to where you actually use it', ['surface', 'storage'], [
    'Think of something you always walk across the room to fetch',
    'Find a spot for it close to where you use it',
    'Move it there and see if it sticks for a week',
  ]],
  ['rearrange', 5, 2, 'Clear a walking path through the room', ['floor', 'path'], [
    'Stand at the door and look at how you move through the room',
    'Move anything that blocks the way to the side or to its home',
    'Keep the path clear of bags and boxes from now on',
  ]],
  ['rearrange', 15, 1, 'Swap the places of something you use often and something you rarely use', ['shelf', 'storage'], [
    'Find an everyday item stored somewhere awkward',
    'Find a rarely used item taking up an easy-to-reach spot',
    'Swap them',
    'Check that everything still has room to close or stack',
  ]],
  ['rearrange', 20, 2, 'Rearrange one shelf so everyday things are at eye level', ['shelf'], [
    'Take everything off the shelf',
    'Sort it into used daily, weekly and rarely',
    'Put daily things at eye level, weekly things just below, rarely used things high up',
    'Wipe the shelf before putting things back',
  ]],
  ['rearrange', 45, 2, 'Try a new layout for the furniture', ['furniture', 'floor'], [
    'Sketch the room and where the windows, doors and sockets are',
    'Plan one new layout that keeps walkways clear',
    'Empty and move the lighter pieces first; ask for help with anything heavy',
    'Live with it for a day before deciding to keep it',
  ]],
  ['rearrange', 35, 2, 'Move rarely used things to high or out-of-the-way storage', ['storage', 'shelf', 'box'], [
    'Walk around the room and pick out things you use less than once a month',
    'Pack them in labelled boxes',
    'Store the boxes on high shelves or at the back of cupboards',
    'Use a step stool rather than a chair to reach high places',
  ]],
  // ── setup ──
  ['setup', 5, 1, 'Put a small basket where clutter collects', ['basket', 'surface'], [
    'Find the spot where things always pile up',
    'Put a small basket or tray there',
    'Empty it once a day back to where things belong',
  ]],
  ['setup', 5, 1, 'Add a hook for things that usually land on a chair', ['hook', 'bag', 'clothes'], [
    'Notice what ends up on chairs or the floor: bags, coats, towels',
    'Stick an adhesive hook or hang one near where you drop them',
    'Hang the item there now',
  ]],
  ['setup', 20, 2, 'Set up a drop zone for everyday items', ['basket', 'key', 'bag'], [
    'Pick a spot near the door of the room',
    'Put a tray for small things and a hook for bags',
    'Tell everyone in the household what goes there',
    'Empty anything that does not belong there at the end of each week',
  ]],
  ['setup', 15, 2, 'Add labels to shelves or bins', ['label', 'shelf', 'box'], [
    'Decide what each shelf or bin holds',
    'Write large, clear labels or print them',
    'Stick them where you see them when putting things away',
  ]],
  ['setup', 40, 2, 'Set up a storage system with matching boxes', ['box', 'storage', 'shelf'], [
    'Measure the shelves or cupboard you want to fill',
    'Choose boxes that fit, with room to lift them out',
    'Sort the things to store into groups, one group per box',
    'Label each box and put the most used ones within easy reach',
  ]],
  ['setup', 30, 1, 'Write a weekly reset checklist for the room', ['checklist'], [
    'Walk around the room and note the five jobs that keep it tidy',
    'Put them in order from quickest to longest',
    'Write them on a card or a note on your phone',
    'Pick a day and time each week to run through it',
  ]],
]);
