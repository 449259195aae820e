import { and, asc, between, eq, isNotNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { isLessonId, isLessonLocked, lessonXp, roomStyleFor, type RoomStyle } from '@tidy/domain/lessons';
import { currentStreak } from '@tidy/domain/streak';
import { addDays } from '@tidy/domain/time';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { choreOccurrences, dailyTasks, lessonProgress, todoItems } from '../../db/schema';
import { Conflict, NotFound } from '../../http/errors';
import { getPreferences } from '../home/service';

// Lesson progress on the server (01 §2, §4; 02 §4), so it follows the person from device to device, and the
// streak the original hard-coded to 0: days in a row on which the person finished a lesson or a task.

/** What the lesson path shows, in the API's words. */
export type Progress = {
  completed_lessons: number[];
  xp: number;
  streak: { current: number; active_today: boolean };
  room_style: RoomStyle;
};

/**
 * How far back the streak looks. A streak is only ever read from its last day backwards, so a window keeps
 * every query a short index range; a streak longer than this shows as this long.
 */
export const STREAK_WINDOW_DAYS = 400;

export const LOCKED_MESSAGE = 'Complete the previous lessons first.';

// The progress page's reads (and every lesson completed), prepared once (db/prepared.ts).
const lessonIdsOf = preparedStatement((db) =>
  db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, sql.placeholder('userId')))
    .orderBy(asc(lessonProgress.lessonId))
    .prepare('tidy_completed_lesson_ids'),
);

async function completedLessonIds(db: Database, userId: string): Promise<number[]> {
  const rows = await lessonIdsOf(db).execute({ userId });
  return rows.map((row) => row.lessonId);
}

/**
 * Every day in the window on which the person finished something of their own: a lesson, a daily task,
 * a to-do item or an area's upkeep. Each part reads one index (user, day), the partial ones where done.
 */
const activeDayRows = preparedStatement((db) => {
  const [userId, from, today] = [sql.placeholder('userId'), sql.placeholder('from'), sql.placeholder('today')];
  // "Done" is written as the partial indexes' own condition, not a parameter: a plan PostgreSQL keeps for
  // the prepared statement could otherwise not use those indexes.
  // The to-do list's day is nullable (open items have none), so it leads: the union takes its column type.
  return union(
    db
      .select({ day: todoItems.completedOn })
      .from(todoItems)
      .where(
        and(eq(todoItems.userId, userId), sql`${todoItems.completed}`, between(todoItems.completedOn, from, today)),
      ),
    db
      .select({ day: lessonProgress.completedOn })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), between(lessonProgress.completedOn, from, today))),
    db
      .select({ day: dailyTasks.taskDate })
      .from(dailyTasks)
      .where(
        and(eq(dailyTasks.userId, userId), sql`${dailyTasks.isCompleted}`, between(dailyTasks.taskDate, from, today)),
      ),
    // An area's upkeep is a chore whose turns end 'done' (decision 021): the (done_by, done_on) index.
    db
      .select({ day: choreOccurrences.doneOn })
      .from(choreOccurrences)
      .where(
        and(
          eq(choreOccurrences.doneBy, userId),
          isNotNull(choreOccurrences.doneBy),
          eq(choreOccurrences.state, 'done'),
          between(choreOccurrences.doneOn, from, today),
        ),
      ),
  ).prepare('tidy_active_days');
});

async function activeDays(db: Database, userId: string, today: string): Promise<string[]> {
  const rows = await activeDayRows(db).execute({ userId, from: addDays(today, -STREAK_WINDOW_DAYS), today });
  return rows.flatMap((row) => (row.day ? [row.day] : []));
}

/** The person's lesson progress, XP, streak (for their own `today`) and the room their Unit 2 teaches. */
export async function getProgress(db: Database, userId: string, today: string): Promise<Progress> {
  const [completed, days, { preferences }] = await Promise.all([
    completedLessonIds(db, userId),
    activeDays(db, userId, today),
    getPreferences(db, userId),
  ]);
  const onPath = completed.filter(isLessonId);
  const streak = currentStreak(days, today);
  return {
    completed_lessons: onPath,
    xp: lessonXp(onPath.length),
    streak: { current: streak.current, active_today: streak.activeToday },
    room_style: roomStyleFor(preferences.motivation_style),
  };
}

/** A lesson id from the address: only the digits of a lesson on the path; anything else is not found. */
export function parseLessonId(value: string): number {
  const id = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!isLessonId(id)) throw new NotFound('Lesson not found');
  return id;
}

/**
 * Marks a lesson completed on the person's own `today`. The server's own record decides whether it is
 * unlocked (409 otherwise); completing it again changes nothing, so the first day and time spent stay.
 */
export async function completeLesson(
  db: Database,
  userId: string,
  lessonId: number,
  input: { today: string; timeSpentSeconds: number },
): Promise<Progress> {
  const completed = new Set(await completedLessonIds(db, userId));
  if (!completed.has(lessonId)) {
    if (isLessonLocked(lessonId, completed)) throw new Conflict(LOCKED_MESSAGE);
    await db
      .insert(lessonProgress)
      .values({ userId, lessonId, completedOn: input.today, timeSpentSeconds: input.timeSpentSeconds })
      .onConflictDoNothing();
  }
  return getProgress(db, userId, input.today);
}

/**
 * Brings lessons completed on a device while signed out into the person's record. Ids off the path are
 * dropped; the rest are applied in id order against what the server already has, and one that would
 * still be locked is left out (the path is walked in order, on every device). They count on `today`,
 * the day they reach the server.
 */
export async function mergeProgress(db: Database, userId: string, lessonIds: readonly number[], today: string) {
  const completed = new Set(await completedLessonIds(db, userId));
  const added: number[] = [];
  for (const id of [...new Set(lessonIds)].filter(isLessonId).sort((a, b) => a - b)) {
    if (completed.has(id) || isLessonLocked(id, completed)) continue;
    completed.add(id);
    added.push(id);
  }
  if (added.length > 0) {
    await db
      .insert(lessonProgress)
      .values(added.map((lessonId) => ({ userId, lessonId, completedOn: today })))
      .onConflictDoNothing();
  }
  return getProgress(db, userId, today);
}
