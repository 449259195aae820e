import type { LessonContent } from './lessons';

// Unit 2 "Office Routine" (ids 7–19) for a home office, study desk or homework corner: clear the
// desk, tame paper and supplies, build a filing and to-do system, and end each day with a shutdown.

export const OFFICE_ROUTINE: readonly LessonContent[] = [
  {
    title: 'Desk Walkthrough',
    description: 'Look at your workspace with fresh eyes and clear out the obvious clutter.',
    icon: 'briefcase',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to spot what distracts you at your desk',
      'Why rubbish and dishes go first',
      'The order you will work through your workspace in',
    ],
    subSteps: [
      {
        title: 'Sit down to work',
        content:
          'Sit at your desk as if you were about to start work or homework. Is there room for your laptop or notebook? Can you find a pen? What catches your eye and pulls your attention away?\nThose are the things this routine will fix.',
      },
      {
        title: 'The quick clear',
        content:
          'Throw away wrappers, empty pens, sticky notes that are done, and old scraps. Take mugs, plates and glasses to the kitchen. This takes a couple of minutes and needs no decisions.',
      },
      {
        title: 'Your route',
        content:
          'Next you will clear the desk surface, sort paper, supplies and cables, tidy your computer, then build zones, a filing system and routines that keep the desk ready for work.',
      },
    ],
    tasks: [
      'Throw away rubbish and dried-up pens',
      'Take every cup and plate back to the kitchen',
      'Write down what distracts you most at your desk',
    ],
  },
  {
    title: 'A Clear Desk Surface',
    description: 'Keep only the things you use every working day on top of your desk.',
    icon: 'sparkles',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How a clear desk helps you focus',
      'What earns a place on the desk',
      'Where everything else should go',
    ],
    subSteps: [
      {
        title: 'Clear desk, clear head',
        content:
          'Every object in view is a small reminder of something else to do. A clear desk leaves your attention for the task in front of you.',
      },
      {
        title: 'The daily-use test',
        content:
          'Clear the desk completely and wipe it. Put back only what you use every working day: your computer or notebook, a lamp, a pen pot, maybe a plant. Everything else goes in a drawer, on a shelf or to another room.',
      },
      {
        title: 'Leave a landing space',
        content:
          'Keep a patch of desk empty in front of you. It is your working space for a book, a form or a snack, and it is the first thing to check when the desk starts filling up.',
      },
    ],
    tasks: [
      'Clear and wipe the whole desk surface',
      'Put back only your daily-use items',
      'Keep one patch of desk completely clear',
    ],
  },
  {
    title: 'Paper Pile Triage',
    description: 'Sort the pile of papers into act, file and recycle, without reading everything twice.',
    icon: 'layers',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'The three piles: act, file, recycle',
      'How to make a decision on each paper once',
      'How to keep sensitive papers safe',
    ],
    subSteps: [
      {
        title: 'Gather it all',
        content:
          'Collect every loose paper from the desk, drawers and floor into one pile. It might be bigger than you expect. That is fine: you only need to handle each sheet once.',
      },
      {
        title: 'Act, file, recycle',
        content:
          'Pick up the top paper and decide. Act: it needs you to do something (a bill, a form, homework). File: you need to keep it (a contract, a certificate, a payslip). Recycle: everything else.\nDo not put anything back on the pile.',
      },
      {
        title: 'Shred the private ones',
        content:
          'Papers with your name, address, account numbers or signatures should be shredded or torn up well before recycling. Keep them in an envelope until you can.',
      },
    ],
    tasks: [
      'Gather all loose papers into one pile',
      'Sort them into act, file and recycle',
      'Set aside private papers for shredding',
    ],
  },
  {
    title: 'Pens, Supplies and Drawers',
    description: 'Cut your supplies to what works and give each type its own spot in the drawer.',
    icon: 'box',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to test and cut down pens and supplies',
      'How drawer dividers keep small things apart',
      'Where to keep spare supplies',
    ],
    subSteps: [
      {
        title: 'Test everything',
        content:
          'Empty the pen pot and the desk drawer. Scribble with every pen and highlighter and throw out the dead ones. Keep a handful of favourites on the desk.',
      },
      {
        title: 'Divide the drawer',
        content:
          'Use small boxes, trays or even cut-down cereal boxes to divide the drawer: one section for sticky notes, one for clips and staples, one for chargers, one for earphones.',
      },
      {
        title: 'Spares elsewhere',
        content:
          'Spare notebooks, printer paper and refill packs do not need to be in your desk. Keep them in one box on a shelf, and take from it when the desk runs out.',
      },
    ],
    tasks: [
      'Test every pen and throw out the dead ones',
      'Divide one drawer into sections',
      'Move spare supplies into one box on a shelf',
    ],
  },
  {
    title: 'Cables and Chargers',
    description: 'Untangle the cables around your desk and keep chargers where you need them.',
    icon: 'wrench',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'How to label and bundle desk cables',
      'How to get rid of cables for devices you no longer own',
      'How to keep cables safe and off the floor',
    ],
    subSteps: [
      {
        title: 'Which cable is which?',
        content:
          'Follow each cable from device to socket. Put a small label or a coloured tag near the plug end, so you know which one to unplug.\nCables that belong to nothing you own can go to electronics recycling.',
      },
      {
        title: 'Bundle and route',
        content:
          'Bundle cables with reusable ties and run them along the back edge of the desk or a leg. A cable tray or a few adhesive clips under the desk keep them off the floor, where feet and vacuums catch them.',
      },
      {
        title: 'Safe and simple',
        content:
          'Do not overload extension leads or daisy-chain them together. Keep them where air can get to them, never under a rug or a pile of papers.',
      },
    ],
    tasks: [
      'Label each cable at the plug end',
      'Bundle and route the cables off the floor',
      'Recycle cables for devices you no longer own',
    ],
  },
  {
    title: 'A Tidy Computer',
    description: 'Clear your computer desktop and downloads folder so digital clutter stops slowing you down.',
    icon: 'list-checks',
    difficulty: 'Beginner',
    estimatedTime: 10,
    learningPoints: [
      'Why digital clutter feels like a messy desk',
      'How to clear the desktop and downloads folder',
      'A simple folder structure that works for most people',
    ],
    subSteps: [
      {
        title: 'Digital piles',
        content:
          'A desktop covered in files is just like a desk covered in papers: you cannot find anything, and it is tiring to look at. Downloads folders are the digital floor, where everything lands.',
      },
      {
        title: 'Clear the desktop',
        content:
          'Make one folder called "Sort" and move every desktop file into it. Delete what you know you do not need. Your desktop should be nearly empty, with only things you are working on this week.',
      },
      {
        title: 'A few top folders',
        content:
          'Keep a small set of top folders, such as Home, School or Work, Money, Photos and Projects. Go through the Sort folder a few files at a time and move each into one of them. Empty the downloads folder once a week.',
      },
    ],
    tasks: [
      'Move everything on your desktop into one "Sort" folder',
      'Create a few top-level folders',
      'Delete or file everything in your downloads folder',
    ],
  },
  {
    title: 'Office Zones',
    description: 'Arrange your workspace into zones for focused work, reference and supplies.',
    icon: 'target',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The three zones of a workspace',
      'How to place things by how often you use them',
      'How to share a desk or a corner with someone else',
    ],
    subSteps: [
      {
        title: 'Within reach, nearby, away',
        content:
          'Work zone: what you use all day, within arm\'s reach. Reference zone: books, files and folders you use weekly, on a shelf nearby. Storage zone: spares and archives, in a cupboard or higher shelf.',
      },
      {
        title: 'Place by use',
        content:
          'Look at each item and ask how often you use it. Daily things move closer; monthly things move further away. Your desk gets clearer without losing anything.',
      },
      {
        title: 'Shared spaces',
        content:
          'If the desk is also the dining table or shared with a sibling or partner, give each person a box or caddy that holds their work things. At the end of the day, everything goes back in the box and the table is free.',
      },
    ],
    tasks: [
      'Name your work, reference and storage zones',
      'Move three things to the zone that matches how often you use them',
      'Set up a caddy if your workspace is shared',
    ],
  },
  {
    title: 'A Simple Filing System',
    description: 'Set up a filing system you will actually use for the papers you need to keep.',
    icon: 'archive',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'Which papers are worth keeping, and for how long',
      'A few broad categories instead of dozens of folders',
      'How to file in seconds so it actually happens',
    ],
    subSteps: [
      {
        title: 'What to keep',
        content:
          'Keep important documents (birth certificates, passports, contracts, certificates), current bills and statements, and anything you may need for tax or school. Many statements are available online, so paper copies often are not needed.',
      },
      {
        title: 'Broad categories',
        content:
          'Use a few wide categories: Home, Money, Health, School or Work, Important Documents. A box file or a set of hanging folders is enough. Wide categories make filing quick because you never have to think hard about where something goes.',
      },
      {
        title: 'File in seconds',
        content:
          'Keep the file within reach of your desk. If filing means getting up and opening three drawers, papers will pile up again. Drop each paper in its folder straight after dealing with it.',
      },
    ],
    tasks: [
      'Choose four or five broad filing categories',
      'File the papers from your "file" pile',
      'Put the file within reach of your desk',
    ],
  },
  {
    title: 'Shelves and Storage',
    description: 'Organize shelves and cupboards so books, folders and supplies are easy to find.',
    icon: 'box',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'How to group books and folders by use',
      'How magazine files and boxes keep shelves neat',
      'How to leave room for what comes next',
    ],
    subSteps: [
      {
        title: 'Group by use',
        content:
          'Take everything off one shelf. Group it by how you use it: current projects, reference books, manuals, hobby supplies. Declutter as you go: outdated manuals and old course notes can usually go.',
      },
      {
        title: 'Stand things up',
        content:
          'Loose notebooks and thin folders flop over. Magazine files and upright boxes keep them standing and easy to pull out. Label the spine of each file.',
      },
      {
        title: 'Leave space',
        content:
          'Fill each shelf to about four fifths. The space left is for the next project, so it does not end up on the desk.',
      },
    ],
    tasks: [
      'Clear and declutter one shelf',
      'Put thin items in upright files with labels',
      'Leave a little free space on each shelf',
    ],
  },
  {
    title: 'Your To-Do System',
    description: 'Get tasks out of your head and off sticky notes into one simple list.',
    icon: 'list-checks',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'Why scattered sticky notes add to clutter and stress',
      'How to keep one trusted to-do list',
      'How to choose your top three tasks each day',
    ],
    subSteps: [
      {
        title: 'Collect every reminder',
        content:
          'Gather every sticky note, scribbled reminder and mental "I must remember to..." and write them all in one list, on paper or in the to-do list in this app.',
      },
      {
        title: 'One list you trust',
        content:
          'A to-do list only works if everything goes on it and you look at it every day. Once it is all in one place, your desk and your head both feel lighter.',
      },
      {
        title: 'Top three',
        content:
          'Each morning, or the evening before, pick three tasks that matter most today. Start with the first one before checking messages. Anything else you finish is a bonus.',
      },
    ],
    tasks: [
      'Collect all your sticky notes and reminders into one list',
      'Throw away the sticky notes once they are on the list',
      'Choose your top three tasks for tomorrow',
    ],
  },
  {
    title: 'The End-of-Day Shutdown',
    description: 'Close each work or study day with a short routine that resets the desk for tomorrow.',
    icon: 'timer',
    difficulty: 'Intermediate',
    estimatedTime: 10,
    learningPoints: [
      'The steps of an end-of-day shutdown',
      'How it helps you switch off after work or study',
      'How to set up tomorrow in two minutes',
    ],
    subSteps: [
      {
        title: 'The shutdown',
        content:
          '1. Papers filed or in the act tray.\n2. Pens and supplies back in their places.\n3. Cups and plates to the kitchen.\n4. Computer files saved and closed.\n5. Desk wiped and the landing space clear.',
      },
      {
        title: 'Switch off',
        content:
          'Especially when you work or study at home, a clear end to the day matters. Tidying the desk tells your brain the day is done, so work thoughts stay at the desk.',
      },
      {
        title: 'Set up tomorrow',
        content:
          'Write tomorrow\'s top three tasks and leave the first thing you need, a book or a file, in the middle of the desk. Tomorrow starts with no searching.',
      },
    ],
    tasks: [
      'Do the five-step shutdown at the end of today',
      'Write tomorrow\'s top three tasks',
      'Leave the first thing you need ready on the desk',
    ],
  },
  {
    title: 'The Weekly Office Reset',
    description: 'Once a week, empty the trays, review your list and clean the workspace.',
    icon: 'calendar',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'What belongs in a weekly office reset',
      'How to review your to-do list for the week ahead',
      'How to clean screens, keyboards and desks safely',
    ],
    subSteps: [
      {
        title: 'Empty the trays',
        content:
          'Go through the act tray and deal with or schedule every paper. File what needs filing and recycle the rest. Empty the downloads folder and clear the computer desktop.',
      },
      {
        title: 'Review the week',
        content:
          'Look at your to-do list and calendar. Cross off what is done, move what is not, and note anything important coming up next week.',
      },
      {
        title: 'Clean the kit',
        content:
          'Switch off and unplug before cleaning. Wipe the screen with a dry microfibre cloth, tip crumbs out of the keyboard and wipe the keys with a barely damp cloth. Dust the desk, lamp and shelves.',
      },
    ],
    tasks: [
      'Empty the act tray and file what needs keeping',
      'Review your to-do list for the coming week',
      'Clean your screen, keyboard and desk',
    ],
  },
  {
    title: 'A Workspace That Works',
    description: 'Fine-tune your workspace for comfort and focus, and look back at your progress.',
    icon: 'check-circle',
    difficulty: 'Intermediate',
    estimatedTime: 15,
    learningPoints: [
      'Simple comfort checks for chair, screen and light',
      'How to make the space feel like yours',
      'How to compare your "before" and "after"',
    ],
    subSteps: [
      {
        title: 'Comfort check',
        content:
          'Sit with your feet flat and your back supported. The top of the screen should be about at eye level, and your elbows roughly level with the desk. A stack of books can raise a laptop; a cushion can support your back.',
      },
      {
        title: 'Light and a personal touch',
        content:
          'Natural light from the side is easiest on the eyes; add a desk lamp for evenings. Add one thing that makes the space yours: a plant, a photo or a favourite mug. One or two, not ten.',
      },
      {
        title: 'Before and after',
        content:
          'Take an "after" photo from the same spot as your "before". A desk you want to sit at is the result of every step you took. Keep the shutdown and the weekly reset going.',
      },
    ],
    tasks: [
      'Adjust your chair, screen and lighting',
      'Add one personal touch to your workspace',
      'Take your "after" photo and compare it with the "before"',
    ],
  },
];
