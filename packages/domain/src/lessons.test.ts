import { describe, expect, it } from 'vitest';
import {
  LESSON_DIFFICULTIES,
  LESSON_MINUTES,
  MOTIVATION_STYLES,
  ROOM_ROUTINE_STEPS,
  UNIT1_LESSON_COUNT,
  UNIT3_MARKER_LESSON,
  XP_PER_LESSON,
} from './constants';
import {
  ADVANCED_UNIT_TITLE,
  GETTING_STARTED_UNIT_TITLE,
  LAST_LESSON_ID,
  LESSON_COUNT,
  LESSON_ICONS,
  MASCOT_ALL_DONE_MESSAGE,
  MASCOT_SIGNED_OUT_MESSAGE,
  MASCOT_WELCOME_MESSAGE,
  ROOM_STYLES,
  findLesson,
  isLessonId,
  isLessonLocked,
  isPathComplete,
  isRoutineLesson,
  lessonPath,
  lessonSpecialStep,
  lessonUnits,
  lessonXp,
  mascotMessage,
  nextLessonId,
  roomStyleFor,
  type Lesson,
  type RoomStyle,
} from './lessons';

const done = (...ids: number[]): ReadonlySet<number> => new Set(ids);
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL_IDS = range(1, LAST_LESSON_ID);

describe('path size', () => {
  it('has 6 Unit 1 lessons, a 13-step routine and 5 advanced lessons: ids 1–24', () => {
    expect(LAST_LESSON_ID).toBe(UNIT1_LESSON_COUNT + ROOM_ROUTINE_STEPS + 5);
    expect(LAST_LESSON_ID).toBe(24);
    expect(LESSON_COUNT).toBe(24);
    // The spec's "Unit 3 marker when lesson 25 is done" lies just past our last lesson.
    expect(UNIT3_MARKER_LESSON).toBe(LAST_LESSON_ID + 1);
  });
});

describe('isLessonLocked (01 §4, 02 §4): n is locked unless n or n-1 is completed', () => {
  it.each<[string, number, number[], boolean]>([
    ['lesson 1 with nothing done', 1, [], false],
    ['lesson 1 with others done', 1, [5, 6], false],
    ['lesson 2 with nothing done', 2, [], true],
    ['lesson 2 once 1 is done', 2, [1], false],
    ['lesson 2 once 2 itself is done', 2, [2], false],
    ['lesson 3 with only 1 done', 3, [1], true],
    ['lesson 3 once 2 is done', 3, [2], false],
    ['lesson 3 once 3 itself is done', 3, [3], false],
    ['lesson 3 with 2 and 3 done', 3, [2, 3], false],
    ['gap: {1,2,3} done → 4 unlocked', 4, [1, 2, 3], false],
    ['gap: {1,2,3} done → 5 locked', 5, [1, 2, 3], true],
    ['gap: {1,2,3} done → 6 locked', 6, [1, 2, 3], true],
    ['lesson 6 once 5 is done', 6, [5], false],
    ['lesson 7 (first of Unit 2) with Unit 1 up to 5 done', 7, [1, 2, 3, 4, 5], true],
    ['lesson 7 once 6 is done', 7, [1, 2, 3, 4, 5, 6], false],
    ['lesson 7 needs only 6 by the rule', 7, [6], false],
    ['lesson 8 with only 6 done', 8, [6], true],
    ['lesson 19 once 18 is done', 19, [18], false],
    ['lesson 20 (first of Unit 3) with 18 done', 20, [18], true],
    ['lesson 20 once 19 is done', 20, [19], false],
    ['lesson 24 once 23 is done', 24, [23], false],
    ['lesson 24 once 24 itself is done', 24, [24], false],
    ['lesson 24 with everything before 23 done', 24, range(1, 22), true],
  ])('%s → locked %s', (_case, id, completed, locked) => {
    expect(isLessonLocked(id, done(...completed))).toBe(locked);
  });

  it.each([0, -1, 25, 2.5, Number.NaN])('an id off the path (%s) is locked', (id) => {
    expect(isLessonLocked(id, done(...ALL_IDS))).toBe(true);
  });

  it('with every lesson done, nothing is locked', () => {
    for (const id of ALL_IDS) expect(isLessonLocked(id, done(...ALL_IDS))).toBe(false);
  });

  it('with nothing done, only lesson 1 is open', () => {
    expect(ALL_IDS.filter((id) => !isLessonLocked(id, done()))).toEqual([1]);
  });
});

