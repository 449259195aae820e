import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Role } from '@tidy/domain/constants';
import { assignmentState, dailyTaskState, type TaskState } from '@tidy/domain/task-state';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import {
  choreOccurrences,
  dailyTasks,
  kitchenDevices,
  kitchenDeviceSpaces,
  kitchenPins,
  profiles,
  spaces,
  taskAssignments,
  userRoles,
} from '../../db/schema';
import { HttpError, NotFound } from '../../http/errors';
import { watchKey, type WatchedStream } from '../../platform/realtime/access-watch';
import { deviceActsIn, PIN_ATTEMPTS, showsOnKitchenDevice } from '../../policy/kitchen';
import { isUuid } from '../../policy/spaces';
import { completeTurn } from '../chores/service';
import { changeDailyTask, submitAssignment } from '../tasks/service';
import { today, type TodayItem } from '../today/service';
import { DEVICE_COOKIE, deviceTokenFrom, forgetDeviceCookie, sha256 } from './credential';
import { pinMatches } from './pin-hash';
import type { KitchenDeps } from './service';

// The tablet's side (issue 20, decision 028). Every request is authenticated by the device's own credential,
// looked up in the database each time. A member who picks themself (with their PIN, if they set one) sees their
// own day in the spaces the tablet shows and marks things done through the very services of their own Today:
// the work is recorded as theirs, under the same rules, and nothing else can be done from here.

export const DEVICE_NOT_LINKED = 'This tablet is not linked. An organizer can link it from Family on their phone.';
export const MEMBER_NOT_FOUND = 'This person is not on this tablet.';
const LAST_USED_EVERY_MS = 60_000;
/** The watch key that stands for "the device is still linked" (decision 017's access watch, keyed by device). */
export const DEVICE_ITSELF = '';

export type LinkedDevice = { id: string; name: string; spaces: { id: string; name: string }[] };

const isSecure = (publicUrl: string) => publicUrl.startsWith('https:');

/** A device with the spaces it shows, each row one space (or none); the spaces whose linker still runs them count. */
function coverage(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: kitchenDevices.id,
      name: kitchenDevices.name,
      lastUsedAt: kitchenDevices.lastUsedAt,
      spaceId: kitchenDeviceSpaces.spaceId,
      spaceName: spaces.name,
      linkerRole: userRoles.role,
    })
    .from(kitchenDevices)
    .leftJoin(kitchenDeviceSpaces, eq(kitchenDeviceSpaces.deviceId, kitchenDevices.id))
    .leftJoin(
      userRoles,
      and(eq(userRoles.spaceId, kitchenDeviceSpaces.spaceId), eq(userRoles.userId, kitchenDevices.linkedBy)),
    )
    .leftJoin(spaces, eq(spaces.id, kitchenDeviceSpaces.spaceId))
    .where(where);
}

type CoverageRow = Awaited<ReturnType<typeof coverage>>[number];
const actsIn = (row: CoverageRow) =>
  row.spaceId !== null && row.linkerRole !== null && deviceActsIn({ role: row.linkerRole as Role });

/**
 * The linked device making the request, or a 401 (and the browser told to forget a credential that no longer
 * works). One query on the token's unique index and primary keys; `last_used_at` is written at most once a minute.
 */
export async function requireDevice(deps: KitchenDeps, c: Context): Promise<LinkedDevice> {
  const token = deviceTokenFrom(c);
  const rows = token ? await coverage(deps.db, eq(kitchenDevices.tokenHash, sha256(token))) : [];
  const [first] = rows;
  if (!first) {
    if (c.req.header('cookie')?.includes(`${DEVICE_COOKIE}=`)) forgetDeviceCookie(c, isSecure(deps.publicUrl));
    throw new HttpError(401, 'device_not_linked', DEVICE_NOT_LINKED);
  }
  const now = deps.clock.now();
  if (!first.lastUsedAt || now.getTime() - first.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await deps.db.update(kitchenDevices).set({ lastUsedAt: now }).where(eq(kitchenDevices.id, first.id));
  }
  const shown = rows.filter(actsIn).map((row) => ({ id: row.spaceId!, name: row.spaceName ?? '' }));
  shown.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { id: first.id, name: first.name, spaces: shown };
}

/**
 * Of these device streams, the keys still allowed: the device itself while it is linked, and each space while it
 * still shows it. One query over every open device stream of the process.
 */
