import type { LessonContent } from './lessons';

// Unit 2 "Bathroom Routine" (ids 7–19): a small, busy, often shared room, so the routine moves
// from the counter and towels to safe decluttering of products, storage for a small space, and
// quick daily and weekly habits that keep it fresh.

export const BATHROOM_ROUTINE: readonly LessonContent[] = [
  {
    title: 'Bathroom Walkthrough',
    description: 'Take a fresh look at your bathroom and clear the things that need no decisions.',
    icon: 'bath',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to spot what makes a small room feel crowded',
      'Why empty bottles and rubbish go first',
      'The order you will work through the bathroom in',
    ],
    subSteps: [
      {
        title: 'Get ready in your head',
        content:
          'Stand in the bathroom and imagine your morning routine. Can you reach your toothbrush without moving three things? Is there a dry towel? Where do you put things down?\nIn a small room, every extra object gets in the way.',
      },
      {
        title: 'Empties and rubbish',
        content:
          'Take a bag and collect empty bottles, used-up tubes, old razors, cotton pads and packaging. Rinse bottles that can be recycled. Empty the bathroom bin.',
      },
      {
        title: 'Your route',
        content:
          'Next you will clear the counter, sort the towels and the shower, check products and medicines, then set up storage and quick routines that fit your household.',
      },
    ],
    tasks: [
      'Collect and throw away or recycle every empty container',
      'Empty the bathroom bin',
      'Note what gets in your way during your morning routine',
    ],
  },
  {
    title: 'A Clear Sink Counter',
    description: 'Keep only your daily essentials around the sink, so it is quick to wipe and calm to look at.',
    icon: 'sparkles',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'What earns a place by the sink',
      'How a small tray or cup keeps essentials together',
      'Why a clear counter stays cleaner',
    ],
    subSteps: [
      {
        title: 'Everything off',
        content:
          'Take everything off the counter around the sink and wipe it down. Notice the rings and splashes that hide under bottles: clutter makes cleaning harder.',
      },
      {
        title: 'Daily essentials only',
        content:
          'Put back only what is used every day: hand soap, toothbrushes and toothpaste, maybe one everyday product. Everything else goes into a cabinet, drawer or basket.',
      },
      {
        title: 'Contain them',
        content:
          'Stand toothbrushes in a cup or holder, and put small daily things on a little tray. When it is time to wipe, you lift one tray instead of ten bottles.',
      },
    ],
    tasks: [
      'Clear and wipe the counter around the sink',
      'Put back only daily essentials',
      'Group what stays on one tray or in one cup',
    ],
  },
  {
    title: 'Towels and Bath Mat',
    description: 'Give every towel a hook and a rhythm, so the floor stays dry and clear.',
    icon: 'layers',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How many towels a household really needs',
      'Why hooks often beat towel rails',
      'How to keep towels fresh between washes',
    ],
    subSteps: [
      {
        title: 'Count the towels',
        content:
          'Two bath towels per person, plus a couple for guests, is plenty for most homes. Old, thin or frayed towels can go to an animal shelter or become cleaning rags.',
      },
      {
        title: 'Hooks for everyone',
        content:
          'Towels on the floor are usually towels with nowhere to go. Give each person their own hook. Hooks are easier than folding over a rail, especially for children.',
      },
      {
        title: 'Dry and fresh',
        content:
          'Spread towels out to dry instead of bunching them, and hang the bath mat over the side of the bath after use. Wash towels every few uses and the mat weekly.',
      },
    ],
    tasks: [
      'Pick out worn towels to pass on or turn into rags',
      'Give each person in your home their own hook',
      'Hang the bath mat up to dry after use',
    ],
  },
  {
    title: 'The Shower and Bath Edge',
    description: 'Clear the crowd of bottles around the shower and bath.',
    icon: 'bath',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to cut down half-used bottles',
      'How a shower caddy keeps things off the edges',
      'Why fewer bottles means less grime',
    ],
    subSteps: [
      {
        title: 'Line them up',
        content:
          'Take every bottle from around the shower and bath and line them up. You will probably find several half-used shampoos, shower gels and scrubs.',
      },
      {
        title: 'Finish before you open',
        content:
          'Keep one of each product in use per person. Put the duplicates in a cupboard and finish them before opening anything new. Throw away products that have separated or smell off.',
      },
      {
        title: 'Off the edges',
        content:
          'A hanging caddy or a corner shelf keeps bottles off the edges, where they leave rings and collect grime. Wipe the edge while it is clear.',
      },
    ],
    tasks: [
      'Line up and sort every bottle from the shower and bath',
      'Move duplicates into a cupboard to finish later',
      'Wipe the shower and bath edges while they are clear',
    ],
  },
  {
    title: 'Old Products and Medicines',
    description: 'Check dates on toiletries, make-up and medicines, and dispose of them safely.',
    icon: 'trash-2',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to tell when make-up and toiletries are past their best',
      'How to dispose of old medicines safely',
      'How to keep a small, useful first-aid kit',
    ],
    subSteps: [
      {
        title: 'Check the little jar symbol',
        content:
          'Many products have a small open-jar symbol with a number, such as 12M, showing how many months they last after opening. Mascara and liquid make-up go off fastest. If something has changed colour, texture or smell, let it go.',
      },
      {
        title: 'Medicines: safe disposal',
        content:
          'Check the dates on medicines. Never pour or flush old medicines away: take them back to a pharmacy, which can dispose of them safely.\nKeep all medicines out of reach of children, ideally in a high or locked cabinet.',
      },
      {
        title: 'A useful first-aid kit',
        content:
          'Gather plasters, a few dressings, antiseptic wipes, a thermometer and any everyday pain relief your household uses into one box. Label it clearly so anyone can find it quickly.',
      },
    ],
    tasks: [
      'Check dates on make-up and toiletries and bin the old ones',
      'Set aside expired medicines to take to a pharmacy',
      'Put together one labelled first-aid box',
    ],
  },
  {
    title: 'The Under-Sink Cupboard',
    description: 'Turn the cupboard under the basin from a jumble into easy, safe storage.',
    icon: 'box',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to work around pipes with stackable storage',
      'How to group spares and cleaning products',
      'How to keep cleaning products safe',
    ],
    subSteps: [
      {
        title: 'Empty and check',
        content:
          'Take everything out, check for drips under the pipes, and wipe the cupboard floor. Throw away anything dried up or leaking.',
      },
      {
        title: 'Work around the pipes',
        content:
          'Pipes make this cupboard awkward. Small baskets or stackable drawers on either side of them use the space well. Pull-out baskets mean nothing gets lost at the back.',
      },
      {
        title: 'Group and protect',
        content:
          'Give each group its own basket: spare toiletries, cleaning products, hair tools. Keep cleaning products together and, if young children live with you, fit a child lock to the door.',
      },
    ],
    tasks: [
      'Empty the under-sink cupboard and check for leaks',
      'Sort what is left into groups in baskets',
      'Make sure cleaning products are out of children\'s reach',
    ],
  },
  {
    title: 'Bathroom Zones',
    description: 'Give each person and each routine its own spot, so a shared bathroom stays organized.',
    icon: 'target',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The zones of a bathroom: sink, shower, storage and cleaning',
      'How a caddy per person works in a shared bathroom',
      'How to keep guests\' things simple',
    ],
    subSteps: [
      {
        title: 'The zones',
        content:
          'Sink zone: daily teeth and face things. Shower zone: what is used in the shower. Storage zone: spares, towels, first aid. Cleaning zone: a small kit for quick wipes.',
      },
      {
        title: 'One caddy each',
        content:
          'In a shared bathroom, give each person a caddy or basket with their own products. It lives on a shelf or in their room, comes in for their routine, and goes back afterwards. No more mixing or searching.',
      },
      {
        title: 'Guests welcome',
        content:
          'Keep a clean towel, a spare toothbrush and a small bottle of shampoo in one place for visitors. You are ready for guests without any extra tidying.',
      },
    ],
    tasks: [
      'Decide the zones in your bathroom',
      'Set up a caddy or basket for each person',
      'Put together a small guest kit',
    ],
  },
  {
    title: 'Storage for a Small Room',
    description: 'Use walls, doors and the space above the toilet to fit more in a small bathroom.',
    icon: 'archive',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to use wall space safely in a damp room',
      'Which storage suits bathrooms best',
      'How to keep open shelves looking tidy',
    ],
    subSteps: [
      {
        title: 'Look up',
        content:
          'Bathrooms are small, but the walls are often bare. A shelf above the toilet, hooks on the back of the door, or a slim cabinet beside the basin can hold a lot.\nUse fittings suited to damp rooms, and ask an adult or a handy person to help with drilling.',
      },
      {
        title: 'Choose damp-friendly storage',
        content:
          'Plastic, metal and sealed wood cope with steam; bare cardboard and untreated wicker may go mouldy. Open baskets let air circulate so things dry out.',
      },
      {
        title: 'Keep shelves calm',
        content:
          'Open shelves look tidy when they hold towels rolled or folded the same way, and a few matching containers. Bottles with busy labels look calmer behind a door or in a basket.',
      },
    ],
    tasks: [
      'Find one wall or door space you could use',
      'Choose one storage idea that suits a damp room',
      'Fold or roll towels the same way on open shelves',
    ],
  },
  {
    title: 'Spares and Stock',
    description: 'Keep just enough toilet paper, soap and toothpaste in reserve, without overbuying.',
    icon: 'list-checks',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'How much back-up stock is enough',
      'How "one open, one spare" prevents clutter and emergencies',
      'How to keep a running shopping list',
    ],
    subSteps: [
      {
        title: 'Count your stock',
        content:
          'Gather every spare toiletry in the house. Many households are surprised to find ten toothpastes and no spare toilet roll. Seeing it all together shows what to stop buying.',
      },
      {
        title: 'One open, one spare',
        content:
          'For most products, one open and one spare is enough. When you open the spare, add the item to the shopping list. Toilet paper is the exception: keep a small pack of it.',
      },
      {
        title: 'Where spares live',
        content:
          'Keep spares in one basket or one shelf, not scattered in every cupboard. Put the oldest at the front so it is used first.',
      },
    ],
    tasks: [
      'Gather and count all spare toiletries',
      'Keep one spare of each and store the extras together',
      'Add anything running low to your shopping list',
    ],
  },
  {
    title: 'The Two-Minute Daily Wipe',
    description: 'A tiny daily habit that keeps the bathroom clean between proper cleans.',
    icon: 'timer',
    difficulty: 'Intermediate',
    estimatedTime: 5,
    learningPoints: [
      'What to wipe every day and why',
      'How to keep a cleaning kit right where you need it',
      'How to attach the wipe to your routine',
    ],
    subSteps: [
      {
        title: 'Little and often',
        content:
          'Toothpaste splashes and soap scum are easy to wipe away the same day and hard to shift a week later. Two minutes a day saves a long scrub at the weekend.',
      },
      {
        title: 'The kit in reach',
        content:
          'Keep a cloth or a pack of reusable wipes and a spray under the sink or in a small caddy. If the kit is in the bathroom, the wipe takes seconds; if it is in the kitchen, it will not happen.',
      },
      {
        title: 'Attach it',
        content:
          'After brushing your teeth, wipe the basin and tap. After a shower, squeegee or wipe the screen or tiles. Hang towels and the bath mat to dry. Done.',
      },
    ],
    tasks: [
      'Put a small cleaning kit in the bathroom',
      'Wipe the basin and tap after brushing your teeth today',
      'Squeegee or wipe the shower after your next shower',
    ],
  },
  {
    title: 'The Morning Rush Plan',
    description: 'Share the bathroom smoothly on busy mornings with a simple plan.',
    icon: 'users',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'How to plan bathroom turns for a busy household',
      'How to move some routines out of the bathroom',
      'How to leave the bathroom ready for the next person',
    ],
    subSteps: [
      {
        title: 'Who needs it when?',
        content:
          'List who uses the bathroom on weekday mornings and when they need to leave. Agree an order and a rough time for each person, and stick it on the back of the door.',
      },
      {
        title: 'Move what you can',
        content:
          'Hair drying, make-up and getting dressed do not need the bathroom. Set up a mirror and a socket in a bedroom, so the bathroom is free for showers and teeth.',
      },
      {
        title: 'Leave it ready',
        content:
          'Agree one rule: leave the bathroom as you would like to find it. Towel on the hook, products back in the caddy, basin rinsed. The next person starts fresh.',
      },
    ],
    tasks: [
      'Write a simple morning bathroom schedule',
      'Move one routine, such as hair or make-up, out of the bathroom',
      'Agree the "leave it ready" rule with your household',
    ],
  },
  {
    title: 'The Weekly Bathroom Clean',
    description: 'A focused weekly clean, in an order that saves time and effort.',
    icon: 'calendar',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'The best order for cleaning a bathroom',
      'How to let products do the work',
      'How to use safe products and fresh air',
    ],
    subSteps: [
      {
        title: 'Clear and spray',
        content:
          'Take out the bath mat and towels for washing, and lift bottles off surfaces. Spray the bath, shower, basin and toilet with a suitable cleaner and leave it to work for a few minutes while you do the next step.',
      },
      {
        title: 'Top to bottom, clean to dirty',
        content:
          'Dust and wipe from high to low: mirror, shelves, basin, bath or shower. Then do the toilet last, using a separate cloth or brush for it. Finish with the floor.',
      },
      {
        title: 'Safety and fresh air',
        content:
          'Open a window or run the fan while you clean. Never mix cleaning products, especially bleach with anything else, because the fumes can be dangerous.',
      },
    ],
    tasks: [
      'Do a full clean in the top-to-bottom order',
      'Wash the towels and the bath mat',
      'Choose the day of the week for your bathroom clean',
    ],
  },
  {
    title: 'A Bathroom That Stays Fresh',
    description: 'Keep your new systems going and look back at how far your bathroom has come.',
    icon: 'check-circle',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The small signs that clutter is creeping back',
      'How to stop free samples and gifts from piling up',
      'How to compare your "before" and "after"',
    ],
    subSteps: [
      {
        title: 'Watch the counter',
        content:
          'The sink counter is usually the first place clutter returns. If more than your daily essentials are out, spend two minutes putting things back in their caddies that day.',
      },
      {
        title: 'Samples and gifts',
        content:
          'Hotel miniatures, free samples and gift sets quietly fill cupboards. Use them soon, keep a few for the guest kit, or pass them on to a shelter that accepts toiletries.',
      },
      {
        title: 'Before and after',
        content:
          'Take an "after" photo from the same spot as your "before". Notice the clear counter and the towels on their hooks. Keep the daily wipe and weekly clean going, and it will stay this way.',
      },
    ],
    tasks: [
      'Check the sink counter and reset it if needed',
      'Use up or pass on samples and miniatures',
      'Take your "after" photo and compare it with the "before"',
    ],
  },
];
