import type { RoomStyle } from './lessons';

/*
 * The titles of the lesson path, without the lessons' text: what Today's learning card needs to name the next
 * lesson, in about 1 KB instead of the whole catalog (about 30 KB Brotli), so that it is no part of Today's
 * first load. lesson-titles.test.ts checks every title against the catalog (lessons.ts), which stays the one
 * source: a lesson renamed there fails the test until it is renamed here.
 */

/** Lessons 1–6, then 20–24: the same for every room style. */
const GETTING_STARTED = [
  'Welcome to Tidy Steps',
  'Choose Your Starting Space',
  'The Five-Minute Reset',
  'Keep, Donate or Toss',
  'A Home for Everything',
  'Building Your Daily Habit',
] as const;
const ADVANCED = [
  'Time Management Systems',
  'Seasonal Organization',
  'Advanced Storage Solutions',
  'Maintenance & Troubleshooting',
  'Organization Leadership',
] as const;
/** Lessons 7–19, the routine of the person's room style. */
const ROUTINES: Readonly<Record<RoomStyle, readonly string[]>> = {
  bedroom: [
    'Bedroom Walkthrough',
    'Make the Bed, Every Day',
    'Clear the Floor',
    'The Nightstand',
    'Dresser and Surfaces',
    'The Laundry Flow',
    'Wardrobe Declutter',
    'Bedroom Zones',
    'Drawers and Wardrobe Storage',
    'Under the Bed and Hidden Spaces',
    'Your Bedroom Evening Reset',
    'The Weekly Bedroom Refresh',
    'A Calm Bedroom to Keep',
  ],
  kitchen: [
    'Kitchen Walkthrough',
    'An Empty Sink',
    'Clear the Counters',
    'Fridge Check',
    'Utensils and Gadgets',
    'Mugs, Glasses and Containers',
    'Kitchen Zones',
    'Pantry and Food Cupboards',
    'Cupboards and Drawers',
    'Under the Sink',
    'The After-Meal Reset',
    'The Weekly Kitchen Reset',
    'A Kitchen for Everyone',
  ],
  'living-room': [
    'Living Room Walkthrough',
    'Sofa and Cushions',
    'A Clear Coffee Table',
    'The Floor and Stray Things',
    'Remotes, Chargers and Cables',
    'Books, Games and Media',
    'Living Room Zones',
    'Storage That Looks Good',
    'Toys and Hobbies',
    'The Post and Paper Spot',
    'The Evening Pick-Up',
    'The Weekly Living Room Reset',
    'Guest-Ready in Ten Minutes',
  ],
  office: [
    'Desk Walkthrough',
    'A Clear Desk Surface',
    'Paper Pile Triage',
    'Pens, Supplies and Drawers',
    'Cables and Chargers',
    'A Tidy Computer',
    'Office Zones',
    'A Simple Filing System',
    'Shelves and Storage',
    'Your To-Do System',
    'The End-of-Day Shutdown',
    'The Weekly Office Reset',
    'A Workspace That Works',
  ],
  bathroom: [
    'Bathroom Walkthrough',
    'A Clear Sink Counter',
    'Towels and Bath Mat',
    'The Shower and Bath Edge',
    'Old Products and Medicines',
    'The Under-Sink Cupboard',
    'Bathroom Zones',
    'Storage for a Small Room',
    'Spares and Stock',
    'The Two-Minute Daily Wipe',
    'The Morning Rush Plan',
    'The Weekly Bathroom Clean',
    'A Bathroom That Stays Fresh',
  ],
  other: [
    'Your Space with Fresh Eyes',
    'The Rubbish Sweep',
    'Clear One Surface',
    'Clear the Floor',
    'Sort by Category',
    'Declutter Each Category',
    'Zones for Your Space',
    'Storage That Fits',
    'Walls and Vertical Space',
    'Labels Everyone Understands',
    'The Daily Reset for Your Space',
    'The Weekly Reset',
    'Keep It Going',
  ],
};

export type LessonTitle = { id: number; title: string };

/** The path's lessons for a room style, in order (ids 1–24), each with its id and title. */
export function lessonTitles(style: RoomStyle): LessonTitle[] {
  return [...GETTING_STARTED, ...ROUTINES[style], ...ADVANCED].map((title, index) => ({ id: index + 1, title }));
}