export async function deviceStreamsStillAllowed(db: Database, streams: WatchedStream[]): Promise<Set<string>> {
  const ids = [...new Set(streams.map((stream) => stream.sessionId))].filter(isUuid);
  const allowed = new Set<string>();
  if (ids.length === 0) return allowed;
  const rows = await coverage(db, and(inArray(kitchenDevices.id, ids), isNotNull(kitchenDevices.tokenHash)));
  for (const row of rows) {
    allowed.add(watchKey({ sessionId: row.id, spaceId: DEVICE_ITSELF }));
    if (actsIn(row)) allowed.add(watchKey({ sessionId: row.id, spaceId: row.spaceId! }));
  }
  return allowed;
}

/** Everyone the tablet shows: the members of its spaces but guests, each once, by name, and whether they use a PIN. */
export async function household(deps: KitchenDeps, device: LinkedDevice) {
  const spaceIds = device.spaces.map((space) => space.id);
  const rows =
    spaceIds.length === 0
      ? []
      : await deps.db
          .select({
            userId: userRoles.userId,
            role: userRoles.role,
            fullName: profiles.fullName,
            pin: kitchenPins.userId,
          })
          .from(userRoles)
          .leftJoin(profiles, eq(profiles.id, userRoles.userId))
          .leftJoin(kitchenPins, eq(kitchenPins.userId, userRoles.userId))
          .where(inArray(userRoles.spaceId, spaceIds));
  const members = new Map<string, { user_id: string; full_name: string; has_pin: boolean }>();
  for (const row of rows) {
    if (!showsOnKitchenDevice({ role: row.role as Role }) || members.has(row.userId)) continue;
    members.set(row.userId, {
      user_id: row.userId,
      full_name: row.fullName || 'Unknown User',
      has_pin: row.pin !== null,
    });
  }
  return {
    device: { id: device.id, name: device.name },
    spaces: device.spaces,
    members: [...members.values()].sort(
      (a, b) => a.full_name.localeCompare(b.full_name) || a.user_id.localeCompare(b.user_id),
    ),
  };
}

/** A member who picked themself on the tablet: who they are to the services, and the tablet's spaces they are in. */
export type MemberOnDevice = { actor: Actor; spaceIds: string[]; hasPin: boolean };

/**
 * The member `userId` as they act on this tablet: in one of its spaces (not as a guest), else 404; with their PIN
 * when they set one (403 `pin_required` without it, 403 `wrong_pin` when wrong). A try is counted before the PIN
 * is checked and given back when it was right, so of tries made at once no more than five wrong ones are ever
 * checked in a 15-minute window (per person and tablet, in the database for every process); then 429.
 */
export async function requireMember(
  deps: KitchenDeps,
  device: LinkedDevice,
  userId: string,
  pin: string | undefined,
): Promise<MemberOnDevice> {
  const spaceIds = device.spaces.map((space) => space.id);
  const rows =
    spaceIds.length === 0
      ? []
      : await deps.db
          .select({
            spaceId: userRoles.spaceId,
            role: userRoles.role,
            fullName: profiles.fullName,
            pinHash: kitchenPins.pinHash,
          })
          .from(userRoles)
          .leftJoin(profiles, eq(profiles.id, userRoles.userId))
          .leftJoin(kitchenPins, eq(kitchenPins.userId, userRoles.userId))
          .where(and(eq(userRoles.userId, userId), inArray(userRoles.spaceId, spaceIds)));
  const shown = rows.filter((row) => showsOnKitchenDevice({ role: row.role as Role }));
  const [first] = shown;
  if (!first) throw new NotFound(MEMBER_NOT_FOUND);
  if (first.pinHash) await checkPin(deps, `kitchen-pin:${device.id}:${userId}`, pin, first.pinHash);
  return {
    actor: actingMember(userId, first.fullName || 'Unknown User', device.id),
    spaceIds: shown.map((row) => row.spaceId),
    hasPin: first.pinHash !== null,
  };
}

async function checkPin(deps: KitchenDeps, key: string, pin: string | undefined, pinHash: string) {
  if (pin === undefined) throw new HttpError(403, 'pin_required', 'Enter your PIN.');
  const attempt = [{ key, limit: PIN_ATTEMPTS }];
  await deps.rateLimiter.consume(attempt);
  if (await pinMatches(pin, pinHash)) {
    await deps.rateLimiter.release(attempt);
    return;
  }
  throw new HttpError(403, 'wrong_pin', 'That PIN is not right. Please try again.');
}

/**
 * The member, in the shape the services take. They read who is acting (the id and the name that notifications
 * show); there is no session behind it, so the session fields name the tablet and never match one.
 */
function actingMember(userId: string, fullName: string, deviceId: string): Actor {
  return {
    userId,
    fullName,
    email: '',
    emailVerified: false,
    avatarUrl: null,
    sessionId: `kitchen-device:${deviceId}`,
    sessionExpiresAt: new Date(0),
  };
}