describe.each(ROOM_STYLES)('the %s path', (style) => {
  const path = lessonPath(style);
  const units = lessonUnits(style);

  it('has 24 lessons with ids 1–24 in order', () => {
    expect(path.map((lesson) => lesson.id)).toEqual(ALL_IDS);
  });

  it('is grouped as Unit 1 (1–6), Unit 2 room routine (7–19), Unit 3 (20–24)', () => {
    expect(units.map((unit) => unit.unit)).toEqual([1, 2, 3]);
    expect(units.map((unit) => unit.lessons.map((lesson) => lesson.id))).toEqual([
      range(1, 6),
      range(7, 19),
      range(20, 24),
    ]);
    expect(units[1]?.lessons).toHaveLength(ROOM_ROUTINE_STEPS);
    expect(units.flatMap((unit) => unit.lessons)).toEqual(path);
    for (const unit of units) {
      for (const lesson of unit.lessons) {
        expect(lesson.unit).toBe(unit.unit);
        expect(lesson.unitTitle).toBe(unit.title);
      }
    }
  });

  it('has the unit titles', () => {
    expect(units[0]?.title).toBe(GETTING_STARTED_UNIT_TITLE);
    expect(units[0]?.title).toBe('Getting Started');
    expect(units[1]?.title).toMatch(/ Routine$/);
    expect(units[2]?.title).toBe(ADVANCED_UNIT_TITLE);
  });

  it('has no repeated titles', () => {
    expect(new Set(path.map((lesson) => lesson.title)).size).toBe(path.length);
  });

  it('finds each lesson by id, and nothing off the path', () => {
    for (const lesson of path) expect(findLesson(lesson.id, style)).toBe(lesson);
    expect(findLesson(0, style)).toBeUndefined();
    expect(findLesson(25, style)).toBeUndefined();
    expect(findLesson(1.5, style)).toBeUndefined();
  });

  it('leads from each lesson to the next and ends after 24', () => {
    for (const id of range(1, 23)) expect(nextLessonId(id, style)).toBe(id + 1);
    expect(nextLessonId(24, style)).toBeUndefined();
    expect(nextLessonId(0, style)).toBeUndefined();
  });

  it('shares Unit 1 and Unit 3 with every other style', () => {
    const bedroom = lessonPath('bedroom');
    for (const id of [...range(1, 6), ...range(20, 24)]) expect(findLesson(id, style)).toEqual(bedroom[id - 1]);
  });
});

describe('lesson difficulties and times (01 §4, 02 §9)', () => {
  const everyLesson = ROOM_STYLES.flatMap((style) => lessonPath(style).map((lesson) => [style, lesson] as const));

  it.each(everyLesson)('%s #%# is within the spec ranges', (_style, lesson) => {
    expect(LESSON_DIFFICULTIES).toContain(lesson.difficulty);
    expect(Number.isInteger(lesson.estimatedTime)).toBe(true);
    expect(lesson.estimatedTime).toBeGreaterThanOrEqual(LESSON_MINUTES.min);
    expect(lesson.estimatedTime).toBeLessThanOrEqual(LESSON_MINUTES.max);
  });

  it('Unit 1 lessons are Beginner, 5 minutes each', () => {
    for (const style of ROOM_STYLES) {
      for (const id of range(1, UNIT1_LESSON_COUNT)) {
        expect(findLesson(id, style)).toMatchObject({ difficulty: 'Beginner', estimatedTime: 5 });
      }
    }
  });

  it('Unit 2 lessons are Beginner or Intermediate, 5–15 minutes, never getting easier', () => {
    const rank = (lesson: Lesson) => LESSON_DIFFICULTIES.indexOf(lesson.difficulty);
    for (const style of ROOM_STYLES) {
      const routine = lessonUnits(style)[1]?.lessons ?? [];
      for (const lesson of routine) {
        expect(['Beginner', 'Intermediate']).toContain(lesson.difficulty);
        expect(lesson.estimatedTime).toBeGreaterThanOrEqual(5);
        expect(lesson.estimatedTime).toBeLessThanOrEqual(15);
      }
      for (const [index, lesson] of routine.entries()) {
        if (index > 0) expect(rank(lesson)).toBeGreaterThanOrEqual(rank(routine[index - 1] as Lesson));
      }
    }
  });

  it.each<[number, string, string, number]>([
    [20, 'Time Management Systems', 'Intermediate', 20],
    [21, 'Seasonal Organization', 'Advanced', 30],
    [22, 'Advanced Storage Solutions', 'Advanced', 45],
    [23, 'Maintenance & Troubleshooting', 'Expert', 60],
    [24, 'Organization Leadership', 'Master', 120],
  ])('lesson %s is %s, %s, %s minutes', (id, title, difficulty, minutes) => {
    for (const style of ROOM_STYLES) {
      expect(findLesson(id, style)).toMatchObject({ title, difficulty, estimatedTime: minutes, unit: 3 });
    }
  });
});

