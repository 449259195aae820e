import type { LessonContent } from './lessons';

// Unit 2 "Any Space Routine" (ids 7–19): the room-agnostic routine for the space the person named
// in lesson 2. It serves 'other', garage, gym and the default 'gentle' preference, so it speaks of
// "your space" and leans on methods that work anywhere: surfaces, categories, zones, walls, labels.

export const OTHER_ROUTINE: readonly LessonContent[] = [
  {
    title: 'Your Space with Fresh Eyes',
    description: 'Look again at the space you chose in lesson 2 and decide what it is really for.',
    icon: 'home',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to decide what your space is for',
      'How to spot what does not belong there',
      'The order you will work through the space in',
    ],
    subSteps: [
      {
        title: 'What is this space for?',
        content:
          'Go back to the space you named in lesson 2: a hallway, a garage, a home gym, a craft corner, a spare room. Write down, in a sentence, what you want to do there. "Park the bikes and find tools quickly." "Work out without tripping over things."\nThat sentence is your guide for every decision in this routine.',
      },
      {
        title: 'What does not belong?',
        content:
          'Look around with your sentence in mind. Which things have nothing to do with what the space is for? Those are the first to move out, to another room, to donation or to the bin.',
      },
      {
        title: 'Your route',
        content:
          'Over the next lessons you will clear rubbish, a surface and the floor, sort by category, then build zones, storage and labels, and finish with routines that keep the space working.',
      },
    ],
    tasks: [
      'Write one sentence about what your space is for',
      'Take a fresh photo of it from the doorway',
      'List three things in it that do not fit that purpose',
    ],
  },
  {
    title: 'The Rubbish Sweep',
    description: 'Clear out everything that is simply rubbish, recycling or broken beyond repair.',
    icon: 'trash-2',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'Why rubbish goes before any decisions',
      'How to spot broken things you will never fix',
      'How to dispose of tricky items safely',
    ],
    subSteps: [
      {
        title: 'No decisions needed',
        content:
          'Take a rubbish bag and a recycling bag and walk through your space once. Packaging, empty containers, dried-up paint, broken bits: they all go. This is the fastest progress you will ever make.',
      },
      {
        title: 'Broken and waiting',
        content:
          'Broken things "waiting to be fixed" often wait for years. If you have not fixed it in the last six months and it would be cheap to replace, let it go.',
      },
      {
        title: 'Tricky items',
        content:
          'Paint, batteries, chemicals, old electronics and light bulbs should not go in the ordinary bin. Put them in one box and find out where your local recycling centre takes them.',
      },
    ],
    tasks: [
      'Fill one rubbish bag and one recycling bag',
      'Decide about one broken thing: fix it this week or let it go',
      'Box up any items that need special disposal',
    ],
  },
  {
    title: 'Clear One Surface',
    description: 'Pick the main surface in your space, clear it completely and decide what returns.',
    icon: 'sparkles',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to choose the surface that matters most',
      'How to clear completely before putting anything back',
      'Why one finished surface motivates you to keep going',
    ],
    subSteps: [
      {
        title: 'The main surface',
        content:
          'Every space has one surface that does the most work: a workbench, a shelf by the door, a table, the top of a cabinet. Choose it.',
      },
      {
        title: 'Clear, wipe, return',
        content:
          'Move everything off it, wipe it clean, then put back only the things that match your space\'s purpose and are used often. Everything else goes to its home or onto the "find a home" pile.',
      },
      {
        title: 'Enjoy it',
        content:
          'Stop for a moment and look at the clear surface. It is proof that the space can work the way you want. Keep this surface clear from now on.',
      },
    ],
    tasks: [
      'Choose the main surface in your space',
      'Clear, wipe and reset it',
      'Start a "find a home" pile for things without a place',
    ],
  },
  {
    title: 'Clear the Floor',
    description: 'Get things off the floor so you can move, clean and see what you have.',
    icon: 'layers',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to clear a floor in sections',
      'Why a clear floor is safer, especially in garages and gyms',
      'What to do with large items',
    ],
    subSteps: [
      {
        title: 'Work in sections',
        content:
          'Divide the floor into sections, such as by corner or by wall. Clear one section at a time, moving things to the surface you cleared or into boxes. Do not move on until the section is empty.',
      },
      {
        title: 'Safety first',
        content:
          'Things on the floor are easy to trip over, especially while carrying something heavy or exercising. Keep walkways clear, and lift heavy items with bent knees and a straight back, or with a helper.',
      },
      {
        title: 'Big things',
        content:
          'Large things like bikes, exercise equipment or furniture need a fixed spot against a wall, or a hook or rack. Mark their place so they always go back to it.',
      },
    ],
    tasks: [
      'Clear one section of the floor completely',
      'Make sure there is a clear walkway through the space',
      'Give one large item a fixed spot',
    ],
  },
  {
    title: 'Sort by Category',
    description: 'Group everything in your space by type, so you can see what you really have.',
    icon: 'list-checks',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'Why sorting by category comes before decluttering',
      'How to choose broad categories for your space',
      'How to sort without getting overwhelmed',
    ],
    subSteps: [
      {
        title: 'See it all together',
        content:
          'When similar things are spread around a space, you cannot tell how many you have. Putting them together shows that you own four hammers or six yoga mats.',
      },
      {
        title: 'Broad categories',
        content:
          'Pick a handful of broad groups that suit your space. For a garage: tools, garden, sports, car, paint and DIY. For a gym: weights, mats and bands, cardio, clothing. For a hallway: coats, shoes, bags, keys and post.',
      },
      {
        title: 'One group at a time',
        content:
          'Use boxes or areas of the floor, one per category. Gather one category at a time, rather than sorting every item into every pile at once.',
      },
    ],
    tasks: [
      'Choose four to six categories for your space',
      'Label a box or area for each category',
      'Gather at least two categories completely',
    ],
  },
  {
    title: 'Declutter Each Category',
    description: 'Go through each category and keep only what serves your space\'s purpose.',
    icon: 'trash-2',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to decide what to keep in each category',
      'How to handle duplicates',
      'How to get donations out of the house quickly',
    ],
    subSteps: [
      {
        title: 'Keep the best',
        content:
          'Take one category. Pick out the items you use most and like best. Then look at what is left: duplicates, things you have outgrown, things you kept "just in case" for years.',
      },
      {
        title: 'Duplicates',
        content:
          'Keep one of each tool or item, or two if you really use both at once. Extras in good condition can go to friends, neighbours, a community group or a charity.',
      },
      {
        title: 'Out the door',
        content:
          'Put donations straight into the car or by the front door and decide on a drop-off day. Items sitting in bags in the space are still clutter.',
      },
    ],
    tasks: [
      'Declutter one category completely',
      'Bag or box the items to pass on',
      'Set a day to drop off donations',
    ],
  },
  {
    title: 'Zones for Your Space',
    description: 'Give each part of your space one job, based on what you do there.',
    icon: 'target',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'How to turn categories into zones',
      'How to place zones by how often you use them',
      'How zones help others put things back',
    ],
    subSteps: [
      {
        title: 'Categories become zones',
        content:
          'Each category you sorted can become a zone: one wall for garden tools, a corner for sports gear, a shelf for paint. Keep things that are used together next to each other.',
      },
      {
        title: 'Closest to the door',
        content:
          'Put the things you use most often nearest the entrance or the main working spot. Seasonal or rarely used things go to the back, high up or in the corners.',
      },
      {
        title: 'Easy for everyone',
        content:
          'When a space has clear zones, anyone in the household can find a tool and put it back. Walk someone through the zones once; it saves a lot of "where is...?" later.',
      },
    ],
    tasks: [
      'Sketch a rough map of your space with its zones',
      'Move one category into its zone',
      'Put the most-used things nearest the entrance',
    ],
  },
  {
    title: 'Storage That Fits',
    description: 'Choose shelves, bins and boxes that fit both the space and the things you are keeping.',
    icon: 'box',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'Why you declutter and measure before you buy',
      'How to choose bins and shelves for different things',
      'How to keep storage easy to use',
    ],
    subSteps: [
      {
        title: 'Declutter, measure, then buy',
        content:
          'Only choose storage once you know what you are keeping. Measure each wall or shelf: width, depth and height. Many spaces already have shelves or boxes that can be reused.',
      },
      {
        title: 'Match storage to the things',
        content:
          'Sturdy shelving for heavy things, stacking bins for loose items, clear boxes for things you need to see, a rack for long things like brooms, rakes or bars. Heavier items go on lower shelves.',
      },
      {
        title: 'One step to put away',
        content:
          'If putting something away takes more than one step, it tends to get left out. Open bins beat lidded ones for everyday things; lids are for dust-free long-term storage.',
      },
    ],
    tasks: [
      'Measure the walls or shelves you will use',
      'Reuse storage you already have before buying anything',
      'Put heavy things on low, sturdy shelves',
    ],
  },
  {
    title: 'Walls and Vertical Space',
    description: 'Lift things off the floor with hooks, racks and pegboards.',
    icon: 'layers',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to use wall space for tools, gear and bags',
      'How pegboards and hooks make things visible',
      'How to fix things to walls safely',
    ],
    subSteps: [
      {
        title: 'Walls are storage',
        content:
          'The floor fills up fast, but walls are usually empty. Hooks for bikes and bags, a pegboard for tools, rails for mats and bands, a rack for shoes: all free up the floor.',
      },
      {
        title: 'See it, use it',
        content:
          'Things hung on a wall are easy to see and easy to put back. Drawing the outline of each tool on a pegboard shows at a glance where it goes and what is missing.',
      },
      {
        title: 'Fix it safely',
        content:
          'Use fixings made for your wall and for the weight, and check for pipes and cables before drilling. Ask an adult or someone experienced to help with heavy items. Keep sharp and heavy things out of children\'s reach.',
      },
    ],
    tasks: [
      'Choose one wall to use for storage',
      'Hang at least three things that were on the floor or a surface',
      'Check every fixing is secure for the weight it holds',
    ],
  },
  {
    title: 'Labels Everyone Understands',
    description: 'Label shelves, bins and zones so anyone can find things and put them back.',
    icon: 'archive',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'Why labels keep a system working',
      'How to write labels that are quick to read',
      'How to label for children and visitors',
    ],
    subSteps: [
      {
        title: 'Labels keep the system',
        content:
          'Without labels, a system lives in one person\'s head. With them, everyone can put things back, and things stop ending up in the wrong box.',
      },
      {
        title: 'Short and clear',
        content:
          'Use one or two words, big enough to read from a step away: "Bike repair", "Garden gloves", "Resistance bands". Label the shelf as well as the box so the box returns to its spot.',
      },
      {
        title: 'Pictures help',
        content:
          'For children, or for anyone who is in a hurry, a small picture next to the word helps. Colours can work too: one colour per person or per zone.',
      },
    ],
    tasks: [
      'Label every bin or box in one zone',
      'Label the shelves those boxes live on',
      'Add pictures or colours where they help',
    ],
  },
  {
    title: 'The Daily Reset for Your Space',
    description: 'A five-minute reset after each use, so your space is ready for next time.',
    icon: 'timer',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'Why resetting after each use works best',
      'The steps of a quick reset',
      'How to keep the reset short',
    ],
    subSteps: [
      {
        title: 'Reset after use',
        content:
          'The best time to tidy a space is right after you use it: after a workout, a project or unloading the car. Everything is still in your hands and you know where it goes.',
      },
      {
        title: 'The quick reset',
        content:
          '1. Tools and gear back to their zones.\n2. Rubbish in the bin.\n3. Main surface cleared.\n4. Walkway clear.\n5. Anything borrowed from elsewhere returned.',
      },
      {
        title: 'Keep it short',
        content:
          'Set a five-minute limit. If the reset regularly takes longer, something in the system needs fixing: maybe a zone is too far away or a bin is too small.',
      },
    ],
    tasks: [
      'Do the quick reset after your next use of the space',
      'Time it and note how long it took',
      'Fix one thing that made the reset slow',
    ],
  },
  {
    title: 'The Weekly Reset',
    description: 'Once a week, sweep, wipe and check each zone so the space stays in order.',
    icon: 'calendar',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'What belongs in a weekly reset',
      'How to check zones for creeping clutter',
      'How to care for equipment as you go',
    ],
    subSteps: [
      {
        title: 'Clean from top to bottom',
        content:
          'Dust shelves from the top down, wipe the main surface, then sweep or vacuum the floor. A clean space is more pleasant to use, so it gets used and reset more often.',
      },
      {
        title: 'Check each zone',
        content:
          'Walk through your zones. Has something landed in the wrong one? Is a bin overflowing? Has the "find a home" pile grown? Fix small things now.',
      },
      {
        title: 'Care for your things',
        content:
          'Wipe down equipment, check tools are clean and dry, pump up tyres, and note anything that needs repairing or replacing. Looking after things means buying fewer new ones.',
      },
    ],
    tasks: [
      'Dust, wipe and sweep your space',
      'Check each zone and fix one slip',
      'Choose the day of the week for your weekly reset',
    ],
  },
  {
    title: 'Keep It Going',
    description: 'Look back at your progress and plan how the space stays this way.',
    icon: 'check-circle',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to compare your "before" and "after"',
      'The one-in, one-out rule',
      'How to choose your next space',
    ],
    subSteps: [
      {
        title: 'Before and after',
        content:
          'Take an "after" photo from the same place as your "before" in lesson 2. Put them side by side. Every difference comes from the small steps you have taken.',
      },
      {
        title: 'One in, one out',
        content:
          'New things will keep arriving. Each time something new comes into the space, let one similar thing go. The space stays the size of your storage.',
      },
      {
        title: 'What is next?',
        content:
          'You now know a method that works in any room: clear, sort, zone, store, label, reset. Choose the next space you would like to improve, and use the same steps there.',
      },
    ],
    tasks: [
      'Take your "after" photo and compare it with the "before"',
      'Agree with yourself to follow one in, one out',
      'Choose the next space you will organize',
    ],
  },
];
