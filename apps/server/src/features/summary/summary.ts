import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@tidy/domain/constants';
import { dueInstant, isOverdue } from '@tidy/domain/recurrence';
import { addDays, isIsoDate } from '@tidy/domain/time';
import {
  summaryHeadlines,
  summaryWeekOf,
  weekLabel,
  type SummaryFigures,
  type SummaryWeek,
} from '@tidy/domain/weekly-summary';
import type { Database } from '../../db/client';
import {
  choreOccurrences,
  chores,
  notificationSettings,
  pointsLedger,
  profiles,
  spaces,
  userRoles,
} from '../../db/schema';
import { Invalid } from '../../http/errors';
import { dayIn } from '../../platform/clock';
import { canDoChores } from '../../policy/chores';
import { canSeePointsOf } from '../../policy/summary';
import type { Membership } from '../../policy/spaces';
import { myChoreStreak } from '../chores/service';
import { EARNED_KINDS } from '../points/service';
import { weekAround } from '../rewards/service';
import { DONE_STATES, type SummaryDeps } from './shared';

// The weekly summary (issue 17): for one person, across their spaces, what a household week held — chores
// done per member, tasks approved, points earned and spent (only whose points they may see), their own
// streak, what is overdue now and the rewards redeemed — and its headlines (packages/domain). The page,
// the e-mail and the push are all made from this one answer.
//
// A week is named by its Monday; each space counts that Monday to Sunday on its own clock (spaces.time_zone),
// with the rewards' week (weekAround). "This week" is the week of today on the person's own clock
// (notification_settings.time_zone, which the weekly e-mail is timed by too). Every part is one query over
// all the person's spaces, except the streak (below).

export type MemberWeek = {
  user_id: string;
  full_name: string;
  is_you: boolean;
  chores_done: number;
  /** Null where the person may not see this member's points (policy/summary.ts). */
  tasks_approved: number | null;
  points_earned: number | null;
  points_spent: number | null;
};

export type SpaceWeek = {
  id: string;
  name: string;
  role: Role;
  members: MemberWeek[];
  /** Turns still to do that are past due now, on the household's clock. */
  chores_overdue: number;
  /** Rewards bought this week (and not refunded), of the members whose points the person may see. */
  rewards_redeemed: number;
  /** The person's chore streak now; null where they do no chores (a guest). */
  my_streak: { current: number; paused_today: boolean } | null;
};

export type WeeklySummary = {
  week: { starts_on: string; ends_on: string; label: string; ongoing: boolean; previous: string; next: string | null };
  headlines: string[];
  spaces: SpaceWeek[];
};

type SpaceRow = { member: Membership; name: string; timeZone: string };

/** The person's clock: their own time zone, as the weekly e-mail and the daily reminder use it. */
export async function personalTimeZone(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: notificationSettings.timeZone })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.timeZone ?? 'UTC';
}

/** The week a request names (any day in it), or this week; a week that has not begun yet is refused. */
export function requestedWeek(day: string | undefined, today: string): SummaryWeek {
  const current = summaryWeekOf(today);
  if (day === undefined) return current;
  if (!isIsoDate(day))
    throw new Invalid('week: Use a date like 2026-11-23.', [{ path: 'week', message: 'Use a date like 2026-11-23.' }]);
  const week = summaryWeekOf(day);
  if (week.startsOn > current.startsOn) {
    throw new Invalid('week: Choose this week or an earlier one.', [
      { path: 'week', message: 'Choose this week or an earlier one.' },
    ]);
  }
  return week;
}

async function spacesOf(db: Database, userId: string): Promise<SpaceRow[]> {
  const rows = await db
    .select({
      spaceId: userRoles.spaceId,
      role: userRoles.role,
      ownerId: spaces.userId,
      name: spaces.name,
      timeZone: spaces.timeZone,
    })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(spaces.name), asc(spaces.id));
  return rows.map((row) => ({
    member: { spaceId: row.spaceId, userId, role: row.role as Role, isOwner: row.ownerId === userId },
    name: row.name,
    timeZone: row.timeZone,
  }));
}

/** Everyone in the person's spaces, by name: the user_roles space index. */
function membersOf(db: Database, spaceIds: string[]) {
  return db
    .select({ spaceId: userRoles.spaceId, userId: userRoles.userId, name: profiles.fullName })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(inArray(userRoles.spaceId, spaceIds));
}

