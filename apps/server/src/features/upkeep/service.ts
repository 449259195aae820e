import { eq, sql } from 'drizzle-orm';
import type { SpaceType } from '@tidy/domain/constants';
import { MAX_UPKEEP_TASKS_PER_AREA, firstDueDates, isUpkeepDue, upkeepStatus, type UpkeepTaskInput } from '@tidy/domain/upkeep';
import { findUpkeepArea, upkeepAreasFor, type UpkeepArea } from '@tidy/domain/upkeep-areas';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { spaces } from '../../db/schema';
import { Conflict, NotFound } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { canCompleteUpkeep, canManageUpkeep, canSeeUpkeep } from '../../policy/upkeep';
import {
  addAreaChores,
  areaChoreById,
  areaChoreCount,
  areaChoresOfSpace,
  completeAreaChore,
  deleteAreaChore,
  findAreaChore,
  type AreaChore,
} from '../chores/service';
import { claimUpkeepStart } from '../home/service';
import {
  SPACE_NOT_FOUND,
  authorize,
  findMembership,
  isUuid,
  requireMembership,
  type Membership,
} from '../../policy/spaces';

// Recurring upkeep of a space's areas (spec 02 §2 sub-space screen). Which areas a space has is content
// (packages/domain/upkeep-areas); the tasks are chores with an area (decision 021), started from that
// content the first time anyone opens the space's areas. The chores feature writes them and moves their
// turns; this feature keeps the screen's answers, rights and messages. Dates are the household's: every read
// and completion carries "today".

export type UpkeepDeps = { db: Database; realtime: RealtimeBus; clock: Clock };

export const SUB_SPACE_NOT_FOUND = 'Sub-space not found';
const TASK_NOT_FOUND = 'Upkeep task not found';
export const MANAGE_FORBIDDEN = 'Only organizers and parents can add or remove upkeep tasks.';
export const COMPLETE_FORBIDDEN = 'Guests cannot mark upkeep tasks complete.';

/** An upkeep task as the screen shows it: next due is its open turn's day. */
function toUpkeepTask(row: AreaChore, today: string) {
  return {
    id: row.id,
    name: row.title,
    interval_days: row.intervalDays,
    last_done_on: row.lastDoneOn,
    last_done_by_name: row.lastDoneOn === null ? null : row.lastDoneByName || 'Unknown User',
    next_due_on: row.dueOn,
    status: upkeepStatus(row.dueOn, today, row.lastDoneOn),
  };
}

const announce = (deps: UpkeepDeps, spaceId: string, id: string) =>
  deps.realtime.publish(spaceId, { type: 'changed', what: 'upkeep', id });

/** The space a member reads upkeep of: its name and type decide its areas. */
async function spaceOf(db: Database, member: Membership) {
  authorize(canSeeUpkeep(member), 'You cannot see the upkeep of this space.');
  const [space] = await db
    .select({ id: spaces.id, name: spaces.name, spaceType: spaces.spaceType, upkeepStartedAt: spaces.upkeepStartedAt })
    .from(spaces)
    .where(eq(spaces.id, member.spaceId));
  if (!space) throw new NotFound(SPACE_NOT_FOUND);
  return { ...space, spaceType: space.spaceType as SpaceType };
}

function requireArea(spaceType: SpaceType, areaId: string): UpkeepArea {
  const area = findUpkeepArea(spaceType, areaId);
  if (!area) throw new NotFound(SUB_SPACE_NOT_FOUND);
  return area;
}

/**
 * Gives a space the starting tasks of its areas, once in its life: the first read marks the space started
 * and adds them in one transaction. Only the read whose update finds the space unstarted adds them, so two
 * first reads at once cannot both add them, and a household that deleted every one does not get them back.
 * Their first due dates are spread over each one's interval from the household's `today`
 * (firstDueDates), so a new space does not start with every task due at once.
 */
async function ensureStarterTasks(
  db: Database,
  space: { id: string; spaceType: SpaceType; upkeepStartedAt: Date | null },
  today: string,
) {
  if (space.upkeepStartedAt) return;
  await db.transaction(async (tx) => {
    if (!(await claimUpkeepStart(tx, space.id))) return;
    // One millisecond apart, so they list in the order the content gives them.
    const start = Date.now();
    const rows = upkeepAreasFor(space.spaceType).flatMap((area) =>
      area.tasks.map((task) => ({ area: area.id, title: task.name, intervalDays: task.interval_days })),
    );
    const firstDue = firstDueDates(
      rows.map((row) => row.intervalDays),
      today,
    );
    await addAreaChores(
      tx,
      space.id,
      rows.map((row, index) => ({ ...row, firstDueOn: firstDue[index]!, createdAt: new Date(start + index) })),
      today,
    );
  });
}

