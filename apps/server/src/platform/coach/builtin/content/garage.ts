import { roomTasks } from '../library-task';

// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const GARAGE_TASKS = roomTasks(['garage'], true, [
  // ── organize ──
  ['organize', 5, 2, 'Put loose tools back in the toolbox', ['tool'], [
    'Collect every tool lying on the bench, floor and shelves',
    'Wipe off any dirt or oil',
    'Put each one back in the toolbox or on its hook',
  ]],
  ['organize', 5, 1, 'Coil and hang the hose and extension cords', ['cable', 'hose', 'hook'], [
    'Unplug extension cords before handling them',
    'Coil each cord or hose in loose loops without kinks',
    'Hang them on a hook or put them in a bucket',
  ]],
  ['organize', 25, 2, 'Sort screws, nails and small hardware', ['hardware', 'tool', 'box'], [
    'Tip loose screws, nails and fixings onto a tray',
    'Sort them by type and size into small containers or a parts organiser',
    'Label each container',
    'Store the organiser on the workbench shelf',
  ]],
  ['organize', 15, 2, 'Group the sports gear in one corner', ['sport', 'bike', 'box'], [
    'Gather balls, rackets, helmets and bikes',
    'Put small gear in one open bin',
    'Stand bikes and scooters together against the wall',
  ]],
  ['organize', 45, 3, 'Organize the workbench and tools', ['workbench', 'tool'], [
    'Clear everything off the workbench',
    'Group the tools: measuring, cutting, fixing, power tools',
    'Hang the most used tools above the bench and put the rest in drawers',
    'Store sharp blades covered and power tools unplugged',
    'Wipe down the bench',
  ]],
  ['organize', 40, 3, 'Organize the garage shelves with labelled bins', ['shelf', 'box', 'label'], [
    'Take everything off one shelf unit',
    'Sort things into groups: garden, car, decorating, seasonal, camping',
    'Put each group in a labelled bin',
    'Put heavy bins low and light ones high',
  ]],
  // ── declutter ──
  ['declutter', 5, 2, 'Flatten and recycle empty boxes', ['box', 'recycling'], [
    'Gather empty cardboard boxes',
    'Flatten them',
    'Put them in the recycling or tie them in a bundle for collection',
  ]],
  ['declutter', 5, 2, 'Set aside old paint tins for proper disposal', ['paint', 'chemical'], [
    'Check the paint tins for ones that are dried up or nearly empty',
    'Keep the lids on tightly',
    'Put them in a box to take to a household waste site; do not pour paint down drains',
  ]],
  ['declutter', 20, 2, 'Declutter broken tools and spare parts', ['tool', 'hardware'], [
    'Go through the toolbox and drawers',
    'Set aside broken tools and duplicates',
    'Keep one of each tool you use',
    'Donate working spares and recycle broken metal tools',
  ]],
  ['declutter', 20, 2, 'Declutter the sports gear and outdoor toys', ['sport', 'toy', 'bike'], [
    'Gather all sports gear and outdoor toys',
    'Set aside anything broken, outgrown or unused for a year',
    'Check helmets for cracks and let go of damaged ones',
    'Donate what is in good condition',
  ]],
  ['declutter', 45, 3, 'Clear one wall of the garage', ['shelf', 'floor', 'box', 'storage'], [
    'Pick one wall and move everything in front of it into the driveway or the middle',
    'Sort into keep, donate, sell and recycle',
    'Sweep the floor along the wall',
    'Put back only the keep pile, grouped on shelves or hooks',
  ]],
  ['declutter', 40, 2, 'Go through the old boxes in storage', ['box', 'storage'], [
    'Pull out one box at a time',
    'Open it and decide on each item: keep, donate, recycle',
    'Combine half-empty boxes',
    'Label the boxes you keep with their contents and the date',
  ]],
  // ── clean ──
  ['clean', 5, 2, 'Sweep the garage entrance', ['floor', 'door'], [
    'Move anything in the way',
    'Sweep leaves and grit from the door area outwards',
    'Shake out the doormat',
  ]],
  ['clean', 5, 1, 'Wipe the workbench', ['workbench'], [
    'Clear the tools off the bench',
    'Brush away sawdust and bits',
    'Wipe the surface with a damp cloth',
  ]],
  ['clean', 20, 2, 'Sweep the whole garage floor', ['floor'], [
    'Move bins and loose items off the floor',
    'Sweep from the back of the garage towards the door',
    'Use a dustpan for the pile and bag it',
  ]],
  ['clean', 15, 1, 'Clear cobwebs from corners and windows', ['window', 'dust'], [
    'Use a long-handled brush or a cloth on a broom',
    'Sweep cobwebs from the ceiling corners and light fittings',
    'Wipe the window and sill',
  ]],
  ['clean', 45, 2, 'Deep clean the garage floor', ['floor', 'car'], [
    'Move the car out and clear the floor as much as you can',
    'Sweep thoroughly',
    'Sprinkle cat litter on oil stains, leave it, then sweep it up',
    'Scrub marks with a stiff brush and warm soapy water, then let it dry',
  ]],
  ['clean', 40, 2, 'Dust and wipe all the shelves', ['shelf', 'box', 'dust'], [
    'Take the bins and things off one shelf at a time',
    'Brush off the dust and wipe the shelf',
    'Wipe the outside of each bin before putting it back',
  ]],
  // ── rearrange ──
  ['rearrange', 5, 2, 'Move everyday items near the door', ['door', 'storage'], [
    'Think of what you grab most often from the garage',
    'Move those things to the shelf or hook nearest the door',
    'Push rarely used things further back',
  ]],
  ['rearrange', 5, 3, 'Move chemicals to a high shelf', ['chemical', 'paint', 'shelf', 'safety'], [
    'Gather paints, fuel, weedkiller and cleaning chemicals',
    'Check their lids are tight',
    'Move them to a high shelf or locked cabinet, away from heat and out of children’s reach',
  ]],
  ['rearrange', 25, 3, 'Rearrange the shelves so heavy things are low', ['shelf', 'box', 'safety'], [
    'Check each shelf for heavy boxes and tools up high',
    'Lift carefully, bending your knees, and get help with anything heavy',
    'Move heavy things to the lowest shelves',
    'Put light and rarely used things at the top',
  ]],
  ['rearrange', 15, 2, 'Clear a path around the car', ['car', 'floor'], [
    'Walk around the car and note what you bump into',
    'Move bikes, bins and boxes against the walls',
    'Keep a clear path to the house door',
  ]],
  ['rearrange', 45, 2, 'Create zones for tools, garden, sports and storage', ['tool', 'garden', 'sport', 'storage'], [
    'Decide which wall suits each zone: tools near the bench, garden near the door',
    'Move things into their zone one group at a time',
    'Use hooks and shelves to get things off the floor',
    'Label each zone',
  ]],
  ['rearrange', 40, 2, 'Move seasonal things to the back or overhead', ['season', 'box', 'storage'], [
    'Gather holiday decorations, camping gear and off-season things',
    'Pack them in labelled boxes',
    'Store them at the back or on overhead racks, using a stable ladder with a helper',
    'Keep this season’s things at the front',
  ]],
  // ── setup ──
  ['setup', 5, 1, 'Put up a hook for the garden hose or cord', ['hook', 'hose', 'cable'], [
    'Choose a spot on the wall near where you use the hose or cord',
    'Screw in a sturdy hook, avoiding hidden wires',
    'Hang the coiled hose or cord on it',
  ]],
  ['setup', 3, 1, 'Put a recycling box near the door', ['recycling', 'trash'], [
    'Find a box or bin',
    'Put it by the garage door',
    'Drop flattened boxes and empty bottles in as you go',
  ]],
  ['setup', 25, 2, 'Set up a pegboard for hand tools', ['tool', 'pegboard', 'wall'], [
    'Fix a pegboard to the wall above the workbench, checking for wires first',
    'Lay the tools on the floor in the layout you want',
    'Hang them on pegboard hooks',
    'Draw around each tool so you can see where it goes back',
  ]],
  ['setup', 20, 2, 'Set up a wall hook for the bike or ladder', ['bike', 'hook', 'wall'], [
    'Find a solid stud or masonry wall and check for hidden wires',
    'Screw in a heavy-duty hook with the right wall plugs',
    'Hang the bike or ladder, with a helper for heavy items',
  ]],
  ['setup', 45, 2, 'Install a wall shelf unit', ['shelf', 'wall', 'storage'], [
    'Measure the wall and choose a sturdy shelf unit',
    'Assemble it following the instructions',
    'Fix it to the wall with the anti-tip brackets',
    'Load heavy things on the bottom shelves',
  ]],
  ['setup', 40, 2, 'Set up a small workbench area', ['workbench', 'tool', 'lamp'], [
    'Pick a spot with a socket and good light',
    'Set up a sturdy table or bench at a comfortable height',
    'Add a lamp and a shelf or pegboard for tools',
    'Keep safety glasses and gloves on a hook nearby',
  ]],
]);
