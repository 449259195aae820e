import { roomTasks } from '../library-task';

// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const GYM_TASKS = roomTasks(['gym'], true, [
  // ── organize ──
  ['organize', 5, 2, 'Rack the weights back in order', ['weight', 'rack'], [
    'Pick up every weight left on the floor',
    'Put them back on the rack from lightest to heaviest',
    'Lift with your legs, not your back',
  ]],
  ['organize', 3, 1, 'Roll up the mats and bands', ['mat', 'band'], [
    'Roll each mat tightly and secure it with a strap or band',
    'Coil the resistance bands',
    'Stand the mats upright in a corner or basket',
  ]],
  ['organize', 15, 2, 'Sort the small equipment into bins', ['band', 'equipment', 'box'], [
    'Gather bands, ropes, balls, blocks and straps',
    'Sort them by type into bins or baskets',
    'Label each bin and put them on a shelf',
  ]],
  ['organize', 15, 2, 'Sort the weights by size', ['weight', 'rack'], [
    'Take all the weights off the rack',
    'Pair up dumbbells and plates by weight',
    'Put them back from light to heavy, heaviest nearest the floor',
  ]],
  ['organize', 40, 2, 'Organize the gym corner by exercise type', ['equipment', 'weight', 'mat', 'shelf'], [
    'Decide on zones: strength, cardio, stretching',
    'Move the equipment for each zone together',
    'Give small gear a shelf or bin in its zone',
    'Leave clear floor space around each machine',
  ]],
  ['organize', 30, 2, 'Organize the shelves and hooks', ['shelf', 'hook', 'equipment'], [
    'Take everything off the shelves and hooks',
    'Hang ropes, bands and jump ropes on hooks',
    'Put towels, bottles and small gear on shelves',
    'Keep the things you use every session at waist height',
  ]],
  // ── declutter ──
  ['declutter', 3, 2, 'Clear away water bottles and towels', ['bottle', 'towel'], [
    'Collect every water bottle and towel',
    'Take bottles to the kitchen to wash',
    'Put towels in the laundry',
  ]],
  ['declutter', 5, 1, 'Set aside equipment you no longer use', ['equipment', 'donation'], [
    'Look around for equipment you have not used in months',
    'Pick one or two things',
    'Put them aside to sell or donate',
  ]],
  ['declutter', 15, 2, 'Declutter worn-out bands and mats', ['band', 'mat'], [
    'Check each resistance band for nicks or cracks: damaged bands can snap',
    'Check mats for tears and flaking',
    'Throw away what is worn out',
    'Put the good ones back neatly',
  ]],
  ['declutter', 15, 3, 'Clear the gym floor of everything that is not equipment', ['floor', 'equipment'], [
    'Pick up bags, clothes, boxes and anything else on the floor',
    'Take each to its home in the house',
    'Leave only the equipment and mats',
  ]],
  ['declutter', 40, 2, 'Go through all the equipment: keep, sell, donate', ['equipment', 'weight', 'donation'], [
    'List every piece of equipment',
    'Keep what you used in the last three months',
    'Sell or donate what still works but you do not use',
    'Take broken equipment to a recycling point',
  ]],
  ['declutter', 30, 2, 'Clear out the gym storage', ['storage', 'box', 'shelf'], [
    'Empty the gym storage boxes and shelves',
    'Throw away broken gear and empty supplement tubs',
    'Keep only what you use',
    'Put it back by type',
  ]],
  // ── clean ──
  ['clean', 5, 2, 'Wipe the handles and seat', ['equipment', 'handle', 'bench'], [
    'Spray a cloth with a gentle cleaner',
    'Wipe the handles, grips and seat of each machine',
    'Dry them so they are not slippery',
  ]],
  ['clean', 4, 2, 'Wipe down the mat', ['mat'], [
    'Spray the mat lightly with a mild soapy water',
    'Wipe both sides with a cloth',
    'Let it air-dry before rolling it up',
  ]],
  ['clean', 20, 3, 'Wipe down all the equipment', ['equipment', 'weight', 'bench'], [
    'Start with the items you touch most: handles, grips, benches',
    'Wipe with a damp cloth and a gentle cleaner',
    'Dry each surface so it is not slippery',
    'Check for loose bolts as you go',
  ]],
  ['clean', 15, 2, 'Vacuum or sweep around the equipment', ['floor'], [
    'Pick up anything on the floor',
    'Vacuum or sweep around and under each machine',
    'Get into the corners where dust collects',
  ]],
  ['clean', 40, 2, 'Deep clean the gym floor and mats', ['floor', 'mat'], [
    'Move the mats and light equipment out of the way',
    'Vacuum the floor, then mop it with a mild cleaner',
    'Wash the mats and let them dry fully',
    'Put everything back when the floor is dry',
  ]],
  ['clean', 45, 3, 'Clean and check every machine and bench', ['equipment', 'bench'], [
    'Unplug powered machines before cleaning them',
    'Wipe every frame, seat and handle',
    'Check bolts, cables and pulleys for wear, following the manual',
    'Tighten what is loose and note anything that needs a repair',
  ]],
  // ── rearrange ──
  ['rearrange', 3, 1, 'Move the mat to a clear space', ['mat', 'floor'], [
    'Find a spot with room to stretch your arms and legs',
    'Move the mat there',
    'Clear anything nearby you could knock into',
  ]],
  ['rearrange', 5, 2, 'Put the most-used weights at waist height', ['weight', 'rack', 'shelf'], [
    'Notice which weights you use most',
    'Move them to the rack level between your knees and waist',
    'Move the heaviest to the bottom',
  ]],
  ['rearrange', 20, 3, 'Rearrange the equipment for a safe workout space', ['equipment', 'floor', 'safety'], [
    'Check there is at least an arm’s length of space around each machine',
    'Move equipment away from walls, windows and doors where needed',
    'Keep cables away from where you step',
    'Get help to move anything heavy',
  ]],
  ['rearrange', 15, 1, 'Move the bench to face the mirror or screen', ['bench', 'mirror', 'tv'], [
    'Decide whether you want to watch your form or a workout video',
    'Move the bench to face the mirror or screen',
    'Leave space on all sides',
  ]],
  ['rearrange', 45, 2, 'Redesign the gym layout', ['equipment', 'furniture', 'floor', 'mirror'], [
    'Measure the space and sketch the equipment',
    'Plan a layout with clear walkways and a free stretching area',
    'Move the light equipment first and get help with machines',
    'Put the mirror where you can see your form from the main spots',
  ]],
  ['rearrange', 40, 2, 'Get all the gym storage off the floor', ['shelf', 'hook', 'floor', 'equipment'], [
    'List everything that lives on the floor',
    'Find a hook, rack or shelf for each item',
    'Move them up, heaviest on the lowest racks',
    'Sweep the floor space you have freed',
  ]],
  // ── setup ──
  ['setup', 5, 1, 'Put up a towel hook by the equipment', ['hook', 'towel'], [
    'Pick a spot near where you train',
    'Stick or screw in a hook',
    'Hang a clean towel on it',
  ]],
  ['setup', 3, 1, 'Make a spot for your water bottle near the bench', ['bottle', 'bench', 'shelf'], [
    'Find a small shelf, crate or holder',
    'Put it within reach of the bench, away from the weights',
    'Keep your bottle there while you train',
  ]],
  ['setup', 25, 2, 'Set up a wall rack for bands and ropes', ['band', 'hook', 'wall'], [
    'Choose a clear bit of wall and check for pipes and wires',
    'Fix a rack or a row of strong hooks',
    'Hang the bands and ropes by strength or length',
  ]],
  ['setup', 15, 1, 'Set up a workout plan board', ['board', 'wall'], [
    'Hang a small whiteboard or corkboard',
    'Write your weekly workouts on it',
    'Tick off each session as you finish it',
  ]],
  ['setup', 45, 2, 'Install a weight rack', ['weight', 'rack', 'safety'], [
    'Measure the space and choose a rack rated for your weights',
    'Assemble it on a level floor following the instructions',
    'Fix it to the wall if it comes with brackets',
    'Load the heaviest weights at the bottom',
  ]],
  ['setup', 30, 2, 'Lay down protective floor mats', ['floor', 'mat'], [
    'Clear and sweep the floor',
    'Lay interlocking rubber mats from one corner',
    'Trim the edge pieces to fit',
    'Put the equipment back on top',
  ]],
]);