describe('lesson content shape', () => {
  const everyLesson = ROOM_STYLES.flatMap((style) => lessonPath(style).map((lesson) => [style, lesson.id, lesson] as const));
  const filled = (text: string) => text.trim().length > 0;

  it.each(everyLesson)('%s lesson %s has complete content', (_style, _id, lesson) => {
    expect(filled(lesson.title)).toBe(true);
    expect(filled(lesson.description)).toBe(true);
    expect(filled(lesson.unitTitle)).toBe(true);
    expect(LESSON_ICONS as readonly string[]).toContain(lesson.icon);

    expect(lesson.learningPoints.length).toBeGreaterThanOrEqual(3);
    expect(lesson.learningPoints.length).toBeLessThanOrEqual(5);
    expect(lesson.learningPoints.every(filled)).toBe(true);

    expect(lesson.subSteps.length).toBeGreaterThanOrEqual(3);
    expect(lesson.subSteps.length).toBeLessThanOrEqual(6);
    for (const step of lesson.subSteps) {
      expect(filled(step.title)).toBe(true);
      expect(filled(step.content)).toBe(true);
      expect(step.content.split('\n').every(filled)).toBe(true);
    }

    expect(lesson.tasks.length).toBeGreaterThanOrEqual(2);
    expect(lesson.tasks.length).toBeLessThanOrEqual(5);
    expect(lesson.tasks.every(filled)).toBe(true);
  });

  it('each room routine is its own content', () => {
    const routineTitles = ROOM_STYLES.map((style) =>
      (lessonUnits(style)[1]?.lessons ?? []).map((lesson) => lesson.title).join('|'),
    );
    expect(new Set(routineTitles).size).toBe(ROOM_STYLES.length);
  });

  it('lesson 2 asks for the starting space on its second screen', () => {
    const lesson = findLesson(2, 'other');
    expect(lesson?.subSteps.length).toBeGreaterThanOrEqual(2);
    expect(lesson?.subSteps[1]?.content.toLowerCase()).toContain('space');
  });
});

describe('isLessonId and isRoutineLesson', () => {
  it.each<[number, boolean, boolean]>([
    [0, false, false],
    [1, true, false],
    [6, true, false],
    [7, true, true],
    [19, true, true],
    [20, true, false],
    [24, true, false],
    [25, false, false],
    [3.5, false, false],
    [-7, false, false],
    [Number.NaN, false, false],
  ])('%s → lesson %s, routine %s', (id, lesson, routine) => {
    expect(isLessonId(id)).toBe(lesson);
    expect(isRoutineLesson(id)).toBe(routine);
  });
});

