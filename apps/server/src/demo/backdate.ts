import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accounts,
  choreOccurrences,
  chores,
  dailyTasks,
  lessonProgress,
  pointsLedger,
  profiles,
  spaceInvites,
  spacePhotos,
  spaces,
  spaceTasks,
  taskAssignments,
  todoItems,
  userRoles,
  users,
} from '../db/schema';

// The services stamp what they write with "now"; the demo's week happened over seven days. After each step
// the seeder moves those stamps to the moment the step happens in the story. Only timestamps move: the rows,
// points and statuses are the services' own. (Shifting a set of rows keeps their spacing, so lists the
// services order by creation keep their order.)

const shiftedTo = (column: { name: string }, start: Date, table: string, where: ReturnType<typeof sql>) =>
  sql`${start.toISOString()}::timestamptz + (${sql.identifier(column.name)} - (select min(${sql.identifier(column.name)}) from ${sql.identifier(table)} where ${where}))`;

export async function backdateAccount(db: Database, userId: string, at: Date) {
  await db.update(users).set({ createdAt: at, updatedAt: at }).where(eq(users.id, userId));
  await db.update(accounts).set({ createdAt: at, updatedAt: at }).where(eq(accounts.userId, userId));
  await db.update(profiles).set({ createdAt: at, updatedAt: at }).where(eq(profiles.id, userId));
}

/** Spaces made together, a second apart in the order given; their starting task lists with them. */
export async function backdateSpaces(db: Database, spaceIds: string[], at: Date) {
  for (const [index, spaceId] of spaceIds.entries()) {
    const moment = new Date(at.getTime() + index * 1000);
    await db.update(spaces).set({ createdAt: moment, updatedAt: moment }).where(eq(spaces.id, spaceId));
    await db.update(spaceTasks).set({ createdAt: moment, updatedAt: moment }).where(eq(spaceTasks.spaceId, spaceId));
  }
}

/** The set-up: photos, the analysis and the tasks it added. */
export async function backdateSetUp(db: Database, spaceId: string, at: Date) {
  await db.update(spacePhotos).set({ createdAt: at }).where(eq(spacePhotos.spaceId, spaceId));
  await db.update(spaces).set({ analyzedAt: at, updatedAt: at }).where(eq(spaces.id, spaceId));
  await db
    .update(spaceTasks)
    .set({ createdAt: at, updatedAt: at })
    .where(and(eq(spaceTasks.spaceId, spaceId), gt(spaceTasks.createdAt, at)));
}

/** A person's daily tasks of one day that were added together (a millisecond apart), from `at` on. */
export async function backdateDailyTasksOf(db: Database, userId: string, taskDate: string, at: Date) {
  const where = sql`user_id = ${userId} and task_date = ${taskDate}`;
  await db
    .update(dailyTasks)
    .set({ createdAt: shiftedTo(dailyTasks.createdAt, at, 'daily_tasks', where) })
    .where(and(eq(dailyTasks.userId, userId), eq(dailyTasks.taskDate, taskDate)));
}

export async function backdateDailyTask(
  db: Database,
  taskId: string,
  stamps: { createdAt?: Date; completedAt?: Date; submittedAt?: Date; approvedAt?: Date },
) {
  await db.update(dailyTasks).set(stamps).where(eq(dailyTasks.id, taskId));
  if (stamps.approvedAt) {
    await db.update(pointsLedger).set({ createdAt: stamps.approvedAt }).where(eq(pointsLedger.dailyTaskId, taskId));
  }
}

export async function backdateAssignment(
  db: Database,
  assignmentId: string,
  stamps: { createdAt?: Date; submittedAt?: Date; approvedAt?: Date },
) {
  const updatedAt = stamps.approvedAt ?? stamps.submittedAt ?? stamps.createdAt;
  await db
    .update(taskAssignments)
    .set({ ...stamps, ...(updatedAt ? { updatedAt } : {}) })
    .where(eq(taskAssignments.id, assignmentId));
  if (stamps.approvedAt) {
    await db
      .update(pointsLedger)
      .set({ createdAt: stamps.approvedAt })
      .where(eq(pointsLedger.assignmentId, assignmentId));
    await db
      .update(spaceTasks)
      .set({ updatedAt: stamps.approvedAt })
      .where(
        inArray(
          spaceTasks.id,
          db.select({ id: taskAssignments.taskId }).from(taskAssignments).where(eq(taskAssignments.id, assignmentId)),
        ),
      );
  }
}

export async function backdateJoining(
  db: Database,
  userId: string,
  spaceIds: string[],
  inviteId: string,
  invitedAt: Date,
  joinedAt: Date,
) {
  await db
    .update(spaceInvites)
    .set({ createdAt: invitedAt, acceptedAt: joinedAt })
    .where(eq(spaceInvites.id, inviteId));
  await db
    .update(userRoles)
    .set({ createdAt: joinedAt })
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.spaceId, spaceIds)));
}

export async function backdateOrganizerRoles(db: Database, userId: string, spaceIds: string[], at: Date) {
  await db
    .update(userRoles)
    .set({ createdAt: at })
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.spaceId, spaceIds)));
}

/** The space's upkeep tasks (chores of its areas), started together (a millisecond apart) when its areas were first opened. */
export async function backdateUpkeepStart(db: Database, spaceId: string, at: Date) {
  await db.update(spaces).set({ upkeepStartedAt: at }).where(eq(spaces.id, spaceId));
  await db
    .update(chores)
    .set({ createdAt: shiftedTo(chores.createdAt, at, 'chores', sql`space_id = ${spaceId} and area is not null`) })
    .where(and(eq(chores.spaceId, spaceId), isNotNull(chores.area)));
}

/** An upkeep task marked complete on `doneOn` (its turn done without review), stamped `at`. */
export async function backdateUpkeepCompletion(db: Database, taskId: string, doneOn: string, at: Date) {
  await db
    .update(choreOccurrences)
    .set({ createdAt: at, submittedAt: at })
    .where(and(eq(choreOccurrences.choreId, taskId), eq(choreOccurrences.doneOn, doneOn), eq(choreOccurrences.state, 'done')));
}

export async function backdateLesson(db: Database, userId: string, lessonId: number, at: Date) {
  await db
    .update(lessonProgress)
    .set({ completedAt: at })
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
}

export async function backdateTodo(db: Database, itemId: string, stamps: { createdAt: Date; completedAt?: Date }) {
  await db
    .update(todoItems)
    .set({
      createdAt: stamps.createdAt,
      updatedAt: stamps.completedAt ?? stamps.createdAt,
      ...(stamps.completedAt ? { completedAt: stamps.completedAt } : {}),
    })
    .where(eq(todoItems.id, itemId));
}