/** Chore turns done in the week, by space and member: the (done_by, done_on) index. */
function choresDone(db: Database, spaceIds: string[], memberIds: string[], week: SummaryWeek) {
  return db
    .select({ spaceId: choreOccurrences.spaceId, userId: choreOccurrences.doneBy, done: count() })
    .from(choreOccurrences)
    .where(
      and(
        inArray(choreOccurrences.doneBy, memberIds),
        gte(choreOccurrences.doneOn, week.startsOn),
        lte(choreOccurrences.doneOn, week.endsOn),
        inArray(choreOccurrences.state, [...DONE_STATES]),
        inArray(choreOccurrences.spaceId, spaceIds),
      ),
    )
    .groupBy(choreOccurrences.spaceId, choreOccurrences.doneBy);
}

/**
 * Points moved in the week, by space and member, each space's week on its own clock: earned as the
 * leaderboard counts it (EARNED_KINDS), spent net of refunds, rewards bought and tasks approved that were
 * not undone. The (space_id, created_at) index, once per space; an undo is found on reverses_id.
 */
function pointsMoved(db: Database, windows: { spaceId: string; start: Date; end: Date }[]) {
  const undo = alias(pointsLedger, 'undo');
  const kind = pointsLedger.kind;
  return db
    .select({
      spaceId: pointsLedger.spaceId,
      userId: pointsLedger.userId,
      earned: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${inArray(kind, [...EARNED_KINDS])}), 0)::int`,
      spent: sql<number>`coalesce(-sum(${pointsLedger.points}) filter (where ${kind} in ('spend', 'refund')), 0)::int`,
      redeemed: sql<number>`(count(*) filter (where ${kind} = 'spend' and ${undo.id} is null))::int`,
      tasks: sql<number>`(count(*) filter (where ${kind} = 'earn' and ${undo.id} is null and (${pointsLedger.dailyTaskId} is not null or ${pointsLedger.assignmentId} is not null)))::int`,
    })
    .from(pointsLedger)
    .leftJoin(undo, eq(undo.reversesId, pointsLedger.id))
    .where(
      or(
        ...windows.map((window) =>
          and(
            eq(pointsLedger.spaceId, window.spaceId),
            gte(pointsLedger.createdAt, window.start),
            lt(pointsLedger.createdAt, window.end),
          ),
        ),
      ),
    )
    .groupBy(pointsLedger.spaceId, pointsLedger.userId);
}

/** The open turn of each chore of the spaces (the unique index of turns to do), to see which are overdue now. */
function openTurns(db: Database, spaceIds: string[]) {
  return db
    .select({ spaceId: chores.spaceId, dueOn: choreOccurrences.dueOn, dueTime: chores.dueTime })
    .from(chores)
    .innerJoin(choreOccurrences, and(eq(choreOccurrences.choreId, chores.id), eq(choreOccurrences.state, 'todo')))
    .where(and(inArray(chores.spaceId, spaceIds), isNull(chores.archivedAt)));
}

const key = (spaceId: string, userId: string | null) => `${spaceId} ${userId}`;

/**
 * The weekly summary for the person: `day` names the week (any day in it); without it, this week. `now` is
 * the server's clock, which decides what is overdue and which week is still running.
 */
export async function weeklySummary(deps: SummaryDeps, userId: string, day?: string): Promise<WeeklySummary> {
  const { db } = deps;
  const now = deps.clock.now();
  const [timeZone, memberships] = await Promise.all([personalTimeZone(db, userId), spacesOf(db, userId)]);
  const current = summaryWeekOf(dayIn(timeZone, now));
  const week = requestedWeek(day, dayIn(timeZone, now));
  const ongoing = week.startsOn === current.startsOn;
  const spaceIds = memberships.map((space) => space.member.spaceId);

  const members = spaceIds.length === 0 ? [] : await membersOf(db, spaceIds);
  const memberIds = [...new Set(members.map((row) => row.userId))];
  // The rewards' week of each space, found from noon on its Monday on the space's own clock.
  const windows = memberships.map((space) => ({
    spaceId: space.member.spaceId,
    ...weekAround(space.timeZone, dueInstant(week.startsOn, '12:00', space.timeZone)),
  }));
  const [done, moved, open, streaks] =
    spaceIds.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          choresDone(db, spaceIds, memberIds, week),
          pointsMoved(db, windows),
          openTurns(db, spaceIds),
          // One query pair per space where the person does chores (a person has a few): the chores feature's own
          // streak rule, pauses and all, rather than a second copy of it here.
          Promise.all(
            memberships.map((space) =>
              canDoChores(space.member)
                ? myChoreStreak(db, userId, space.member.spaceId, dayIn(space.timeZone, now))
                : null,
            ),
          ),
        ]);

  const doneBy = new Map(done.map((row) => [key(row.spaceId, row.userId), Number(row.done)]));
  const movedBy = new Map(moved.map((row) => [key(row.spaceId, row.userId), row]));
  const zones = new Map(memberships.map((space) => [space.member.spaceId, space.timeZone]));
  const overdue = new Map<string, number>();
  for (const turn of open) {
    if (isOverdue(turn.dueOn, turn.dueTime, zones.get(turn.spaceId) ?? 'UTC', now))
      overdue.set(turn.spaceId, (overdue.get(turn.spaceId) ?? 0) + 1);
  }

  const spaceWeeks = memberships.map((space, index): SpaceWeek => {
    const viewer = space.member;
    const people = members
      .filter((row) => row.spaceId === viewer.spaceId)
      .map((row): MemberWeek => {
        const points = movedBy.get(key(viewer.spaceId, row.userId));
        const visible = canSeePointsOf(viewer, row.userId);
        return {
          user_id: row.userId,
          full_name: row.name?.trim() || 'Unknown User',
          is_you: row.userId === userId,
          chores_done: doneBy.get(key(viewer.spaceId, row.userId)) ?? 0,
          tasks_approved: visible ? (points?.tasks ?? 0) : null,
          points_earned: visible ? (points?.earned ?? 0) : null,
          points_spent: visible ? (points?.spent ?? 0) : null,
        };
      })
      .sort(
        (a, b) =>
          Number(b.is_you) - Number(a.is_you) ||
          a.full_name.localeCompare(b.full_name) ||
          (a.user_id < b.user_id ? -1 : 1),
      );
    const rewardsRedeemed = people
      .filter((person) => person.points_spent !== null)
      .reduce((sum, person) => sum + (movedBy.get(key(viewer.spaceId, person.user_id))?.redeemed ?? 0), 0);
    const streak = streaks[index];
    return {
      id: viewer.spaceId,
      name: space.name,
      role: viewer.role,
      members: people,
      chores_overdue: overdue.get(viewer.spaceId) ?? 0,
      rewards_redeemed: rewardsRedeemed,
      my_streak: streak ? { current: streak.current, paused_today: streak.pausedToday } : null,
    };
  });

  return {
    week: {
      starts_on: week.startsOn,
      ends_on: week.endsOn,
      label: weekLabel(week),
      ongoing,
      previous: addDays(week.startsOn, -7),
      next: ongoing ? null : addDays(week.startsOn, 7),
    },
    headlines: summaryHeadlines(figuresOf(spaceWeeks, ongoing)),
    spaces: spaceWeeks,
  };
}

/** The headline numbers: the person's own, and everyone's they may see, summed over their spaces. */
export function figuresOf(spaceWeeks: readonly SpaceWeek[], ongoing: boolean): SummaryFigures {
  const you = { chores: 0, tasks: 0, earned: 0, spent: 0, streak: 0 };
  const household = { members: 0, chores: 0, tasks: 0, overdue: 0, rewards: 0 };
  const choresBy = new Map<string, { name: string; chores: number; isYou: boolean }>();
  for (const space of spaceWeeks) {
    household.overdue += space.chores_overdue;
    household.rewards += space.rewards_redeemed;
    you.streak = Math.max(you.streak, space.my_streak?.current ?? 0);
    for (const member of space.members) {
      household.chores += member.chores_done;
      household.tasks += member.tasks_approved ?? 0;
      const mine = choresBy.get(member.user_id) ?? { name: member.full_name, chores: 0, isYou: member.is_you };
      choresBy.set(member.user_id, { ...mine, chores: mine.chores + member.chores_done });
      if (!member.is_you) continue;
      you.chores += member.chores_done;
      you.tasks += member.tasks_approved ?? 0;
      you.earned += member.points_earned ?? 0;
      you.spent += member.points_spent ?? 0;
    }
  }
  household.members = choresBy.size;
  const [top] = [...choresBy.values()].sort(
    (a, b) => b.chores - a.chores || Number(b.isYou) - Number(a.isYou) || a.name.localeCompare(b.name),
  );
  return { ongoing, you, household, mostChores: top && top.chores > 0 ? top : null };
}