describe('roomStyleFor (motivation_style → Unit 2 routine)', () => {
  it.each<[string | null | undefined, RoomStyle]>([
    ['bedroom', 'bedroom'],
    ['kitchen', 'kitchen'],
    ['living-room', 'living-room'],
    ['office', 'office'],
    ['bathroom', 'bathroom'],
    ['other', 'other'],
    ['garage', 'other'],
    ['gym', 'other'],
    ['gentle', 'other'],
    [null, 'other'],
    [undefined, 'other'],
    ['', 'other'],
    ['Kitchen', 'other'],
    ['attic', 'other'],
  ])('%s → %s', (motivationStyle, style) => {
    expect(roomStyleFor(motivationStyle)).toBe(style);
  });

  it('gives every stored preference value a routine', () => {
    for (const value of MOTIVATION_STYLES) expect(ROOM_STYLES).toContain(roomStyleFor(value));
  });

  it('names the routine unit after the room', () => {
    expect(lessonUnits('kitchen')[1]?.title).toBe('Kitchen Routine');
    expect(lessonUnits('living-room')[1]?.title).toBe('Living Room Routine');
    expect(lessonUnits('bedroom')[1]?.title).toBe('Bedroom Routine');
    expect(lessonUnits('office')[1]?.title).toBe('Office Routine');
    expect(lessonUnits('bathroom')[1]?.title).toBe('Bathroom Routine');
    expect(lessonUnits('other')[1]?.title).toBe('Any Space Routine');
  });
});

describe('isPathComplete (the "more coming soon" marker)', () => {
  it.each<[string, number[], boolean]>([
    ['nothing done', [], false],
    ['Unit 1 done', range(1, 6), false],
    ['all but the last', range(1, 23), false],
    ['all 24 done', ALL_IDS, true],
    ['all 24 plus stale ids', [...ALL_IDS, 0, 25, 99], true],
    ['24 ids but one is off the path', [...range(1, 23), 25], false],
  ])('%s → %s', (_case, completed, complete) => {
    expect(isPathComplete(done(...completed))).toBe(complete);
  });
});

describe('lessonXp: 100 per completed lesson', () => {
  it.each([
    [0, 0],
    [1, 100],
    [6, 600],
    [24, 2400],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s lessons → %s XP', (count, xp) => {
    expect(lessonXp(count)).toBe(xp);
  });

  it('uses the spec constant', () => {
    expect(lessonXp(3)).toBe(3 * XP_PER_LESSON);
  });
});

describe('mascotMessage (01 §2)', () => {
  it.each<[string, { signedIn: boolean; completedCount: number; total: number }, string]>([
    ['signed out', { signedIn: false, completedCount: 0, total: 24 }, MASCOT_SIGNED_OUT_MESSAGE],
    ['signed out with progress', { signedIn: false, completedCount: 3, total: 24 }, MASCOT_SIGNED_OUT_MESSAGE],
    ['nothing done yet', { signedIn: true, completedCount: 0, total: 24 }, MASCOT_WELCOME_MESSAGE],
    ['one done', { signedIn: true, completedCount: 1, total: 24 }, "Great progress! You've completed 1 of 24 lessons. Keep going!"],
    ['three of six', { signedIn: true, completedCount: 3, total: 6 }, "Great progress! You've completed 3 of 6 lessons. Keep going!"],
    ['all but one', { signedIn: true, completedCount: 23, total: 24 }, "Great progress! You've completed 23 of 24 lessons. Keep going!"],
    ['all done', { signedIn: true, completedCount: 24, total: 24 }, MASCOT_ALL_DONE_MESSAGE],
    ['Unit 1 all done', { signedIn: true, completedCount: 6, total: 6 }, MASCOT_ALL_DONE_MESSAGE],
  ])('%s', (_case, input, message) => {
    expect(mascotMessage(input)).toBe(message);
  });

  it('asks a signed-out visitor to sign in, welcomes, and congratulates', () => {
    expect(MASCOT_SIGNED_OUT_MESSAGE).toMatch(/sign in/i);
    expect(MASCOT_WELCOME_MESSAGE).toMatch(/welcome/i);
    expect(MASCOT_ALL_DONE_MESSAGE).toMatch(/congratulations/i);
  });
});

describe('lessonSpecialStep (02 §2)', () => {
  it.each<[number, number, ReturnType<typeof lessonSpecialStep>]>([
    [2, 0, 'no-checkbox'],
    [2, 1, 'choose-space'],
    [2, 2, 'before-photo'],
    [2, 3, null],
    [1, 0, null],
    [1, 1, null],
    [3, 0, null],
    [3, 1, null],
    [7, 1, null],
  ])('lesson %s, sub-step %s → %s', (lessonId, index, special) => {
    expect(lessonSpecialStep(lessonId, index)).toBe(special);
  });
});
