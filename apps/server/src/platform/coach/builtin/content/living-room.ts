import { roomTasks } from '../library-task';

// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const LIVING_ROOM_TASKS = roomTasks(['living-room'], true, [
  // ── organize ──
  ['organize', 5, 2, 'Put remotes and chargers in one basket', ['remote', 'cable', 'basket'], [
    'Gather every remote, controller and charger in the room',
    'Put them in one basket or tray by the sofa',
    'Return chargers that belong in other rooms',
  ]],
  ['organize', 5, 1, 'Stack the books and magazines neatly', ['book', 'magazine', 'table'], [
    'Collect books and magazines from the sofa, floor and tables',
    'Stack magazines in one pile and shelve the books',
    'Recycle anything already read',
  ]],
  ['organize', 20, 2, 'Organize the bookshelf', ['book', 'shelf'], [
    'Take the books off one shelf at a time',
    'Group them by type, author or size, whichever you find easiest',
    'Stand them upright with spines lined up',
    'Leave a little space on each shelf for new books',
  ]],
  ['organize', 20, 2, 'Sort the games and puzzles', ['game', 'toy', 'shelf'], [
    'Gather all board games and puzzles',
    'Check that each box has its pieces and repair torn corners with tape',
    'Stack boxes with the largest at the bottom',
    'Keep the favourites where they are easy to reach',
  ]],
  ['organize', 40, 2, 'Organize the TV cabinet and media', ['tv', 'cable', 'cabinet', 'game'], [
    'Empty the TV cabinet',
    'Sort games, films and controllers into groups',
    'Dust inside the cabinet',
    'Put back each group in its own basket or section',
    'Label the cables at the back so you know which is which',
  ]],
  ['organize', 40, 3, 'Organize the toys into labelled bins', ['toy', 'box', 'label'], [
    'Gather all the toys in the room',
    'Sort them into groups: building, dolls and figures, cars, art, games',
    'Give each group a bin with a picture or word label',
    'Put the bins low down so children can tidy them away themselves',
  ]],
  // ── declutter ──
  ['declutter', 5, 3, 'Clear the coffee table', ['table', 'surface'], [
    'Take everything off the coffee table',
    'Return cups and plates to the kitchen and recycle old papers',
    'Put back only one or two things you love',
  ]],
  ['declutter', 5, 2, 'Take cups and plates back to the kitchen', ['cup', 'dish'], [
    'Walk around the room with a tray',
    'Collect every cup, glass, plate and wrapper',
    'Take them to the kitchen sink or dishwasher',
  ]],
  ['declutter', 15, 2, 'Declutter the magazines and old papers', ['magazine', 'paper'], [
    'Gather all the magazines, newspapers and leaflets',
    'Recycle anything older than a month or already read',
    'Keep a small pile of what you still want to read in one basket',
  ]],
  ['declutter', 15, 2, 'Clear the sofa and the floor around it', ['sofa', 'floor', 'cushion'], [
    'Take everything off the sofa except cushions and throws',
    'Check down the sides for lost things',
    'Pick up everything on the floor around it',
    'Return each item to its home',
  ]],
  ['declutter', 40, 2, 'Declutter the bookshelves', ['book', 'shelf', 'decor'], [
    'Take the books and ornaments off one shelf at a time',
    'Keep the books you will reread or lend and the ornaments you love',
    'Box the rest up for donation',
    'Dust the shelf and put the keepers back',
  ]],
  ['declutter', 45, 3, 'Declutter the toys and games', ['toy', 'game'], [
    'Gather all the toys and games in one place',
    'Set aside broken toys and games with missing pieces',
    'Ask children which toys they have outgrown',
    'Donate what is in good condition and throw away what is broken',
    'Put back only what fits in the toy storage',
  ]],
  // ── clean ──
  ['clean', 5, 1, 'Plump the cushions and fold the throws', ['cushion', 'sofa', 'blanket'], [
    'Plump each cushion and set it back in place',
    'Fold the throws and lay them over the arm of the sofa',
    'Straighten the rug if it has moved',
  ]],
  ['clean', 5, 1, 'Dust the TV screen and stand', ['tv', 'dust'], [
    'Turn the TV off',
    'Wipe the screen gently with a dry microfibre cloth',
    'Dust the stand and the devices around it',
  ]],
  ['clean', 20, 2, 'Vacuum the sofa and under the cushions', ['sofa', 'cushion'], [
    'Take off the seat cushions',
    'Collect crumbs and lost things from the gaps',
    'Vacuum the base and cushions with the upholstery tool',
    'Put the cushions back, turning them over for even wear',
  ]],
  ['clean', 20, 2, 'Dust the shelves and decorations', ['shelf', 'decor', 'dust'], [
    'Start with the highest shelf',
    'Lift each ornament, dust it and the shelf beneath',
    'Wipe picture frames and the top of the TV',
    'Finish with the skirting boards',
  ]],
  ['clean', 40, 3, 'Vacuum the whole floor, moving the furniture', ['floor', 'rug', 'furniture'], [
    'Pick up everything on the floor',
    'Move light furniture and the coffee table to one side',
    'Vacuum the whole floor and rug, including the edges',
    'Move the furniture back and vacuum the other side',
  ]],
  ['clean', 30, 2, 'Wash the cushion covers and throws', ['cushion', 'blanket', 'sofa'], [
    'Check the care labels on the covers and throws',
    'Unzip the covers and wash them as the label says',
    'Air-dry them to avoid shrinking',
    'Put them back on and arrange the cushions',
  ]],
  // ── rearrange ──
  ['rearrange', 5, 1, 'Angle the chairs toward each other for conversation', ['chair', 'sofa', 'furniture'], [
    'Look at where people sit to talk',
    'Turn chairs so they face the sofa rather than only the TV',
    'Leave a clear path between them',
  ]],
  ['rearrange', 5, 1, 'Move a lamp to the darkest corner', ['lamp'], [
    'Turn on the lights in the evening and spot the darkest corner',
    'Move a lamp there, keeping the cable out of the walkway',
    'See if the room feels more welcoming',
  ]],
  ['rearrange', 15, 1, 'Rearrange the shelf decorations', ['shelf', 'decor', 'photo'], [
    'Take the ornaments and photos off one shelf',
    'Group them in threes of different heights',
    'Leave some empty space between groups',
    'Put the rest away or donate it',
  ]],
  ['rearrange', 15, 2, 'Open a clear path from the door to the sofa', ['floor', 'furniture', 'sofa'], [
    'Walk from the door to the sofa and note what is in the way',
    'Move side tables, baskets and bags out of the path',
    'Tape down or reroute any cable you could trip over',
  ]],
  ['rearrange', 45, 2, 'Try a new furniture layout for the living room', ['furniture', 'sofa', 'rug', 'tv'], [
    'Sketch the room with the windows, doors and sockets',
    'Plan a layout with the sofa facing the main view or the TV',
    'Move the lighter pieces first and ask for help with the sofa',
    'Put the rug where the front legs of the furniture can rest on it',
    'Live with it for a day before deciding',
  ]],
  ['rearrange', 40, 2, 'Rearrange the storage so each person has a spot', ['shelf', 'basket', 'storage'], [
    'List who uses the room and what they leave in it',
    'Give each person a basket, shelf or drawer',
    'Move their things into it',
    'Label the spots so everyone knows where to tidy to',
  ]],
  // ── setup ──
  ['setup', 5, 1, 'Put a basket by the sofa for throws', ['basket', 'blanket', 'sofa'], [
    'Find a basket big enough for the throws',
    'Put it by the end of the sofa',
    'Fold the throws into it',
  ]],
  ['setup', 3, 1, 'Put a tray on the coffee table for remotes', ['tray', 'remote', 'table'], [
    'Find a small tray or box',
    'Put it on the coffee table or side table',
    'Put every remote in it',
  ]],
  ['setup', 20, 2, 'Bundle and hide the TV cables', ['cable', 'tv'], [
    'Unplug the TV and devices first',
    'Untangle the cables and label each plug',
    'Bundle them with ties or a cable sleeve',
    'Run them along the back of the cabinet, out of reach of pets and children',
  ]],
  ['setup', 20, 2, 'Set up a toy rotation box', ['toy', 'box'], [
    'Pick out a third of the toys',
    'Pack them in a box and store it out of sight',
    'Swap the box with toys on display every few weeks',
  ]],
  ['setup', 40, 2, 'Set up a drop zone by the entry', ['entry', 'key', 'bag', 'shoe', 'hook'], [
    'Pick a spot near where people come in',
    'Put up hooks for bags and coats at a height everyone can reach',
    'Add a tray for keys and a rack or basket for shoes',
    'Show the household how to use it',
  ]],
  ['setup', 45, 2, 'Hang shelves or picture ledges', ['shelf', 'photo', 'wall', 'decor'], [
    'Plan the spot and mark it with masking tape',
    'Check for hidden pipes and wires with a detector before drilling',
    'Use the right wall plugs and a spirit level',
    'Ask someone to hold the shelf while you fix it',
    'Arrange photos and decorations on it',
  ]],
]);
