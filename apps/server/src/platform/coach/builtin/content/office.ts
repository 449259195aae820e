import { roomTasks } from '../library-task';

// Kept compact, one task per block: Prettier would put every value of a task on its own line.
// prettier-ignore
export const OFFICE_TASKS = roomTasks(['office'], true, [
  // ── organize ──
  ['organize', 5, 3, 'Clear the desk surface', ['desk', 'surface', 'paper'], [
    'Stack loose papers in one pile to sort later',
    'Put pens, chargers and tools back in their places',
    'Take cups and plates to the kitchen',
    'Leave only your computer, a lamp and what you need today',
  ]],
  ['organize', 3, 1, 'Gather the pens into one holder', ['desk', 'supply'], [
    'Collect every pen and pencil from the desk and drawers',
    'Test them on scrap paper and recycle the dry ones',
    'Stand the good ones in one cup or holder',
  ]],
  ['organize', 20, 3, 'Sort the paper pile into act, file and recycle', ['paper', 'desk'], [
    'Make three piles: to act on, to file, to recycle',
    'Go through the papers one at a time and decide each once',
    'Put the act pile in a tray on the desk',
    'File the keepers and shred anything with personal details before recycling',
  ]],
  ['organize', 20, 2, 'Organize the desk drawers', ['desk', 'drawer', 'supply'], [
    'Empty one drawer at a time',
    'Group supplies: writing, paper, tech, bits and pieces',
    'Use small boxes or trays as dividers',
    'Put the most used things in the top drawer',
  ]],
  ['organize', 40, 3, 'File the loose papers into labelled folders', ['paper', 'folder', 'label'], [
    'Gather every loose paper in the room',
    'Sort them into groups: bills, bank, health, home, work',
    'Give each group a labelled folder',
    'Put the newest papers at the front of each folder',
    'Shred anything you no longer need to keep',
  ]],
  ['organize', 30, 2, 'Organize the bookshelf and supplies shelf', ['shelf', 'book', 'supply'], [
    'Take everything off one shelf at a time',
    'Group books by subject and supplies by type',
    'Put spare supplies in a labelled box',
    'Keep reference books closest to the desk',
  ]],
  // ── declutter ──
  ['declutter', 5, 2, 'Recycle old sticky notes and scrap paper', ['paper', 'desk', 'note'], [
    'Collect sticky notes from the desk, screen and walls',
    'Copy anything still needed onto one list',
    'Recycle the rest along with used scrap paper',
  ]],
  ['declutter', 4, 1, 'Throw away dried-out pens', ['supply', 'desk'], [
    'Test every pen and marker on scrap paper',
    'Throw away the ones that do not write',
    'Put the working ones back in their holder',
  ]],
  ['declutter', 15, 3, 'Clear out the mail tray', ['paper', 'tray'], [
    'Empty the mail tray onto the desk',
    'Recycle envelopes, flyers and junk mail',
    'Put bills and letters that need action in one pile',
    'File or shred the rest',
  ]],
  ['declutter', 20, 2, 'Declutter the desk drawers', ['desk', 'drawer'], [
    'Empty one drawer at a time',
    'Throw away broken bits, old receipts and dead batteries (take batteries to a collection point)',
    'Move things that belong in other rooms',
    'Put back only what you use at the desk',
  ]],
  ['declutter', 45, 3, 'Shred and recycle old paperwork', ['paper', 'folder'], [
    'Go through your files one folder at a time',
    'Check how long you need to keep each kind of paper',
    'Shred anything with names, numbers or account details',
    'Recycle the rest and put the keepers back in order',
  ]],
  ['declutter', 30, 2, 'Declutter old electronics and cables', ['cable', 'computer', 'phone'], [
    'Gather every cable, charger and old device',
    'Match cables to devices you still own',
    'Wipe personal data from old phones and computers',
    'Take unwanted electronics to a recycling point rather than the bin',
  ]],
  // ── clean ──
  ['clean', 5, 2, 'Wipe the desk and keyboard', ['desk', 'computer'], [
    'Turn off or unplug the keyboard',
    'Turn the keyboard upside down and tap out the crumbs',
    'Wipe it and the desk with a lightly damp cloth',
  ]],
  ['clean', 3, 1, 'Empty the office bin', ['trash'], [
    'Empty the bin into the main rubbish',
    'Take out any paper that can be recycled',
    'Put in a fresh liner',
  ]],
  ['clean', 15, 2, 'Dust the screen, shelves and lamp', ['computer', 'shelf', 'lamp', 'dust'], [
    'Turn off the screen and wipe it with a dry microfibre cloth',
    'Dust the shelves from top to bottom',
    'Wipe the lamp, the printer and the window sill',
  ]],
  ['clean', 15, 1, 'Clean the desk chair', ['chair'], [
    'Vacuum the seat and back with the upholstery tool',
    'Wipe the armrests and base with a damp cloth',
    'Pick hair and fluff out of the wheels',
  ]],
  ['clean', 30, 3, 'Deep clean the desk area, moving everything', ['desk', 'floor', 'computer', 'cable'], [
    'Take everything off the desk and unplug what you can',
    'Wipe the desk top, legs and drawers',
    'Vacuum the floor under and behind the desk, and dust the cables',
    'Put back only what you use and plug everything back in',
  ]],
  ['clean', 40, 2, 'Clean every shelf, one at a time', ['shelf', 'book', 'dust'], [
    'Take the books and things off the top shelf',
    'Dust the books and wipe the shelf',
    'Put them back before moving to the next shelf down',
    'Vacuum the floor when the last shelf is done',
  ]],
  // ── rearrange ──
  ['rearrange', 5, 2, 'Keep the things you use most within arm’s reach', ['desk', 'supply'], [
    'Sit at the desk and notice what you reach for most',
    'Move those things to within arm’s reach',
    'Move occasional things to a drawer or shelf',
  ]],
  ['rearrange', 3, 1, 'Angle the screen to cut glare', ['computer', 'window', 'lamp'], [
    'Check the screen for reflections from the window or lamp',
    'Turn the screen or desk lamp until the glare is gone',
    'Set the top of the screen at about eye level',
  ]],
  ['rearrange', 20, 3, 'Rearrange the desk for a comfortable setup', ['desk', 'computer', 'chair'], [
    'Set the chair so your feet rest flat and your knees are level with your hips',
    'Put the screen an arm’s length away with its top at eye level',
    'Place the keyboard and mouse so your elbows rest at your sides',
    'Move the phone and notebook within easy reach',
  ]],
  ['rearrange', 15, 1, 'Move reference books to the shelf nearest the desk', ['book', 'shelf', 'desk'], [
    'Pick out the books and folders you use every week',
    'Clear space on the shelf nearest the desk',
    'Move them there and put the others further away',
  ]],
  ['rearrange', 40, 2, 'Move the desk to face the light', ['desk', 'furniture', 'window', 'cable'], [
    'Plan a spot where daylight falls from the side rather than behind the screen',
    'Unplug everything and clear the desk',
    'Move the desk with a helper',
    'Run the cables neatly to the nearest socket',
  ]],
  ['rearrange', 45, 2, 'Rearrange the office into work and storage zones', ['desk', 'shelf', 'storage', 'paper'], [
    'Keep the area around the desk for things you use daily',
    'Move files, spare supplies and archives to one storage zone',
    'Put the printer and paper together',
    'Make sure walkways and sockets stay clear',
  ]],
  // ── setup ──
  ['setup', 5, 2, 'Put an inbox tray on the desk', ['paper', 'desk', 'tray'], [
    'Find a letter tray or shallow box',
    'Put it at one corner of the desk',
    'Drop all new papers in it and empty it once a week',
  ]],
  ['setup', 5, 1, 'Label the plugs on the power strip', ['cable', 'label'], [
    'Follow each cable from the power strip to its device',
    'Wrap a small label around the cable near the plug',
    'Write the device name on it',
  ]],
  ['setup', 20, 2, 'Set up cable clips under the desk', ['cable', 'desk'], [
    'Unplug everything and untangle the cables',
    'Stick cable clips or a cable tray under the back edge of the desk',
    'Route each cable through the clips to the power strip',
    'Leave a little slack so nothing is pulled tight',
  ]],
  ['setup', 20, 3, 'Set up folders for bills, receipts and records', ['paper', 'folder', 'label'], [
    'Decide on a few simple groups: bills, receipts, bank, health, home',
    'Label one folder for each',
    'Put them in a box or drawer near the desk',
    'File this month’s papers to start',
  ]],
  ['setup', 45, 3, 'Set up a filing cabinet with labelled folders', ['paper', 'cabinet', 'folder', 'label'], [
    'Empty the filing cabinet or drawer',
    'Plan one drawer for active papers and one for records',
    'Make a labelled hanging folder for each group',
    'File the papers, newest at the front',
    'Keep a shredding bag beside it for what you clear out',
  ]],
  ['setup', 30, 2, 'Set up a charging station for devices', ['cable', 'phone', 'computer'], [
    'Pick a spot near a socket, away from paper and drinks',
    'Put a power strip or multi-port charger there',
    'Tidy each charger cable with a tie',
    'Label which cable is for which device',
  ]],
]);
