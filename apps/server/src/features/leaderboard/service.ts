import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { rankByPoints, weekStartsOn, type LeaderboardPeriod } from '@tidy/domain/leaderboard';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { pointsLedger, profiles, userRoles, users } from '../../db/schema';
import { EARNED_KINDS } from '../points/service';

export type LeaderboardDeps = { db: Database };

export type LeaderboardEntry = { user_id: string; full_name: string; points: number; rank: number; is_you: boolean };

export type Leaderboard = {
  period: LeaderboardPeriod;
  /** The Monday the week began (the person's own calendar), for 'week'; null for 'all'. */
  week_starts_on: string | null;
  entries: LeaderboardEntry[];
};

/**
 * Everyone who shares a space with the viewer, and the viewer, with the points they earned in the viewer's
 * spaces: all time, or since Monday of the viewer's week. Points earned in spaces the viewer is not part of
 * never show. One query: the viewer's spaces (user_roles' unique (user_id, space_id)), their members
 * (user_roles_space_idx), their names, and the ledger rows of those spaces (points_ledger (space_id, created_at)).
 *
 * The week starts at 00:00 UTC of the viewer's Monday: the ledger keeps instants, not the household's time
 * zone, so a point earned late on a Sunday evening west of UTC may count for the new week.
 */
export async function leaderboard(
  deps: LeaderboardDeps,
  actor: Actor,
  query: { period: 'week'; today: string } | { period: 'all' },
): Promise<Leaderboard> {
  const { db } = deps;
  const weekStart = query.period === 'week' ? weekStartsOn(query.today) : null;

  const viewerSpaces = db.select({ spaceId: userRoles.spaceId }).from(userRoles).where(eq(userRoles.userId, actor.userId));
  const members = db.$with('members').as(
    db.selectDistinct({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.spaceId, viewerSpaces)),
  );
  const totals = db.$with('totals').as(
    db
      .select({ userId: pointsLedger.userId, points: sql<number>`sum(${pointsLedger.points})::int`.as('points') })
      .from(pointsLedger)
      .where(
        and(
          inArray(pointsLedger.spaceId, viewerSpaces),
          // Points earned: a reward bought (and its refund) moves the balance, not the standing.
          inArray(pointsLedger.kind, [...EARNED_KINDS]),
          weekStart ? gte(pointsLedger.createdAt, new Date(`${weekStart}T00:00:00Z`)) : undefined,
        ),
      )
      .groupBy(pointsLedger.userId),
  );

  // Driven by the members (a handful of rows), never by a scan of all users.
  const rows = await db
    .with(members, totals)
    .select({
      userId: members.userId,
      fullName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      points: sql<number>`coalesce(${totals.points}, 0)::int`,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(profiles, eq(profiles.id, members.userId))
    .leftJoin(totals, eq(totals.userId, members.userId));

  const scored = rows.map((row) => ({ user_id: row.userId, full_name: row.fullName, points: Number(row.points), is_you: row.userId === actor.userId }));
  // A member of any space is among its members; someone with no space yet stands alone, with nothing earned.
  if (!scored.some((entry) => entry.is_you)) scored.push({ user_id: actor.userId, full_name: actor.fullName, points: 0, is_you: true });
  const entries = rankByPoints(scored);
  return { period: query.period, week_starts_on: weekStart, entries };
}
