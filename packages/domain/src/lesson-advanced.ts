import type { LessonContent } from './lessons';

// Unit 3 "Beyond the Basics" (ids 20–24): the five lessons the original offered after the room
// routine (02 §2), in the same order. They climb the rest of the difficulty scale of 02 §9
// (Intermediate, Advanced, Advanced, Expert, Master) and take longer, from 20 minutes to a
// two-hour session, because the tasks grow from one room to the whole household.

export const ADVANCED_LESSONS: readonly LessonContent[] = [
  {
    title: 'Time Management Systems',
    description: 'Plan tidying into your week so it happens without willpower or last-minute rushes.',
    icon: 'calendar',
    difficulty: 'Intermediate',
    estimatedTime: 20,
    learningPoints: [
      'How to split home jobs into daily, weekly and monthly ones',
      'How to give each day of the week one small focus',
      'How to batch similar jobs so they take less time',
      'How to protect your routine on busy weeks',
    ],
    subSteps: [
      {
        title: 'Daily, weekly, monthly',
        content:
          'Not every job needs doing every day. Dishes and the evening reset are daily. Laundry, bins and changing sheets are weekly. Wiping out the fridge or sorting the post pile might be monthly.\nWriting jobs into these three lists stops the feeling that everything is urgent at once.',
      },
      {
        title: 'One focus a day',
        content:
          'Give each weekday one small focus: Monday laundry, Tuesday bathroom, Wednesday paperwork, Thursday floors, Friday fridge before the weekend shop.\nYour daily reset stays the same, and the focus job adds just ten or fifteen minutes. Nothing piles up because everything has its day.',
      },
      {
        title: 'Batch the similar jobs',
        content:
          'Switching between jobs wastes time. Do all the wiping in one go, then all the putting away, then all the vacuuming. Carry a basket from room to room and collect everything that lives somewhere else before you put it all back in one trip.',
      },
      {
        title: 'The busy-week plan',
        content:
          'Some weeks will not go to plan. Decide now what the bare minimum is: dishes done, clothes in the hamper, a clear path to the door.\nOn a busy week, do only that and skip the focus days without guilt. Your system is still running, just in low gear.',
      },
    ],
    tasks: [
      'List your home jobs as daily, weekly or monthly',
      'Give each weekday one small focus job',
      'Write down your bare-minimum plan for busy weeks',
      'Put this week\'s focus days in your calendar or on the fridge',
    ],
  },
  {
    title: 'Seasonal Organization',
    description: 'Rotate clothes, gear and decorations with the seasons so only what you need is in reach.',
    icon: 'leaf',
    difficulty: 'Advanced',
    estimatedTime: 30,
    learningPoints: [
      'How to swap out-of-season clothes and gear',
      'How to store seasonal items so they come out clean and easy to find',
      'How to use each change of season as a declutter checkpoint',
      'How to plan around holidays and the school year',
    ],
    subSteps: [
      {
        title: 'Only the season you are in',
        content:
          'Winter coats in July and beach towels in January take up the best space in your home. Moving out-of-season things to higher shelves, under-bed boxes or the loft frees up the places you reach every day.',
      },
      {
        title: 'The swap',
        content:
          'When the weather turns, take out the coming season\'s box and try things on or check they still work. Wash or wipe the outgoing items before they go away, so they come back fresh.\nThis is the perfect moment to let go of things: if you did not wear it all season, you probably will not next year either.',
      },
      {
        title: 'Store it so you can find it',
        content:
          'Use one box or bag per person per season, and label it on two sides: "Sam, winter" is much easier to find than "clothes". Keep small bags of extras (gloves, swimming goggles) inside the box they go with.\nHoliday decorations get their own labelled boxes too, with the fragile things wrapped and on top.',
      },
      {
        title: 'Plan the year',
        content:
          'Write down four swap weekends, one per season, and add the big household moments: the start of the school year, the holidays, spring cleaning.\nA little planning turns these from frantic rushes into steady, predictable jobs.',
      },
    ],
    tasks: [
      'Gather the out-of-season clothes in one room and sort them',
      'Pack them into labelled boxes or bags, one per person',
      'Move the boxes to higher, lower or further-away storage',
      'Put the next season swap on the calendar',
    ],
  },
  {
    title: 'Advanced Storage Solutions',
    description: 'Use height, doors, corners and clear containers to fit more in without it looking crowded.',
    icon: 'archive',
    difficulty: 'Advanced',
    estimatedTime: 45,
    learningPoints: [
      'How to use vertical space on walls and doors',
      'How to make deep cupboards and corners work',
      'How to choose containers that fit the space and the things',
      'How to label so everyone can put things back',
    ],
    subSteps: [
      {
        title: 'Measure before you buy',
        content:
          'Empty the space first and measure its width, depth and height. Then count what needs to go in. Only then choose containers.\nMany homes are full of storage boxes bought for a space they did not fit. Measuring first saves money and a return trip.',
      },
      {
        title: 'Go up',
        content:
          'Most rooms have empty wall above waist height. Shelves, hooks and over-the-door organizers turn that air into storage.\nKeep the heaviest and most-used things between knee and shoulder height, and lighter, rarely used things up high.',
      },
      {
        title: 'Tame deep cupboards',
        content:
          'Things at the back of deep cupboards get forgotten. Pull-out baskets, turntables in corners and shelf risers bring the back to the front.\nA simple trick: store things in a box you can slide out like a drawer, instead of reaching past everything in front.',
      },
      {
        title: 'Clear and labelled',
        content:
          'Clear containers let you see what is inside; labels tell everyone where things go back. Use words, or pictures for younger children.\nLabel the shelf as well as the box, so the box always returns to the same spot.',
      },
      {
        title: 'Leave room to breathe',
        content:
          'Storage packed to the brim is hard to use, and things stop going back. Aim to fill each shelf or box to about four fifths.\nIf it overflows, that is a sign to declutter, not to buy another box.',
      },
    ],
    tasks: [
      'Choose the most frustrating cupboard or shelf in your home',
      'Empty it, measure it and declutter what is inside',
      'Add one vertical or slide-out solution',
      'Put things back in labelled groups, leaving some space free',
    ],
  },
  {
    title: 'Maintenance & Troubleshooting',
    description: 'Spot why a space keeps getting messy again, and fix the system instead of tidying the same pile forever.',
    icon: 'wrench',
    difficulty: 'Expert',
    estimatedTime: 60,
    learningPoints: [
      'How to find the "hot spots" where clutter keeps returning',
      'How to ask why a pile forms and change the system',
      'How to run a monthly home check-up',
      'How to get back on track after a break',
    ],
    subSteps: [
      {
        title: 'Find the hot spots',
        content:
          'Every home has a few places where things pile up again and again: the hall table, a kitchen corner, the chair in the bedroom.\nWalk through your home and note each hot spot. These are not signs of failure; they are clues.',
      },
      {
        title: 'Ask why, then fix the system',
        content:
          'For each hot spot, look at what lands there and ask why. Post piles up because there is nowhere to sort it. Shoes pile up because the rack is too small or in the wrong place.\nChange the system: add a post tray with a recycling bin next to it, move the shoe rack to where shoes actually come off. Fix the cause, and the pile stops coming back.',
      },
      {
        title: 'When a system is too fiddly',
        content:
          'If putting something away takes more than one step (open a cupboard, lift a lid, unzip a bag), it often does not happen. Simplify: open baskets instead of lidded boxes, hooks instead of hangers for coats that are worn daily.\nThe easiest system is the one that gets used.',
      },
      {
        title: 'The monthly check-up',
        content:
          'Once a month, spend twenty minutes walking the whole home with a bag and a notepad. Clear the hot spots, empty the maybe box if its date has passed, and write down one system to improve next month.',
      },
      {
        title: 'After a break',
        content:
          'Illness, exams, a new baby or a busy season at work can undo weeks of progress. That is normal. Start again with Unit 1 habits: one five-minute reset a day, one surface at a time.\nYou already know how. The space will come back faster than it did the first time.',
      },
    ],
    tasks: [
      'Walk through your home and list every clutter hot spot',
      'Pick the worst one and write down why things land there',
      'Change one thing about the system for that spot',
      'Put a monthly 20-minute check-up in your calendar',
    ],
  },
  {
    title: 'Organization Leadership',
    description: 'Bring the whole household on board with shared routines, fair jobs and a little celebration.',
    icon: 'users',
    difficulty: 'Master',
    estimatedTime: 120,
    learningPoints: [
      'How to agree household rules without nagging',
      'How to share jobs fairly by age and ability',
      'How to teach a routine so others can do it alone',
      'How to celebrate progress together',
    ],
    subSteps: [
      {
        title: 'Lead by example',
        content:
          'People copy what they see more than what they are told. When your own spaces are reset every evening, asking others to do the same feels fair, not bossy.\nStart by keeping the shared spaces you use as tidy as you would like everyone to keep them.',
      },
      {
        title: 'Agree a few house rules',
        content:
          'Hold a short household meeting and agree on three simple rules, for example: "Shoes go on the rack", "Dishes go in the dishwasher, not the sink", "Ten-minute tidy before screens in the evening".\nFewer rules are easier to remember, and rules everyone agreed to are easier to keep.',
      },
      {
        title: 'Share the jobs fairly',
        content:
          'Match jobs to age and ability. Young children can put toys in labelled baskets and match socks. Teenagers can own a room, the bins or a weekly meal clean-up. Adults take the jobs that need more care.\nWrite the jobs on a chart everyone can see, and rotate the least popular ones.',
      },
      {
        title: 'Teach, then step back',
        content:
          'Show a new job once, do it together once, then let them do it while you watch without fixing it. After that, let it be theirs.\nIt may not be done exactly your way. Done is better than perfect, and redoing someone\'s work tells them not to bother next time.',
      },
      {
        title: 'Celebrate together',
        content:
          'Notice effort out loud. Mark milestones: a month of evening resets, a cleared garage, a kitchen that stayed tidy all week. A film night, a favourite meal or a family outing makes the habit something everyone wants to keep.\nYou have come a long way on this path. Now you are helping the whole household take its own small steps.',
      },
    ],
    tasks: [
      'Hold a household meeting and agree on three house rules',
      'Make a job chart that matches jobs to each person',
      'Teach one person one routine and let them own it',
      'Plan a small celebration for your first shared milestone',
    ],
  },
];
