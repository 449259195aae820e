import type { LessonContent } from './lessons';

// Unit 2 "Bedroom Routine" (ids 7–19): from a first look and the easy surfaces, through clothes
// and storage, to the evening and weekly resets that keep the room calm.

export const BEDROOM_ROUTINE: readonly LessonContent[] = [
  {
    title: 'Bedroom Walkthrough',
    description: 'Look at your bedroom with fresh eyes and clear out the obvious rubbish first.',
    icon: 'bed',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to see your bedroom the way a visitor would',
      'Why rubbish and dishes always go first',
      'How to pick the order you will tackle the room in',
    ],
    subSteps: [
      {
        title: 'Stand in the doorway',
        content:
          'Look at the room as if you had never seen it. Where does your eye land first? Which surfaces are covered? Is there a clear path from the door to the bed?\nThose first impressions tell you where the quick wins are.',
      },
      {
        title: 'Rubbish and dishes first',
        content:
          'Grab a bag and walk the room once: wrappers, old receipts, empty bottles, tissues. Then gather any cups and plates and take them to the kitchen.\nThese need no decisions at all, and removing them often makes a surprising difference.',
      },
      {
        title: 'Plan your route',
        content:
          'Over the next lessons you will work through the bed, the floor, the nightstand, the surfaces and the wardrobe, one at a time. Knowing the order means you never have to wonder where to start.',
      },
    ],
    tasks: [
      'Take one bag of rubbish out of your bedroom',
      'Return every cup, plate and glass to the kitchen',
      'Note the surface that bothers you most',
    ],
  },
  {
    title: 'Make the Bed, Every Day',
    description: 'The two-minute habit that makes the whole bedroom look tidier.',
    icon: 'bed',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'Why the bed sets the tone for the whole room',
      'A quick way to make a bed in under two minutes',
      'How to keep the bed clear of clutter during the day',
    ],
    subSteps: [
      {
        title: 'The biggest thing in the room',
        content:
          'The bed takes up more space than anything else in the bedroom, so when it is made, the room looks half-tidy already. It is also a finished task before breakfast, which is a good way to start a day.',
      },
      {
        title: 'The two-minute method',
        content:
          'Pull the sheet and duvet straight from the top, shake out the pillows and stack them at the head. That is it. No hospital corners needed.\nIf you have lots of decorative cushions, keep only the ones you love: fewer cushions means a faster bed.',
      },
      {
        title: 'A bed is not a shelf',
        content:
          'During the day, the bed often becomes a place to drop clothes and bags. Give those things their own homes (a hook for the bag, a hamper for clothes) so the bed stays clear.',
      },
    ],
    tasks: [
      'Make your bed with the two-minute method',
      'Remove anything lying on the bed that is not bedding',
      'Choose a hook or spot for the bag you usually drop on the bed',
    ],
  },
  {
    title: 'Clear the Floor',
    description: 'Get everything off the bedroom floor so you can walk, vacuum and breathe.',
    icon: 'layers',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to clear a floor with the "one basket" sweep',
      'How to deal with clothes that are not clean or dirty',
      'Why an empty floor makes cleaning so much quicker',
    ],
    subSteps: [
      {
        title: 'The one-basket sweep',
        content:
          'Take a laundry basket and start at the door. Work clockwise around the room, picking up everything on the floor. Dirty clothes go in the hamper; everything else goes in the basket.\nDo not stop to put things away yet: first get the floor clear.',
      },
      {
        title: 'Empty the basket',
        content:
          'Now empty the basket one item at a time, putting each thing back in its home. If something has no home, set it aside: you will find homes for those later in this routine.',
      },
      {
        title: 'The "worn once" pile',
        content:
          'Clothes worn once but not dirty are often what covers the floor or the chair. Give them a set place: a few hooks behind the door or one small basket. Once they have a home, they stop spreading.',
      },
    ],
    tasks: [
      'Do a one-basket sweep of the whole floor',
      'Put everything from the basket back where it lives',
      'Set up a hook or basket for "worn once" clothes',
    ],
  },
  {
    title: 'The Nightstand',
    description: 'Turn your bedside table into a calm spot with only what you use at night.',
    icon: 'star',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'What really belongs on a nightstand',
      'How to use the drawer without it becoming a junk drawer',
      'How to keep chargers and cables tidy by the bed',
    ],
    subSteps: [
      {
        title: 'Only the night things',
        content:
          'Clear the nightstand completely, then put back only what you use at bedtime or on waking: a lamp, a book, a glass of water, maybe hand cream or glasses.\nEverything else goes back to its own home in the room or elsewhere.',
      },
      {
        title: 'A drawer with a purpose',
        content:
          'Put a small tray or box in the drawer to keep tiny things together: lip balm, earplugs, a pen. If the drawer is full of old receipts and random bits, sort them with keep, donate or toss.',
      },
      {
        title: 'One charging spot',
        content:
          'Run the phone charger along the back of the nightstand and clip it in place with a small clip or a bit of tape, so it never falls behind. One cable, one spot, every night.',
      },
    ],
    tasks: [
      'Clear the nightstand and put back only night-time things',
      'Sort the nightstand drawer with a small tray',
      'Fix your charger in one tidy spot',
    ],
  },
  {
    title: 'Dresser and Surfaces',
    description: 'Clear the tops of your dresser, desk and shelves, and decide what gets to stay out.',
    icon: 'sparkles',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to clear a surface completely before deciding what returns',
      'How to group everyday items on a tray',
      'How to keep displays from turning into clutter',
    ],
    subSteps: [
      {
        title: 'Clear it all off',
        content:
          'Take everything off one surface and put it on the bed. Wipe the empty surface. Then put items back only if they are used every day or make you smile.',
      },
      {
        title: 'A tray for everyday bits',
        content:
          'Jewellery, a watch, hair ties, deodorant: small everyday things look messy spread out but neat in one tray or dish. A tray also shows you quickly when it is overflowing.',
      },
      {
        title: 'Choose your favourites',
        content:
          'Photos, plants and keepsakes make a bedroom feel like yours. Pick a few favourites and leave space around them. If a surface is full of things on display, rotate some into a box and swap them every few months.',
      },
    ],
    tasks: [
      'Clear, wipe and reset the top of your dresser',
      'Gather everyday small items into one tray',
      'Choose up to three favourite things to display',
    ],
  },
  {
    title: 'The Laundry Flow',
    description: 'Set up a simple path for clothes from your body to the wash and back to the wardrobe.',
    icon: 'list-checks',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'Where the hamper should go so it actually gets used',
      'How to stop clean laundry living in a basket for days',
      'How to fold or hang clothes the same day they are washed',
    ],
    subSteps: [
      {
        title: 'Put the hamper where clothes come off',
        content:
          'If dirty clothes land on the floor, that is where the hamper needs to be. Move it to the exact spot where you undress, even if it looks odd at first. Convenience wins.',
      },
      {
        title: 'The clean-laundry trap',
        content:
          'A basket of clean laundry that sits for a week becomes a second wardrobe that is always a mess. Make a rule: clean clothes are put away the same day they come out of the wash or off the line.',
      },
      {
        title: 'Ten minutes, start to finish',
        content:
          'Putting away one load takes about ten minutes. Put on a song or a podcast, hang the shirts, fold the rest straight into drawers and pair the socks. It is quicker than searching the basket every morning.',
      },
    ],
    tasks: [
      'Move your hamper to where you undress',
      'Put away any clean laundry that is waiting in a basket',
      'Decide which day of the week is your laundry day',
    ],
  },
  {
    title: 'Wardrobe Declutter',
    description: 'Go through your clothes and keep the ones you actually wear.',
    icon: 'trash-2',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to declutter clothes one category at a time',
      'Simple tests for what to keep',
      'What to do with clothes that do not fit or need mending',
      'How the hanger trick shows what you really wear',
    ],
    subSteps: [
      {
        title: 'One category at a time',
        content:
          'Do not empty the whole wardrobe at once. Pick one category, such as T-shirts or jeans, and take every item in that category out. Seeing them all together shows how many you really have.',
      },
      {
        title: 'Keep what you wear',
        content:
          'For each item ask: Does it fit now? Have I worn it in the last year? Do I feel good in it? Keep the yeses. Donate the clothes in good condition and recycle the worn-out ones.',
      },
      {
        title: 'Mend it or let it go',
        content:
          'Clothes waiting for a button or a stitch can wait for years. Put them in one bag and give yourself two weeks to mend them. Anything not mended by then goes.',
      },
      {
        title: 'The hanger trick',
        content:
          'Turn all your hangers backwards. When you wear something and hang it back, turn that hanger the right way round. After a few months, the backwards hangers show exactly what you never wear.',
      },
    ],
    tasks: [
      'Declutter one category of clothes completely',
      'Bag up donations and put the bag by the front door',
      'Turn your hangers backwards to start the hanger trick',
    ],
  },
  {
    title: 'Bedroom Zones',
    description: 'Give each part of your bedroom one job so things always have an obvious home.',
    icon: 'target',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'What a zone is and why it helps',
      'The usual bedroom zones: sleep, dressing, and study or hobby',
      'How to move things into the right zone',
    ],
    subSteps: [
      {
        title: 'One area, one job',
        content:
          'A zone is a part of the room that has one purpose. When everything for that purpose lives there, you always know where to look and where to put things back.',
      },
      {
        title: 'Typical bedroom zones',
        content:
          'Sleep zone: the bed and nightstand. Dressing zone: wardrobe, drawers, mirror, hamper. Study or hobby zone: a desk, a reading chair or a craft corner.\nIf your bedroom is small, a zone can be as little as one shelf.',
      },
      {
        title: 'Move things to their zone',
        content:
          'Walk the room and look for things in the wrong zone: make-up by the bed, books in the wardrobe, clothes on the desk. Move each one to where it is used.',
      },
    ],
    tasks: [
      'Decide the zones for your bedroom',
      'Move five things that are in the wrong zone',
      'Clear any zone that has become a dumping ground',
    ],
  },
  {
    title: 'Drawers and Wardrobe Storage',
    description: 'Fold, hang and divide so your clothes are easy to see and easy to put away.',
    icon: 'box',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How upright folding lets you see every item in a drawer',
      'What to hang and what to fold',
      'How drawer dividers and matching hangers save space',
    ],
    subSteps: [
      {
        title: 'Fold upright',
        content:
          'Instead of stacking T-shirts in piles, fold them into small rectangles and stand them on edge in the drawer, like files. You can see every one at a glance, and taking one out does not topple the rest.',
      },
      {
        title: 'Hang or fold?',
        content:
          'Hang what creases or is structured: shirts, dresses, jackets, trousers you iron. Fold what stretches or does not mind: knitwear, T-shirts, gym clothes, jeans.\nMatching slim hangers take less room than a mix of bulky ones.',
      },
      {
        title: 'Divide the drawers',
        content:
          'Socks, underwear and accessories tumble together without dividers. Shoeboxes or small boxes make perfect free dividers. Give each type its own section.',
      },
    ],
    tasks: [
      'Refold one drawer with upright folding',
      'Add dividers to your sock or underwear drawer',
      'Group the hanging clothes by type',
    ],
  },
  {
    title: 'Under the Bed and Hidden Spaces',
    description: 'Use the space under the bed and on top of the wardrobe without creating hidden clutter.',
    icon: 'archive',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'What is worth storing under the bed',
      'Why closed, labelled boxes beat loose piles',
      'How to keep hidden spaces from becoming forgotten spaces',
    ],
    subSteps: [
      {
        title: 'Empty and sort',
        content:
          'Pull everything out from under the bed. You may find lost socks, old school work or things you forgot you owned. Sort it all with keep, donate or toss, and give the floor a vacuum while it is clear.',
      },
      {
        title: 'Good things to store there',
        content:
          'Under-bed space suits flat, rarely used things: out-of-season clothes, spare bedding, keepsakes. Use boxes with lids or wheels so they slide out easily and stay dust-free.',
      },
      {
        title: 'Label and list',
        content:
          'Label each box on the end that faces out. On top of the wardrobe, do the same. A hidden space with labelled boxes is storage; a hidden space with loose piles is just clutter you cannot see.',
      },
    ],
    tasks: [
      'Empty and sort everything under your bed',
      'Put what you keep into lidded boxes',
      'Label each box on the side that faces out',
    ],
  },
  {
    title: 'Your Bedroom Evening Reset',
    description: 'A five-minute routine before bed that means you wake up to a calm room.',
    icon: 'timer',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The five steps of an evening bedroom reset',
      'How to set out tomorrow\'s clothes',
      'How to make the reset part of winding down',
    ],
    subSteps: [
      {
        title: 'The five-step reset',
        content:
          '1. Clothes into the hamper or onto the "worn once" hook.\n2. Cups and plates to the kitchen.\n3. Surfaces back to their few chosen things.\n4. Phone on its charger.\n5. Floor clear.\nIt takes about five minutes once you are used to it.',
      },
      {
        title: 'Set up tomorrow',
        content:
          'Lay out tomorrow\'s clothes and put your bag by the door. Mornings go more smoothly when the decisions are already made.',
      },
      {
        title: 'Part of winding down',
        content:
          'Do the reset at the same point every evening, such as right after brushing your teeth. Put on calm music or dim the lights. Soon it becomes the signal that the day is done.',
      },
    ],
    tasks: [
      'Do the five-step evening reset tonight',
      'Lay out tomorrow\'s clothes',
      'Choose the moment your reset always happens',
    ],
  },
  {
    title: 'The Weekly Bedroom Refresh',
    description: 'Once a week, change the sheets, dust and vacuum so the room feels fresh.',
    icon: 'calendar',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'What belongs in a weekly bedroom refresh',
      'A quick order that saves time: top to bottom',
      'How to catch clutter before it builds up',
    ],
    subSteps: [
      {
        title: 'Fresh sheets',
        content:
          'Strip the bed and put on clean sheets. Having two sets of bedding means you can change them in one go, without waiting for the wash.',
      },
      {
        title: 'Top to bottom',
        content:
          'Dust from high to low: shelves, lamp, dresser, nightstand, skirting boards. Then vacuum or sweep the floor, including under the bed. Dust falls down, so the floor always comes last.',
      },
      {
        title: 'The weekly check',
        content:
          'Look over each zone. Is anything creeping back onto the chair or the floor? Is the hamper overflowing? Fix small slips now, while they are still small.',
      },
    ],
    tasks: [
      'Change your sheets',
      'Dust from top to bottom, then vacuum the floor',
      'Pick the day of the week for your bedroom refresh',
    ],
  },
  {
    title: 'A Calm Bedroom to Keep',
    description: 'Look back at how far you have come and set up the habits that keep your bedroom calm.',
    icon: 'check-circle',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'How to compare your "before" and "after"',
      'The one-in, one-out rule for new things',
      'How to spot the early signs of clutter returning',
    ],
    subSteps: [
      {
        title: 'Before and after',
        content:
          'Take an "after" photo from the same spot as your "before" photo in lesson 2. Put them side by side. Every difference is the result of small steps you took.',
      },
      {
        title: 'One in, one out',
        content:
          'New clothes, books and gadgets will keep arriving. When something new comes in, let one similar thing go. Your storage stays the right size and never overflows.',
      },
      {
        title: 'Watch the chair',
        content:
          'In most bedrooms, clutter returns to the same spot first: the chair, the end of the bed, the corner of the desk. Keep an eye on that spot. When it starts to fill, do a quick reset that day.',
      },
    ],
    tasks: [
      'Take your "after" photo and compare it with the "before"',
      'Agree with yourself to follow one in, one out',
      'Name your bedroom\'s early-warning clutter spot',
    ],
  },
];
