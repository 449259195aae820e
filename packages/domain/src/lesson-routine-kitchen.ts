import type { LessonContent } from './lessons';

// Unit 2 "Kitchen Routine" (ids 7–19): sink and counters first, then the fridge and the
// cupboards, then zones and storage, and finally the after-meal and weekly resets.

export const KITCHEN_ROUTINE: readonly LessonContent[] = [
  {
    title: 'Kitchen Walkthrough',
    description: 'Take a fresh look at your kitchen and clear the things that need no decisions.',
    icon: 'utensils',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to spot what slows you down when you cook',
      'Why rubbish, recycling and dishes come first',
      'The order you will work through the kitchen in',
    ],
    subSteps: [
      {
        title: 'Cook in your head',
        content:
          'Stand in the kitchen and imagine making a simple meal. Where would you chop? Is there room to put a pan down? Can you reach the sink?\nAnything that gets in the way of that imaginary meal is a target for this routine.',
      },
      {
        title: 'The no-decision sweep',
        content:
          'Empty anything overflowing: the bin, the recycling, the compost. Gather stray dishes from the counters and the table and stack them by the sink. None of this needs any thought, and the room already looks lighter.',
      },
      {
        title: 'Your route',
        content:
          'Over the next lessons you will clear the sink, then the counters, the fridge, the drawers and cupboards, and finish with routines that keep it all working. One area at a time.',
      },
    ],
    tasks: [
      'Empty the bin and the recycling',
      'Gather every stray dish and stack it by the sink',
      'Note the one thing that most slows you down when cooking',
    ],
  },
  {
    title: 'An Empty Sink',
    description: 'Start and end each day with an empty sink: the anchor of a tidy kitchen.',
    icon: 'sparkles',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'Why an empty sink keeps the whole kitchen on track',
      'How to wash up or load the dishwasher in short bursts',
      'The "empty the dishwasher first" trick',
    ],
    subSteps: [
      {
        title: 'The anchor',
        content:
          'A sink full of dishes makes every other job harder: you cannot fill a pan, rinse a vegetable or wipe a counter properly. An empty sink is the first domino of a tidy kitchen.',
      },
      {
        title: 'Short bursts',
        content:
          'You do not need to wash everything at once. Set a five-minute timer and wash or load as much as you can. Do another burst after the next meal. The pile shrinks quickly.',
      },
      {
        title: 'Empty the dishwasher first',
        content:
          'Dishes pile up in the sink when the dishwasher is full of clean things. Empty it first thing in the morning, so dirty dishes can go straight in all day. No dishwasher? Keep the drying rack empty in the same way.',
      },
    ],
    tasks: [
      'Do a five-minute burst of washing up or loading',
      'Empty the dishwasher or drying rack',
      'Wipe the sink once it is empty',
    ],
  },
  {
    title: 'Clear the Counters',
    description: 'Free up your worktops so you have real space to cook.',
    icon: 'layers',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to decide what earns a place on the counter',
      'Where the things that do not belong there should go',
      'Why a clear counter is faster to clean',
    ],
    subSteps: [
      {
        title: 'Everything off, one stretch at a time',
        content:
          'Pick one stretch of counter, about an arm\'s length. Move everything off it, wipe it down, then decide what goes back.',
      },
      {
        title: 'The everyday test',
        content:
          'Only things you use almost every day earn counter space: the kettle, the toaster, a utensil pot, maybe a chopping board. The bread maker you use twice a year can live in a cupboard.',
      },
      {
        title: 'Send things home',
        content:
          'Kitchen counters collect post, keys, school letters and chargers. Take them to where they belong, or to a single drop spot you will set up later. A counter is for cooking.',
      },
    ],
    tasks: [
      'Clear and wipe one stretch of counter',
      'Put back only the things you use every day',
      'Move every non-kitchen item off the counters',
    ],
  },
  {
    title: 'Fridge Check',
    description: 'Clear out old food and set up your fridge so you can see what you have.',
    icon: 'check-circle',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to check dates quickly and safely',
      'Where different foods are best kept in the fridge',
      'How "eat first" placement cuts waste',
    ],
    subSteps: [
      {
        title: 'Out with the old',
        content:
          'Go shelf by shelf. Throw away anything past its date, mouldy or forgotten in a container. Check sauces and jars in the door too; they hide for months.\nIf you are not sure something is still good, it is safer to let it go.',
      },
      {
        title: 'A quick wipe',
        content:
          'With a shelf empty, wipe it with warm soapy water and dry it. Do one shelf at a time so food is never out of the fridge for long.',
      },
      {
        title: 'Eat first at the front',
        content:
          'Put leftovers and things that need eating soon at the front of a middle shelf, at eye level. Raw meat goes on the bottom shelf so nothing drips onto other food. Drinks and sauces go in the door.',
      },
    ],
    tasks: [
      'Remove anything past its date',
      'Wipe at least one fridge shelf',
      'Create an "eat first" spot at the front at eye level',
    ],
  },
  {
    title: 'Utensils and Gadgets',
    description: 'Declutter the drawers of spatulas, gadgets and duplicates you never use.',
    icon: 'trash-2',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to spot duplicates and one-job gadgets',
      'The "box test" for utensils you are unsure about',
      'How to keep only the tools you reach for',
    ],
    subSteps: [
      {
        title: 'Lay them out',
        content:
          'Empty the utensil drawer onto a towel. Group similar things together: all the spatulas, all the wooden spoons, all the peelers. Duplicates jump out straight away.',
      },
      {
        title: 'Keep your favourites',
        content:
          'If you have four spatulas, which one do you always reach for? Keep that one and maybe a spare. Broken, melted and rusty things go in the bin.',
      },
      {
        title: 'The box test',
        content:
          'Put the utensils you are unsure about in a box on a shelf. Each time you use one, take it out and put it back in the drawer. After a month, donate whatever is still in the box.',
      },
    ],
    tasks: [
      'Empty one utensil drawer and group like with like',
      'Remove duplicates and anything broken',
      'Start a box test for utensils you are unsure about',
    ],
  },
  {
    title: 'Mugs, Glasses and Containers',
    description: 'Match lids to boxes and cut down the mugs and glasses to the ones you use.',
    icon: 'box',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to match every food container with its lid',
      'How many mugs and glasses a household really needs',
      'How to store containers so they do not avalanche',
    ],
    subSteps: [
      {
        title: 'Lid matching',
        content:
          'Take out every food container and every lid. Match them up. Any box without a lid, or lid without a box, goes to recycling.\nStained or cracked containers can go too.',
      },
      {
        title: 'Count the mugs',
        content:
          'Count how many people live in your home and how many mugs and glasses you use on a normal day. Keep a few extra for guests, and donate the rest. Promotional mugs and chipped glasses are the easiest to let go.',
      },
      {
        title: 'Nest and stand',
        content:
          'Nest containers inside each other, largest at the bottom, and stand the lids upright in a box or file holder next to them. Now you can find a matching pair in seconds.',
      },
    ],
    tasks: [
      'Match every container with its lid and recycle the odd ones',
      'Choose the mugs and glasses to donate',
      'Store lids upright next to their nested containers',
    ],
  },
  {
    title: 'Kitchen Zones',
    description: 'Arrange your kitchen around what you do there: cooking, prepping, cleaning and storing.',
    icon: 'target',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The four working zones of a kitchen',
      'How to store things next to where you use them',
      'How to set up a drink or breakfast station',
    ],
    subSteps: [
      {
        title: 'The four zones',
        content:
          'Cooking zone: around the hob and oven. Prep zone: your main chopping counter. Cleaning zone: sink, dishwasher and drying rack. Storage zone: fridge and food cupboards.\nEvery tool works best close to the zone where it is used.',
      },
      {
        title: 'Move things closer',
        content:
          'Pots, pans, oven gloves and cooking spoons belong by the hob. Knives, boards and mixing bowls by the prep counter. Dish soap, cloths and everyday plates close to the sink and dishwasher, so unloading is quick.',
      },
      {
        title: 'Small stations',
        content:
          'Group everything for one routine in one place: a coffee or tea station with mugs, kettle and tea bags, or a breakfast shelf with cereal, bowls and spoons. Family members can help themselves without searching.',
      },
    ],
    tasks: [
      'Name the four zones in your kitchen',
      'Move three things closer to the zone where you use them',
      'Set up one small station, such as tea or breakfast',
    ],
  },
  {
    title: 'Pantry and Food Cupboards',
    description: 'Sort your dry food so you can see what you have and use the oldest first.',
    icon: 'archive',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to group food by type on shelves',
      'How "first in, first out" stops food going out of date',
      'How clear jars and baskets keep packets tidy',
      'How a running shopping list saves money',
    ],
    subSteps: [
      {
        title: 'Empty, check, wipe',
        content:
          'Take everything out of one cupboard. Check dates and throw away anything past its best, stale or full of crumbs. Wipe the shelves before anything goes back.',
      },
      {
        title: 'Group by type',
        content:
          'Give each type of food its own area: baking, breakfast, pasta and rice, tins, snacks, spices. When everything of a kind is together, you see at once when you are running low.',
      },
      {
        title: 'First in, first out',
        content:
          'When you unpack shopping, put new items behind the old ones. The oldest packet is always at the front and gets used first.',
      },
      {
        title: 'Tame the packets',
        content:
          'Half-open bags of pasta, rice and snacks spill and slump. Clip them, or decant them into clear jars. Loose packets like sauce sachets go in one small basket.\nKeep a shopping list on the cupboard door and add to it the moment something runs out.',
      },
    ],
    tasks: [
      'Empty, check and wipe one food cupboard',
      'Put food back in groups by type',
      'Move older items to the front',
      'Start a shopping list on the cupboard door or your phone',
    ],
  },
  {
    title: 'Cupboards and Drawers',
    description: 'Organize pots, pans, lids and baking trays so they come out without a clatter.',
    icon: 'box',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to stack pots and store lids separately',
      'How to file baking trays and chopping boards upright',
      'How to use the back of cupboard doors',
    ],
    subSteps: [
      {
        title: 'Pots and lids',
        content:
          'Nest pots inside each other by size. Lids stack badly, so keep them upright in a rack or a sturdy box beside the pots. Keep only the pans you actually cook with.',
      },
      {
        title: 'File, do not pile',
        content:
          'Baking trays, chopping boards and cooling racks are thin and flat. Stand them upright like files, using a tension rod or a simple file organizer. Pull out the one you want without lifting the others.',
      },
      {
        title: 'Cupboard doors',
        content:
          'The inside of a cupboard door can hold a rack for foil and cling film, hooks for measuring spoons, or a small list of what is in the freezer. Check the door closes freely before you fix anything.',
      },
    ],
    tasks: [
      'Nest your pots and store lids upright',
      'Stand baking trays and boards on their edges',
      'Use one cupboard door for small items',
    ],
  },
  {
    title: 'Under the Sink',
    description: 'Sort cleaning supplies safely and keep this cupboard from becoming a mystery box.',
    icon: 'wrench',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'Which cleaning products you really need',
      'How to store chemicals safely, especially around children',
      'How caddies and a tension rod make the space usable',
    ],
    subSteps: [
      {
        title: 'Empty and check',
        content:
          'Take everything out and check for leaks under the pipes. Wipe the cupboard floor. Combine half-empty bottles of the same product, and throw away anything dried up.',
      },
      {
        title: 'Fewer, safer products',
        content:
          'Most kitchens need only a washing-up liquid, a general surface spray, a cream cleaner and dishwasher tablets. Never mix products, and keep strong chemicals up high or behind a child lock if young children live with you.',
      },
      {
        title: 'Caddy and rod',
        content:
          'Put the everyday cleaning things in one caddy you can lift out and carry. Hang spray bottles by their triggers from a tension rod fixed across the cupboard, freeing the floor for bin bags and spare cloths.',
      },
    ],
    tasks: [
      'Empty the cupboard under the sink and check for leaks',
      'Combine duplicates and throw out anything dried up',
      'Put your everyday cleaning things in one caddy',
    ],
  },
  {
    title: 'The After-Meal Reset',
    description: 'A ten-minute routine after each meal so the kitchen never gets away from you.',
    icon: 'timer',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The steps of an after-meal reset',
      'How to clean as you cook so there is less at the end',
      'How to share the reset with the household',
    ],
    subSteps: [
      {
        title: 'Clean as you go',
        content:
          'While something simmers or bakes, wash the chopping board, put ingredients away and wipe the spills. By the time the meal is ready, half the clean-up is done.',
      },
      {
        title: 'The reset',
        content:
          '1. Food away in the fridge or cupboard.\n2. Dishes into the dishwasher or washed.\n3. Counters and table wiped.\n4. Hob wiped while still warm (not hot).\n5. Sink empty and wiped.',
      },
      {
        title: 'Many hands',
        content:
          'The reset is quicker with help. One person clears the table, one loads the dishwasher, one wipes. Rotate the jobs so nobody is always stuck with the pans.',
      },
    ],
    tasks: [
      'Clean as you go while cooking your next meal',
      'Do the five-step reset after that meal',
      'Give one reset job to someone else in your home',
    ],
  },
  {
    title: 'The Weekly Kitchen Reset',
    description: 'Once a week, refresh the fridge, fronts and floor before the big shop.',
    icon: 'calendar',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'What belongs in a weekly kitchen reset',
      'Why the day before shopping is the best day for it',
      'How to plan meals from what you already have',
    ],
    subSteps: [
      {
        title: 'Before the shop',
        content:
          'Do your weekly reset the day before you shop. The fridge is at its emptiest, so it is easy to wipe, and you can see what you need to buy.',
      },
      {
        title: 'The weekly list',
        content:
          'Clear out leftovers from the fridge. Wipe cupboard doors and handles, the microwave and the front of the appliances. Empty and rinse the bin. Sweep and mop the floor.',
      },
      {
        title: 'Plan from what you have',
        content:
          'Look at what is left in the fridge and cupboards and plan two or three meals that use it up. Then write your shopping list. Less waste, less clutter, less money spent.',
      },
    ],
    tasks: [
      'Choose your weekly reset day, the day before you shop',
      'Wipe the handles, doors and microwave',
      'Plan two meals from what you already have',
    ],
  },
  {
    title: 'A Kitchen for Everyone',
    description: 'Make your kitchen easy for the whole household to keep tidy, and look back at your progress.',
    icon: 'users',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How labels help everyone put things back',
      'How to give children their own reachable shelf',
      'How to compare your "before" and "after"',
    ],
    subSteps: [
      {
        title: 'Labels for everyone',
        content:
          'If you are the only one who knows where things go, you will be the only one putting them away. Label shelves and containers so anyone can unpack the shopping or the dishwasher.',
      },
      {
        title: 'A low shelf for little ones',
        content:
          'Give children a low drawer or shelf with their cups, plates and snacks. They can help themselves and help put things away, which builds the habit early.',
      },
      {
        title: 'Before and after',
        content:
          'Take an "after" photo from the same place as your "before" photo. Notice the clear counters and the empty sink. Keep the after-meal reset and the weekly reset going, and it will stay this way.',
      },
    ],
    tasks: [
      'Label three shelves or containers',
      'Set up one low shelf or drawer for children or guests',
      'Take your "after" photo and compare it with the "before"',
    ],
  },
];