export type KitchenItem = {
  kind: 'daily' | 'assignment' | 'chore';
  id: string;
  space: { id: string; name: string };
  title: string;
  estimated_time: number | null;
  state: TaskState;
  points: number | null;
  points_awarded: number | null;
  rejection_reason: string | null;
  due_on: string | null;
  overdue: boolean;
  /** A chore nobody has taken yet: doing it takes it. */
  open: boolean;
};

function kitchenItem(item: TodayItem & { kind: KitchenItem['kind'] }): KitchenItem {
  return {
    kind: item.kind,
    id: item.id,
    space: item.space,
    title: item.title,
    estimated_time: item.estimated_time,
    state: item.state,
    points: item.points,
    points_awarded: item.points_awarded,
    rejection_reason: item.rejection_reason,
    due_on: item.due_on,
    overdue: item.overdue,
    open: item.chore?.open ?? false,
  };
}

/**
 * The member's day on the tablet: their Today (the same read, in the tablet's spaces only), without what is not
 * theirs to do here (reviews, suggestions, an area's upkeep) and with their points in each space.
 */
export async function memberDay(deps: KitchenDeps, member: MemberOnDevice, date: string) {
  const day = await today(deps.db, member.actor, date, deps.clock.now(), { spaceIds: member.spaceIds });
  return {
    member: { user_id: member.actor.userId, full_name: member.actor.fullName, has_pin: member.hasPin },
    date: day.date,
    spaces: day.spaces.map((space) => ({ id: space.id, name: space.name, points: space.points })),
    items: day.items.flatMap((item) => (item.kind === 'upkeep' ? [] : [kitchenItem({ ...item, kind: item.kind })])),
  };
}

export type Outcome = { state: TaskState; points_awarded: number | null };

const TURN_STATES: Record<string, TaskState> = {
  todo: 'to_do',
  submitted: 'waiting',
  approved: 'approved',
  sent_back: 'sent_back',
  done: 'done',
  skipped: 'done',
};

/** Marks a chore turn done as the member: the chores service's own `completeTurn`, for a turn in the tablet's spaces. */
export async function completeChoreTurn(
  deps: KitchenDeps,
  member: MemberOnDevice,
  occurrenceId: string,
): Promise<Outcome> {
  const [row] = isUuid(occurrenceId)
    ? await deps.db
        .select({ spaceId: choreOccurrences.spaceId })
        .from(choreOccurrences)
        .where(eq(choreOccurrences.id, occurrenceId))
    : [];
  if (!row || !member.spaceIds.includes(row.spaceId)) throw new NotFound('Chore not found');
  const { occurrence } = await completeTurn(deps, member.actor, occurrenceId);
  return { state: TURN_STATES[occurrence.state] ?? 'done', points_awarded: occurrence.points_awarded };
}

/** Marks done, not done, or sends one of the member's daily tasks: the tasks service's own `changeDailyTask`. */
export async function changeMemberDailyTask(
  deps: KitchenDeps,
  member: MemberOnDevice,
  taskId: string,
  action: 'complete' | 'uncomplete' | 'submit',
): Promise<Outcome> {
  const [row] = isUuid(taskId)
    ? await deps.db
        .select({ spaceId: dailyTasks.spaceId, userId: dailyTasks.userId })
        .from(dailyTasks)
        .where(eq(dailyTasks.id, taskId))
    : [];
  if (!row || row.userId !== member.actor.userId || !member.spaceIds.includes(row.spaceId))
    throw new NotFound('Task not found');
  const task = await changeDailyTask(deps, member.actor, taskId, action);
  return { state: dailyTaskState(task), points_awarded: task.points_awarded };
}

/** Sends what was assigned to the member for review: the tasks service's own `submitAssignment`. */
export async function submitMemberAssignment(
  deps: KitchenDeps,
  member: MemberOnDevice,
  assignmentId: string,
): Promise<Outcome> {
  const [row] = isUuid(assignmentId)
    ? await deps.db
        .select({ spaceId: taskAssignments.spaceId, assignedTo: taskAssignments.assignedTo })
        .from(taskAssignments)
        .where(eq(taskAssignments.id, assignmentId))
    : [];
  if (!row || row.assignedTo !== member.actor.userId || !member.spaceIds.includes(row.spaceId))
    throw new NotFound('Task not found');
  const assignment = await submitAssignment(deps, member.actor, assignmentId);
  return { state: assignmentState(assignment.status), points_awarded: assignment.points_awarded };
}
