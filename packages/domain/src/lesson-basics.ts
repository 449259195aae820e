import type { LessonContent } from './lessons';

// Unit 1 "Getting Started" (ids 1–6): the same for everyone, Beginner and 5 minutes each
// (01 §4). Lesson 2's first two screens are special on the lesson screen (02 §2): screen 1 is an
// introduction with no checkbox, screen 2 asks the person to name the space they will start with.

export const GETTING_STARTED_LESSONS: readonly LessonContent[] = [
  {
    title: 'Welcome to Tidy Steps',
    description: 'Why small, regular steps beat one giant clean-up, and how this path works.',
    icon: 'sparkles',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'Why a few minutes a day works better than a once-a-month blitz',
      'How the lessons, tasks and XP on your path fit together',
      'What "progress, not perfection" means in a real home',
    ],
    subSteps: [
      {
        title: 'Small steps, real results',
        content:
          'Most homes do not get messy in one day, and they do not get tidy in one day either. Things drift out of place a little at a time, so the fix is to bring them back a little at a time.\nFive focused minutes are easy to start, easy to finish and easy to repeat tomorrow. Repeated for a few weeks, they change a room more than one exhausting Saturday ever could.',
      },
      {
        title: 'How your path works',
        content:
          'Each lesson teaches one idea and ends with a short list of tasks you can do straight away. Finish a lesson to unlock the next one and earn 100 XP.\nUnit 1 builds the basic habits. After that you follow a routine for the room you care about most, and later lessons cover time, seasons, storage and getting the whole household involved.',
      },
      {
        title: 'Progress, not perfection',
        content:
          'A tidy home is not a magazine photo. It is a home where you can find your keys, sit down without moving a pile first, and get ready in the morning without a hunt.\nIf a day goes wrong, just pick up where you left off. Missing a day never undoes what you have already done.',
      },
    ],
    tasks: [
      'Walk through your home and notice which room bothers you most',
      'Pick a time of day when you could spare five minutes',
      'Put a reminder for that time in your phone or on the fridge',
    ],
  },
  {
    title: 'Choose Your Starting Space',
    description: 'Pick one space to focus on first, so your effort shows where you will notice it.',
    icon: 'target',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'Why starting with one space keeps you motivated',
      'How to choose a space that gives you a quick win',
      'How to take a "before" snapshot so you can see your progress',
    ],
    subSteps: [
      {
        title: 'One space at a time',
        content:
          'Trying to fix the whole home at once spreads your energy so thin that nothing looks different at the end of the day. Choosing one space means every minute you spend shows up in the same place.\nWhen that space starts to feel calm, you will have proof that the method works, and that is the best motivation there is.',
      },
      {
        title: 'Name your space',
        content:
          'Choose the space you see or use every day: your bedroom, the kitchen counter, a desk, the entryway. Small is fine. A single shelf counts.\nType the name of the space you will start with below. You will come back to it in the lessons ahead.',
      },
      {
        title: 'Take a "before" picture',
        content:
          'Stand in the doorway and take one photo of your space exactly as it is today. Do not tidy first.\nIn a few weeks you will compare it with an "after" picture, and the difference is often bigger than you remember.',
      },
      {
        title: 'Notice what bothers you',
        content:
          'Look at the photo and pick the one thing that annoys you most: the chair buried in clothes, the counter you cannot cook on, the desk with no room for your laptop.\nThat is your first target. Fixing the thing that bothers you most makes the biggest difference to how the space feels.',
      },
    ],
    tasks: [
      'Write down the name of your starting space',
      'Take a "before" photo of it from the doorway',
      'Name the one thing in that space that bothers you most',
    ],
  },
  {
    title: 'The Five-Minute Reset',
    description: 'Use a timer to make tidying short, focused and easy to start.',
    icon: 'timer',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'Why a timer makes it easier to get started',
      'How to choose what to tackle in five minutes',
      'How to stop on time and still feel finished',
    ],
    subSteps: [
      {
        title: 'Why a timer helps',
        content:
          '"Tidy the room" has no end, so it is easy to put off. "Tidy for five minutes" has a clear finish line, and almost anyone can face five minutes.\nThe timer also stops you from wearing yourself out, so you are happy to do it again tomorrow.',
      },
      {
        title: 'Pick one surface',
        content:
          'Before you start the timer, choose one small area: the top of the dresser, the kitchen table, the floor by the bed. Work only there.\nFinishing one small area completely feels much better than half-tidying three.',
      },
      {
        title: 'Go, then stop',
        content:
          'Start the timer and move quickly: rubbish in the bin, dishes to the kitchen, clothes to the hamper, everything else back where it lives.\nWhen the timer rings, stop, even mid-pile. Look at what you did. That is today\'s win.',
      },
    ],
    tasks: [
      'Choose one surface in your starting space',
      'Set a five-minute timer and tidy only that surface',
      'Stop when the timer rings and look at the difference',
    ],
  },
  {
    title: 'Keep, Donate or Toss',
    description: 'A simple way to decide about each item once, without getting stuck.',
    icon: 'trash-2',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to sort with three clear choices: keep, donate, toss',
      'Three questions that make hard decisions easier',
      'Why unsure items get a "maybe box" with a date on it',
    ],
    subSteps: [
      {
        title: 'Three piles, one decision',
        content:
          'Set out three spots: a bag for rubbish and recycling, a bag or box for donations, and a clear space for things you are keeping.\nPick up each item once and put it straight into one of the three. Putting something down "for now" is how piles come back.',
      },
      {
        title: 'Questions that help',
        content:
          'Have I used this in the last year? Would I buy it again today? Do I have another one that does the same job?\nIf the answers are no, no and yes, it is probably time for it to go to someone who will use it.',
      },
      {
        title: 'The maybe box',
        content:
          'Some things are hard to decide about, and that is fine. Put them in one box, write today\'s date on it and store it out of the way.\nIf you have not needed anything from it in three months, donate the box without opening it.',
      },
      {
        title: 'Get it out the door',
        content:
          'A donation bag that sits in the hallway for a month is just clutter in a different place. Put it in the car or by the front door, and plan when you will drop it off.',
      },
    ],
    tasks: [
      'Set up a rubbish bag, a donation bag and a keep spot',
      'Sort ten items from your starting space into the three',
      'Decide when the donation bag will leave the house',
    ],
  },
  {
    title: 'A Home for Everything',
    description: 'Give each thing a set place, so putting it away never needs a decision.',
    icon: 'box',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'Why clutter is often just things without a home',
      'How to place things where you actually use them',
      'How simple containers keep small things together',
    ],
    subSteps: [
      {
        title: 'Homeless things make piles',
        content:
          'When something has no set place, it gets put down wherever you happen to be. A few days later, that spot is a pile.\nGiving an item a home means you never have to decide where it goes: it just goes back.',
      },
      {
        title: 'Store it where you use it',
        content:
          'The best home for something is close to where you use it. Scissors near the wrapping paper, chargers by the bed, keys by the door.\nThings you use every day belong within easy reach. Things you use once a year can go higher, lower or further away.',
      },
      {
        title: 'Group small things',
        content:
          'Small items scatter. Put things that belong together in one container: a tray for hair ties, a jar for pens, a box for cables.\nYou do not need to buy anything yet. Shoeboxes, jars and old mugs work perfectly well.',
      },
    ],
    tasks: [
      'Find three things in your starting space that have no home',
      'Choose a home for each one, close to where you use it',
      'Put one group of small items into a box, jar or tray',
    ],
  },
  {
    title: 'Building Your Daily Habit',
    description: 'Link a short reset to something you already do every day, so it sticks.',
    icon: 'check-circle',
    difficulty: 'Beginner',
    estimatedTime: 5,
    learningPoints: [
      'How to attach a new habit to one you already have',
      'What a two-minute evening reset looks like',
      'How to keep going on busy or low-energy days',
    ],
    subSteps: [
      {
        title: 'Link it to something you already do',
        content:
          'New habits stick best when they ride along with old ones. "After I brush my teeth, I put away three things." "While the kettle boils, I clear the counter."\nChoose one moment in your day that always happens and attach your tidy-up to it.',
      },
      {
        title: 'The evening reset',
        content:
          'Before bed, spend two minutes putting things back in their homes: cups to the kitchen, clothes to the hamper, bag by the door.\nWaking up to a reset space makes the morning calmer, and it stops small messes from growing overnight.',
      },
      {
        title: 'The bad-day version',
        content:
          'Some days you will be tired or busy. On those days, do the smallest version: put away one thing. It keeps the habit alive.\nA chain of tiny days is worth more than one perfect day followed by a week off.',
      },
    ],
    tasks: [
      'Choose the everyday moment you will attach your reset to',
      'Do a two-minute reset tonight before bed',
      'Decide what your "bad-day" version will be',
    ],
  },
];
