import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, SPACE_TYPES, type SpaceType } from '@tidy/domain/constants';
import type { DetectedObject } from '../../../db/schema/photos';
import type { CoachTask } from '../coach';
import { tasksFromDetections } from './photo-tasks';
import { planViolations } from './plan-rules';
import { ruledOutBy } from './plan-shape';
import { planQuickWins, planSpace, planSubtasks } from './planner';
import { taskProblems, totalMinutes } from './test-support';
import { understand } from './understand';

const preferences = DEFAULT_PREFERENCES;
const task = (title: string, estimated_time = 10, description = '- Do it'): CoachTask => ({
  title,
  description,
  category: 'organize',
  priority: 2,
  estimated_time,
});

describe('planViolations', () => {
  it('is empty for a plan that keeps the words', () => {
    expect(
      planViolations([task('Pair up the shoes'), task('Hang the coats')], { understanding: understand('no closet') }),
    ).toEqual([]);
  });

  it.each([
    ['There is no closet', [task('Sort the closet by type of clothing')], /closet/],
    ['The Lego display stays', [task('Sort the Lego by colour')], /Lego/],
    ['I have a bad back', [task('Move the sofa', 10, '- Lift one end')], /lift|move the sofa/],
    ['no ladders', [task('Dust the top shelf', 5, '- Use a step stool')], /step stool|top shelf/],
    ['only 10 minutes', [task('Clear the desk', 8), task('Sort the mail', 8)], /16 minutes/],
    ['', [task('Make the bed'), task('Make the bed neatly')], /same task/],
  ])('%j: finds what is wrong', (words, tasks, problem) => {
    const problems = planViolations(tasks, { understanding: understand(words) });
    expect(problems.join(' | ')).toMatch(problem);
  });

  it('finds a task repeating one already on the list, and a plan far from its time', () => {
    const problems = planViolations([task('Wipe the bathroom mirror', 5)], {
      understanding: understand(''),
      existing: [{ title: 'Clean the mirror' }],
      targetMinutes: 30,
    });
    expect(problems).toHaveLength(2);
  });
});

// Sentences households wrote (issue 18), each planned for every room: the plan keeps every rule.
const NOTES = [
  'There is no closet in this bedroom',
  "No TV in here, we're paperless",
  'I have a bad back, nothing heavy please',
  'my kids will help, make it fun',
  "I'm exhausted today",
  'no lifting or carrying, I just had surgery',
  'The Lego display stays, but the toys are everywhere',
  'only 10 minutes today',
  "No ladders — I'm not steady on my feet",
  'No bending down please, my knees are bad',
  'Shoes and coats pile up by the door; the bed is never made and the mirror is always smudged',
  "Don't touch the bookshelf. Cables everywhere behind the desk.",
];

describe('the builtin planner keeps its own rules', () => {
  const rooms = SPACE_TYPES.flatMap((spaceType) => NOTES.map((notes) => [spaceType, notes] as const));

  it.each(rooms)('analysis of a %s: %j', (spaceType, notes) => {
    const tasks = planSpace({ spaceType, spaceName: 'Our space', photos: [], notes, preferences });
    expect(tasks.length).toBeGreaterThanOrEqual(1);
    expect(tasks.flatMap(taskProblems)).toEqual([]);
    expect(planViolations(tasks, { understanding: understand(notes) })).toEqual([]);
  });

  it.each(rooms)('subtasks in a %s: %j', (spaceType, taskDescription) => {
    const tasks = planSubtasks({ taskDescription, spaceType, targetTime: 30, difficulty: 'medium', preferences });
    expect(tasks.length).toBeGreaterThanOrEqual(1);
    expect(planViolations(tasks, { understanding: understand(taskDescription) })).toEqual([]);
  });

  it.each(rooms)('quick wins in a %s: %j', (spaceType, notes) => {
    const existingTitles = ['Make the bed', 'Wipe the counters'];
    const tasks = planQuickWins({ spaceType, existingTitles, notes, preferences });
    const understanding = understand(notes);
    expect(
      planViolations(tasks, {
        understanding: { ...understanding, limits: { ...understanding.limits, maxMinutes: null } },
        existing: existingTitles.map((title) => ({ title })),
      }),
    ).toEqual([]);
  });

  it('keeps a time limit and a tired day short', () => {
    expect(
      totalMinutes(
        planSpace({
          spaceType: 'office',
          spaceName: 'Office',
          photos: [],
          notes: 'Only 10 minutes today.',
          preferences,
        }),
      ),
    ).toBeLessThanOrEqual(10);
    const tired = planSpace({
      spaceType: 'bedroom',
      spaceName: 'Bedroom',
      photos: [],
      notes: "I'm exhausted today",
      preferences,
    });
    expect(tired.length).toBeLessThanOrEqual(3);
    expect(totalMinutes(tired)).toBeLessThanOrEqual(20);
  });

  it('keeps every subtask about the job described', () => {
    const tasks = planSubtasks({
      taskDescription: 'deal with the pile of shoes by the door',
      spaceType: 'other',
      targetTime: 15,
      difficulty: 'medium',
      category: 'organize',
      preferences,
    });
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    for (const planned of tasks) expect(`${planned.title} ${planned.description}`).toMatch(/shoe|pair/i);
  });
});

