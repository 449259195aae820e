import type { LessonContent } from './lessons';

// Unit 2 "Living Room Routine" (ids 7–19): the shared room, so the routine moves from the sofa and
// the coffee table to zones, good-looking storage and a pick-up the whole household can do.

export const LIVING_ROOM_ROUTINE: readonly LessonContent[] = [
  {
    title: 'Living Room Walkthrough',
    description: 'See your living room as a guest would, and clear what needs no decisions.',
    icon: 'sofa',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to spot what makes the room feel cluttered',
      'Why things that belong elsewhere go first',
      'The order you will work through the room in',
    ],
    subSteps: [
      {
        title: 'Sit where a guest would sit',
        content:
          'Sit on the sofa and look around. What do you notice first? Piles on the coffee table, toys on the rug, cables under the TV, blankets heaped in a corner?\nThe living room is shared, so clutter here comes from everyone. That is fine: this routine is for everyone too.',
      },
      {
        title: 'The "belongs elsewhere" sweep',
        content:
          'Take a basket around the room and collect everything that lives in another room: cups, shoes, school bags, hair brushes. Then walk the basket round the house and drop each thing at home.',
      },
      {
        title: 'Your route',
        content:
          'Next you will reset the sofa, clear the coffee table and the floor, tame the cables and the media, and then build zones and storage that make tidying quick.',
      },
    ],
    tasks: [
      'Do a "belongs elsewhere" sweep with a basket',
      'Take every cup and plate back to the kitchen',
      'Note the spot in the room that collects the most clutter',
    ],
  },
  {
    title: 'Sofa and Cushions',
    description: 'Reset the sofa so the room looks inviting in two minutes flat.',
    icon: 'sofa',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How a reset sofa changes the look of the whole room',
      'How to fold throws and plump cushions quickly',
      'What to do with the things that hide down the sides',
    ],
    subSteps: [
      {
        title: 'The heart of the room',
        content:
          'The sofa is the first thing people see and use. When it is clear, with cushions in place and a throw folded, the room instantly feels calmer.',
      },
      {
        title: 'The two-minute reset',
        content:
          'Take everything off the sofa. Plump each cushion with a couple of firm pats and stand it up against the back. Fold throws in half, then in thirds, and lay them over an arm or in a basket.',
      },
      {
        title: 'Down the sides',
        content:
          'Check down the sides and under the cushions: remotes, coins, pens, crumbs. Put things back where they live and give the gaps a quick vacuum with the crevice tool.',
      },
    ],
    tasks: [
      'Clear the sofa completely',
      'Plump the cushions and fold the throws',
      'Check and vacuum down the sides of the sofa',
    ],
  },
  {
    title: 'A Clear Coffee Table',
    description: 'Turn the coffee table from a dumping spot into a clear, useful surface.',
    icon: 'sparkles',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'What earns a place on the coffee table',
      'How a tray keeps everyday things together',
      'How to stop the table filling up again',
    ],
    subSteps: [
      {
        title: 'Clear and wipe',
        content:
          'Take everything off the coffee table and wipe it. Enjoy the empty surface for a moment: this is what you are aiming to keep.',
      },
      {
        title: 'One tray, a few things',
        content:
          'Put back one tray with the few things you use here every day, such as the remote, coasters and a candle or plant. Everything else finds a home elsewhere.',
      },
      {
        title: 'The end-of-day rule',
        content:
          'Make a household rule: the coffee table is cleared every evening. Cups to the kitchen, magazines to their basket, games back on the shelf. It takes one minute when it is done every day.',
      },
    ],
    tasks: [
      'Clear and wipe the coffee table',
      'Set up one tray for everyday items',
      'Agree the end-of-day coffee table rule with your household',
    ],
  },
  {
    title: 'The Floor and Stray Things',
    description: 'Clear the floor and give the things that always end up there a proper home.',
    icon: 'layers',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to clear a floor quickly with a basket',
      'How to find out which things keep ending up on the floor',
      'How a clear floor makes vacuuming quick',
    ],
    subSteps: [
      {
        title: 'Basket sweep',
        content:
          'Start by the door and work round the room with a basket, picking up everything on the floor. Do not sort yet; just get it off the floor.',
      },
      {
        title: 'Look at the basket',
        content:
          'Now look at what you collected. Is it mostly toys? Shoes? Bags? Chargers? Those are the things that need a home in or near this room. You will build those homes in the next lessons.',
      },
      {
        title: 'Vacuum while it is clear',
        content:
          'With the floor empty, vacuuming takes a few minutes. Notice how much easier it is. That is the reward for keeping the floor clear.',
      },
    ],
    tasks: [
      'Clear the whole floor with a basket sweep',
      'Write down the three kinds of things you found most',
      'Vacuum the floor while it is clear',
    ],
  },
  {
    title: 'Remotes, Chargers and Cables',
    description: 'Tame the tangle of cables and gadgets around the TV and sofa.',
    icon: 'wrench',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to give remotes and controllers one home',
      'How to bundle and hide cables safely',
      'How to set up one shared charging spot',
    ],
    subSteps: [
      {
        title: 'One home for remotes',
        content:
          'Remotes and game controllers get lost because they have no home. Give them one basket or box near the sofa, and make it the only place they are put down.',
      },
      {
        title: 'Bundle the cables',
        content:
          'Unplug what you safely can and untangle the cables behind the TV. Bundle each one with a reusable tie or a strip of velcro, and run them along the back of the unit. Remove cables for devices you no longer own.\nNever cover plugs or extension leads with fabric or bury them where they can overheat.',
      },
      {
        title: 'A charging spot',
        content:
          'Choose one spot, near a socket but out of the way, where phones and tablets charge. One shared spot means fewer cables trailing across the room.',
      },
    ],
    tasks: [
      'Put all remotes and controllers in one basket',
      'Bundle the cables behind the TV and remove unused ones',
      'Choose one shared charging spot',
    ],
  },
  {
    title: 'Books, Games and Media',
    description: 'Declutter the books, films, games and magazines that crowd your shelves.',
    icon: 'trash-2',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to declutter media one shelf at a time',
      'What to keep, pass on or recycle',
      'How to check board games are complete',
    ],
    subSteps: [
      {
        title: 'One shelf at a time',
        content:
          'Take everything off one shelf. Ask of each item: have I read, watched or played this in the last year, and will I again? Keep the favourites and the ones you will truly return to.',
      },
      {
        title: 'Pass it on',
        content:
          'Books, games and films in good condition can go to friends, a school, a library sale or a charity shop. Old magazines and newspapers go in the recycling, unless you really collect them.',
      },
      {
        title: 'Check the games',
        content:
          'Open each board game and puzzle box. Are the pieces all there? Incomplete games can be recycled or have their pieces kept for crafts. Fix broken boxes with tape so they stack well.',
      },
    ],
    tasks: [
      'Declutter one shelf of books or media',
      'Bag up what you will pass on',
      'Check three board games or puzzles are complete',
    ],
  },
  {
    title: 'Living Room Zones',
    description: 'Give each part of the living room one job: relaxing, playing, reading or watching.',
    icon: 'target',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The common zones of a living room',
      'How to fit zones into a small room',
      'How zones make tidying obvious for everyone',
    ],
    subSteps: [
      {
        title: 'What happens here?',
        content:
          'List what your household actually does in the living room: watching TV, reading, playing, homework, hobbies, guests. Each activity can have a zone.',
      },
      {
        title: 'Mark the zones',
        content:
          'A zone can be a corner with a reading chair and lamp, a rug where the toys live, a shelf for games, or the TV unit for media. Even a single basket can be a zone in a small room.',
      },
      {
        title: 'Everything back to its zone',
        content:
          'When the room is tidied, each thing goes back to its zone. Because the zones are clear, even young children and guests can help put things away.',
      },
    ],
    tasks: [
      'List what your household does in the living room',
      'Choose a zone for each activity',
      'Move things into their zone',
    ],
  },
  {
    title: 'Storage That Looks Good',
    description: 'Choose baskets, boxes and shelves that hide clutter and still look good in a shared room.',
    icon: 'box',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'Open versus closed storage in a living room',
      'How matching baskets make shelves look calm',
      'How to use furniture that stores things',
    ],
    subSteps: [
      {
        title: 'Open and closed',
        content:
          'Open shelves are for things you like to see: a few books, a plant, a photo. Closed storage (cupboards, lidded boxes, baskets) is for everything else: games, cables, paperwork, toys.',
      },
      {
        title: 'Fewer, matching containers',
        content:
          'A mix of odd boxes makes a shelf look busy. Two or three matching baskets look calm and hide a lot. Measure the shelf first so they fit.',
      },
      {
        title: 'Furniture that works harder',
        content:
          'A storage ottoman, a coffee table with a drawer or a bench with space inside can hide throws, games or toys. Use what you have first; only buy if there is a real gap.',
      },
    ],
    tasks: [
      'Decide what goes on open shelves and what gets hidden',
      'Put one group of loose things into a basket or box',
      'Measure one shelf before choosing any new storage',
    ],
  },
  {
    title: 'Toys and Hobbies',
    description: 'Keep toys and hobby things in check with simple categories and rotation.',
    icon: 'archive',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to sort toys or hobby supplies into simple categories',
      'How rotating toys keeps them interesting and the room tidy',
      'How children can help decide what to keep',
    ],
    subSteps: [
      {
        title: 'Simple categories',
        content:
          'Sort toys or hobby supplies into a few broad groups: building, dolls and figures, cars, art, games. One labelled basket per group. Pictures on the labels help children who cannot read yet.',
      },
      {
        title: 'Rotate',
        content:
          'Keep about a third of the toys out and store the rest in a cupboard. Every few weeks, swap them. Old toys feel new again, and there is less to tidy each day.',
      },
      {
        title: 'Let them choose',
        content:
          'Children are more willing to tidy when they help decide. Ask them to pick favourites to keep and some to give to another child. For your own hobbies, keep the project you are working on out and store the rest.',
      },
    ],
    tasks: [
      'Sort toys or hobby things into a few labelled baskets',
      'Put some away for a future rotation',
      'Choose, together, a few things to pass on',
    ],
  },
  {
    title: 'The Post and Paper Spot',
    description: 'Stop letters, leaflets and school papers from piling up on every surface.',
    icon: 'list-checks',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'Why paper is the most common living-room clutter',
      'How a single inbox tray stops the spread',
      'How to sort paper in five minutes a week',
    ],
    subSteps: [
      {
        title: 'Paper spreads',
        content:
          'Post, leaflets, school letters and receipts arrive every day and land wherever there is space. Soon every surface has a little pile, and the important letter is lost among them.',
      },
      {
        title: 'One inbox',
        content:
          'Choose one tray or basket as the household inbox. All incoming paper goes there, and nowhere else. Put a recycling bag close by so junk mail never even reaches the tray.',
      },
      {
        title: 'The weekly sort',
        content:
          'Once a week, empty the inbox: act on it (pay, sign, reply), file it, or recycle it. It takes about five minutes if you do it every week.',
      },
    ],
    tasks: [
      'Gather every loose paper in the living room into one pile',
      'Set up one inbox tray with recycling nearby',
      'Do your first sort: act, file or recycle',
    ],
  },
  {
    title: 'The Evening Pick-Up',
    description: 'A ten-minute household pick-up every evening that keeps the living room ready for tomorrow.',
    icon: 'timer',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The steps of an evening pick-up',
      'How to make it a game for the whole household',
      'How to keep it short, even on busy nights',
    ],
    subSteps: [
      {
        title: 'The pick-up',
        content:
          '1. Things that belong elsewhere into a basket and back home.\n2. Coffee table cleared.\n3. Cushions plumped and throws folded.\n4. Toys back in their baskets.\n5. Remotes in their home.',
      },
      {
        title: 'Make it a game',
        content:
          'Set a timer for ten minutes and put on some music. Everyone picks up as much as they can before it ends. Younger children love racing the timer; older ones like choosing the music.',
      },
      {
        title: 'The short version',
        content:
          'On a busy night, just do step one and the coffee table. The room is still ready for tomorrow, and the habit stays alive.',
      },
    ],
    tasks: [
      'Do the evening pick-up tonight with a timer',
      'Invite one other person to join in',
      'Agree what the busy-night version is',
    ],
  },
  {
    title: 'The Weekly Living Room Reset',
    description: 'Once a week, dust, vacuum and check each zone so the room stays fresh.',
    icon: 'calendar',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'What belongs in a weekly living room reset',
      'A top-to-bottom order that saves time',
      'How to catch clutter before it grows',
    ],
    subSteps: [
      {
        title: 'Top to bottom',
        content:
          'Start high and work down: shelves, picture frames, the TV (with a dry cloth), tables, skirting boards. Dust falls, so the floor always comes last.',
      },
      {
        title: 'Fabric and floor',
        content:
          'Vacuum the floor, under the cushions and along the edges of the room. Shake out the throws and rugs, or wash the throws if they need it.',
      },
      {
        title: 'Zone check',
        content:
          'Look at each zone. Is the toy basket overflowing? Has the paper tray grown? Is something creeping onto the floor again? Fix it now while it is small.',
      },
    ],
    tasks: [
      'Dust from top to bottom',
      'Vacuum the floor and the sofa',
      'Check each zone and fix one small slip',
    ],
  },
  {
    title: 'Guest-Ready in Ten Minutes',
    description: 'Get the living room guest-ready fast, and look back at how far you have come.',
    icon: 'star',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'A ten-minute plan for unexpected visitors',
      'Why your routines make this easy now',
      'How to compare your "before" and "after"',
    ],
    subSteps: [
      {
        title: 'The ten-minute plan',
        content:
          'Someone is coming over. Do the evening pick-up, clear the coffee table, wipe any visible surfaces, and open a window for fresh air. Light a lamp instead of the big light for a welcoming feel.',
      },
      {
        title: 'Routines do the work',
        content:
          'A month ago, getting ready for guests might have taken an afternoon. Now most things have a home and the room is reset each evening, so ten minutes is enough.',
      },
      {
        title: 'Before and after',
        content:
          'Take an "after" photo from the same spot as your "before". Show it to your household: the tidier room is a shared win. Keep the evening pick-up and the weekly reset going.',
      },
    ],
    tasks: [
      'Practise the ten-minute guest-ready plan',
      'Take your "after" photo and compare it with the "before"',
      'Thank your household for their part',
    ],
  },
];