/** The space's areas with how many tasks each has, how many are due and when the next one is. */
export async function listAreas(deps: UpkeepDeps, actor: Actor, spaceId: string, today: string) {
  const member = await requireMembership(deps.db, actor, spaceId);
  const space = await spaceOf(deps.db, member);
  await ensureStarterTasks(deps.db, space, today);
  const rows = await areaChoresOfSpace(deps.db, spaceId);
  return {
    areas: upkeepAreasFor(space.spaceType).map((area) => {
      const tasks = rows.filter((row) => row.area === area.id).map((row) => toUpkeepTask(row, today));
      const dueDates = tasks.map((task) => task.next_due_on).sort();
      return {
        id: area.id,
        name: area.name,
        task_count: tasks.length,
        due_count: tasks.filter((task) => isUpkeepDue(task.next_due_on, today)).length,
        next_due_on: dueDates[0] ?? null,
      };
    }),
  };
}

/** One area (the sub-space screen): the space, the area and its tasks in the order they were added. */
export async function areaDetail(deps: UpkeepDeps, actor: Actor, spaceId: string, areaId: string, today: string) {
  const member = await requireMembership(deps.db, actor, spaceId);
  const space = await spaceOf(deps.db, member);
  const area = requireArea(space.spaceType, areaId);
  await ensureStarterTasks(deps.db, space, today);
  return {
    space: { id: space.id, name: space.name, space_type: space.spaceType },
    area: { id: area.id, name: area.name },
    tasks: (await areaChoresOfSpace(deps.db, spaceId, area.id)).map((row) => toUpkeepTask(row, today)),
  };
}

/** "Add New Task": a recurring task of the area, due at once (organizers and parents). */
export async function addUpkeepTask(
  deps: UpkeepDeps,
  actor: Actor,
  spaceId: string,
  areaId: string,
  input: UpkeepTaskInput,
  today: string,
) {
  const member = await requireMembership(deps.db, actor, spaceId);
  const space = await spaceOf(deps.db, member);
  const area = requireArea(space.spaceType, areaId);
  authorize(canManageUpkeep(member), MANAGE_FORBIDDEN);
  // Started first, so the new task joins the area's starting tasks instead of standing in for them.
  await ensureStarterTasks(deps.db, space, today);
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from spaces where id = ${spaceId} for update`);
    if ((await areaChoreCount(tx, spaceId, area.id)) >= MAX_UPKEEP_TASKS_PER_AREA) {
      throw new Conflict(`An area holds at most ${MAX_UPKEEP_TASKS_PER_AREA} upkeep tasks: remove one first.`);
    }
    const [added] = await addAreaChores(
      tx,
      spaceId,
      [{ area: area.id, title: input.name, intervalDays: input.interval_days, firstDueOn: today, createdBy: actor.userId }],
      today,
    );
    return added!.id;
  });
  await announce(deps, spaceId, id);
  return toUpkeepTask(await readTask(deps.db, id), today);
}

async function readTask(db: Database, id: string) {
  const task = await areaChoreById(db, id);
  if (!task) throw new NotFound(TASK_NOT_FOUND);
  return task;
}

/** The task and its membership, or the same 404 for a task that does not exist and one of another household. */
async function requireTask(db: Database, actor: Actor, taskId: string) {
  const row = isUuid(taskId) ? await findAreaChore(db, taskId) : null;
  const member = row ? await findMembership(db, actor.userId, row.spaceId) : null;
  if (!row || !member) throw new NotFound(TASK_NOT_FOUND);
  return { row, member };
}

/**
 * "Mark Complete": done today, so due again one interval later. Done twice on one day (two people at
 * once, a double tap) counts once; a date earlier than the last one recorded never moves it back.
 */
export async function completeUpkeepTask(deps: UpkeepDeps, actor: Actor, taskId: string, today: string) {
  const { row, member } = await requireTask(deps.db, actor, taskId);
  authorize(canCompleteUpkeep(member), COMPLETE_FORBIDDEN);
  const changed = await deps.db.transaction((tx) => completeAreaChore(tx, row, actor.userId, today, deps.clock.now()));
  if (changed) await announce(deps, row.spaceId, row.id);
  return toUpkeepTask(await readTask(deps.db, row.id), today);
}

/** Removes a task and its history (organizers and parents). */
export async function deleteUpkeepTask(deps: UpkeepDeps, actor: Actor, taskId: string) {
  const { row, member } = await requireTask(deps.db, actor, taskId);
  authorize(canManageUpkeep(member), MANAGE_FORBIDDEN);
  await deps.db.transaction((tx) => deleteAreaChore(tx, row.id));
  await announce(deps, row.spaceId, row.id);
}