describe('custom rooms', () => {
  it.each<[string, RegExp]>([
    ["Kids' playroom", /toy|lego|game|craft|book/i],
    ['Laundry room', /laundry|detergent|towel|hanger|drying|lint|sock/i],
    ['Craft room', /craft|yarn|fabric|paint|glue|project|scissors/i],
    ['Hallway', /shoe|coat|bag|key|umbrella|hook|scarves/i],
    ['Nursery', /napp|baby/i],
    ['Pantry', /food|tin|cereal|spice|snack|jar|pantry/i],
  ])('plans a room called %j for what it holds', (spaceName, words) => {
    const tasks = planSpace({ spaceType: 'other', spaceName, photos: [], notes: '', preferences });
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    const about = tasks.filter((planned) => words.test(`${planned.title} ${planned.description}`));
    expect(about.length / tasks.length).toBeGreaterThanOrEqual(0.5);
  });
});

describe('photos', () => {
  const seen = (kind: string, count: number, box: DetectedObject['box'] = [0.1, 0.1, 0.1, 0.1]): DetectedObject[] =>
    Array.from({ length: count }, () => ({ kind, score: 0.8, box }));
  const photo = (detections: DetectedObject[]) => ({ label: null, detections });

  it('counts what it sees', () => {
    const titles = tasksFromDetections([photo([...seen('cup', 3), ...seen('book', 9)])], 'living-room').map(
      (planned) => planned.title,
    );
    expect(titles).toContain('Take the 3 cups back to the kitchen');
    expect(titles).toContain('Put the 9 books back on the shelf');
  });

  it('clears a surface with things on it, and more clutter brings more clearing', () => {
    const table: DetectedObject = { kind: 'dining table', score: 0.9, box: [0, 0, 1, 1] };
    const few = tasksFromDetections([photo([table, ...seen('cup', 3)])], 'kitchen');
    expect(few.map((planned) => planned.title)).toContain('Clear the 3 things off the table');
    const many = tasksFromDetections(
      [photo([table, ...seen('cup', 6), ...seen('book', 6), ...seen('bottle', 4)])],
      'kitchen',
    );
    const clearing = (tasks: CoachTask[]) => tasks.filter((planned) => planned.category === 'declutter').length;
    expect(clearing(many)).toBeGreaterThan(clearing(few));
  });

  it('never makes a task of a person, and plans the room when nothing is recognised', () => {
    expect(tasksFromDetections([photo(seen('person', 2))], 'bedroom')).toEqual([]);
    const tasks = planSpace({
      spaceType: 'bedroom',
      spaceName: 'Bedroom',
      photos: [photo([])],
      notes: '',
      preferences,
    });
    expect(tasks.length).toBeGreaterThanOrEqual(4);
  });

  it('puts what the photos show into the plan', () => {
    const spaceType: SpaceType = 'living-room';
    const tasks = planSpace({
      spaceType,
      spaceName: 'Lounge',
      photos: [photo(seen('cup', 4))],
      notes: '',
      preferences,
    });
    expect(tasks.map((planned) => planned.title)).toContain('Take the 4 cups back to the kitchen');
  });
});

describe('ruledOutBy (starter tasks)', () => {
  it('rules out tasks about what the words leave out, and nothing for empty words', () => {
    const closet = { title: 'Tidy the wardrobe', description: '- Hang the shirts' };
    const bed = { title: 'Make the bed', description: '- Straighten the sheet' };
    expect(ruledOutBy('There is no closet')(closet)).toBe(true);
    expect(ruledOutBy('There is no closet')(bed)).toBe(false);
    expect(ruledOutBy('')(closet)).toBe(false);
  });
});
