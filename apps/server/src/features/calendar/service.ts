import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Role } from '@tidy/domain/constants';
import { isPausedOn, type Pause } from '@tidy/domain/pause';
import {
  describeRecurrence,
  firstDueOn,
  isScheduled,
  occurrencesBetween,
  recurrenceRule,
  type ScheduledRule,
} from '@tidy/domain/recurrence';
import { ROTATION_RECENT_DAYS } from '@tidy/domain/rotation';
import { addDays } from '@tidy/domain/time';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { calendarFeeds, choreMembers, choreOccurrences, chorePauses, chores, spaces, userRoles } from '../../db/schema';
import { NotFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { dayIn, type Clock } from '../../platform/clock';
import { feedShowsChoresOf } from '../../policy/calendar';
import { projectedTurns, type TurnContext } from '../chores/service';
import type { FeedEvent } from './ics';

// Each member's private iCalendar feed of chores (issue 17, decision 019). The feed is addressed by a secret
// token: 32 random bytes, base64url. Only its SHA-256 is stored, so the address is shown once, when it is
// made; renewing replaces the hash (the old address stops working) and revoking deletes it.
//
// The feed reads the chores feature's tables with its own read-only queries (features/chores owns and writes
// them; reads are allowed). What it shows, in each space the member still belongs to and does chores in:
// - a scheduled chore (every N days, weekdays, monthly) of theirs ('one') or open to anyone: one recurring
//   event from its first due day, with EXDATEs for the days a household pause (or, for their own chore, their
//   own pause) skips, a year back and a year ahead;
// - a rotating scheduled chore: one event per turn of theirs in the next ROTATION_WEEKS weeks, projected from
//   the open turn as if each turn were done on its day (the chores calendar projects the same way);
// - an "after done" or one-off chore: one event on the open turn's day, when the turn is theirs or open.
// Archived chores are left out. All-day events without a due time; otherwise timed in the space's zone.

export type CalendarDeps = {
  db: Database;
  clock: Clock;
  /** The server's public address: the feed's URL starts with it. */
  publicUrl: string;
  rateLimiter: RateLimiter;
  /** Multiplies the per-address limit (RATE_LIMIT_ADDRESS_FACTOR), for many people behind one address. */
  addressFactor: number;
};

const TOKEN_BYTES = 32;
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
export const FEED_NOT_FOUND = 'Calendar feed not found.';
export const ROTATION_WEEKS = 8;
const PAUSE_REACH_DAYS = 365;
/** Calendar apps poll a feed every few hours at most; this only stops a loop or a flood of guessed tokens. */
export const FEED_FETCHES_PER_HOUR_PER_ADDRESS = 600;
/** What the feed asks calendar apps to wait between fetches (they mostly choose for themselves). */
export const FEED_REFRESH_SECONDS = 3600;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type FeedStatus = { active: boolean; created_at: string | null };
export type NewFeed = { url: string; webcal_url: string; created_at: string };

export async function feedStatus({ db }: CalendarDeps, actor: Actor): Promise<FeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, actor.userId));
  return { active: row !== undefined, created_at: row?.createdAt.toISOString() ?? null };
}

/** Makes the member's feed address, or a new one in place of the old, which stops working at once. */
export async function renewFeed({ db, clock, publicUrl }: CalendarDeps, actor: Actor): Promise<NewFeed> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const createdAt = clock.now();
  await db
    .insert(calendarFeeds)
    .values({ userId: actor.userId, tokenHash: tokenHash(token), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: tokenHash(token), createdAt } });
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://'), created_at: createdAt.toISOString() };
}

export async function revokeFeed({ db }: CalendarDeps, actor: Actor): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.userId));
}

/** The feed named by `file` ('<token>.ics') as iCalendar text; 404 for a malformed, unknown or revoked token. */
export async function feedCalendar(deps: CalendarDeps, file: string, clientAddress: string): Promise<string> {
  await deps.rateLimiter.consume([
    {
      key: `calendar-feed:address:${clientAddress}`,
      limit: { max: FEED_FETCHES_PER_HOUR_PER_ADDRESS * deps.addressFactor, windowSeconds: 3600 },
    },
  ]);
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) throw new NotFound(FEED_NOT_FOUND);
  const [feed] = await deps.db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash(token)));
  if (!feed) throw new NotFound(FEED_NOT_FOUND);
  const now = deps.clock.now();
  // The iCalendar writer and its time-zone data load on the first feed fetched, not at every start-up (the
  // restart budget is 3 s): esbuild keeps a module reached only by import() lazily evaluated.
  const { renderCalendar } = await import('./ics');
  return renderCalendar({
    name: 'Tidy Steps chores',
    host: new URL(deps.publicUrl).hostname,
    events: await choreEventsOf(deps.db, feed.userId, now),
    stamp: now,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
}

type SpaceOfMember = { id: string; name: string; timeZone: string; today: string };
type ChoreRow = typeof chores.$inferSelect;
type OpenTurn = { dueOn: string; assigneeId: string | null };
type PauseSpan = Pause & { spaceId: string; userId: string | null };

/**
 * The member's chores as feed events, in seven queries whatever their number: memberships, chores, then the
 * rotations, open turns, pauses, recent turns and members of those spaces at once. Each uses an index.
 */
async function choreEventsOf(db: Database, userId: string, now: Date): Promise<FeedEvent[]> {
  const memberships = await db
    .select({
      id: spaces.id,
      name: spaces.name,
      timeZone: spaces.timeZone,
      role: userRoles.role,
      ownerId: spaces.userId,
    })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(eq(userRoles.userId, userId));
  const spacesById = new Map<string, SpaceOfMember>();
  for (const row of memberships) {
    const member = { spaceId: row.id, userId, role: row.role as Role, isOwner: row.ownerId === userId };
    if (feedShowsChoresOf(member)) spacesById.set(row.id, { ...row, today: dayIn(row.timeZone, now) });
  }
  const spaceIds = [...spacesById.keys()];
  if (spaceIds.length === 0) return [];

  // The partial index chores_space_idx (space_id, …) where archived_at is null.
  const rows = await db
    .select()
    .from(chores)
    .where(and(inArray(chores.spaceId, spaceIds), isNull(chores.archivedAt)));
  const candidates = rows.filter((chore) => chore.assignmentMode !== 'one' || chore.assigneeId === userId);
  if (candidates.length === 0) return [];
  const choreIds = candidates.map((chore) => chore.id);
  const rotatingIds = candidates.filter((chore) => chore.assignmentMode === 'rotation').map((chore) => chore.id);
  const earliestToday = [...spacesById.values()].map((space) => space.today).sort()[0]!;

  const [rotationRows, openRows, pauseRows, recentRows, doerRows] = await Promise.all([
    // The (chore_id, user_id) primary key.
    rotatingIds.length === 0
      ? []
      : db
          .select({ choreId: choreMembers.choreId, userId: choreMembers.userId, position: choreMembers.position })
          .from(choreMembers)
          .where(inArray(choreMembers.choreId, rotatingIds)),
    // The partial unique index of open ('todo') turns.
    db
      .select({
        choreId: choreOccurrences.choreId,
        dueOn: choreOccurrences.dueOn,
        assigneeId: choreOccurrences.assigneeId,
      })
      .from(choreOccurrences)
      .where(and(inArray(choreOccurrences.choreId, choreIds), eq(choreOccurrences.state, 'todo'))),
    // (space_id, ends_on): pauses that end within the reach of the feed's EXDATEs, or later.
    db
      .select({
        spaceId: chorePauses.spaceId,
        userId: chorePauses.userId,
        from: chorePauses.startsOn,
        to: chorePauses.endsOn,
      })
      .from(chorePauses)
      .where(
        and(inArray(chorePauses.spaceId, spaceIds), gte(chorePauses.endsOn, addDays(earliestToday, -PAUSE_REACH_DAYS))),
      ),
    // (chore_id, done_on) where done_by is not null: who did each rotating chore lately (fewest_recent).
    rotatingIds.length === 0
      ? []
      : db
          .select({
            choreId: choreOccurrences.choreId,
            userId: choreOccurrences.doneBy,
            doneOn: choreOccurrences.doneOn,
          })
          .from(choreOccurrences)
          .where(
            and(
              inArray(choreOccurrences.choreId, rotatingIds),
              isNotNull(choreOccurrences.doneBy),
              gte(choreOccurrences.doneOn, addDays(earliestToday, -ROTATION_RECENT_DAYS)),
              inArray(choreOccurrences.state, ['submitted', 'approved', 'sent_back']),
            ),
          ),
    // user_roles_space_idx: who still does chores in each space, so rotations pass over those who left.
    rotatingIds.length === 0
      ? []
      : db
          .select({ spaceId: userRoles.spaceId, userId: userRoles.userId, role: userRoles.role })
          .from(userRoles)
          .where(inArray(userRoles.spaceId, spaceIds)),
  ]);

  const openTurns = new Map<string, OpenTurn>(openRows.map((row) => [row.choreId, row]));
  const rotations = new Map<string, string[]>();
  for (const row of [...rotationRows].sort((a, b) => a.position - b.position)) {
    rotations.set(row.choreId, [...(rotations.get(row.choreId) ?? []), row.userId]);
  }

  const events: FeedEvent[] = [];
  for (const chore of candidates) {
    const space = spacesById.get(chore.spaceId)!;
    // A rule the chores feature stored is valid; a broken row is left out rather than breaking the whole feed.
    const parsed = chore.rule === null ? null : recurrenceRule.safeParse(chore.rule);
    if (parsed && !parsed.success) continue;
    const rule = parsed?.data ?? null;
    const pauses = pauseRows.filter((pause) => pause.spaceId === chore.spaceId);
    const open = openTurns.get(chore.id) ?? null;
    const base = eventBase(chore, space);

    if (rule !== null && isScheduled(rule) && chore.assignmentMode !== 'rotation') {
      events.push(seriesEvent(base, chore, space, rule, pauses, userId));
    } else if (rule !== null && isScheduled(rule)) {
      const doersHere = new Set(
        doerRows.filter((row) => row.spaceId === chore.spaceId && row.role !== 'guest').map((row) => row.userId),
      );
      const since = addDays(space.today, -ROTATION_RECENT_DAYS);
      const recentCounts: Record<string, number> = {};
      for (const row of recentRows) {
        if (row.choreId === chore.id && row.userId && row.doneOn !== null && row.doneOn >= since) {
          recentCounts[row.userId] = (recentCounts[row.userId] ?? 0) + 1;
        }
      }
      const context: TurnContext = {
        doers: doersHere,
        pauses,
        rotation: (rotations.get(chore.id) ?? []).filter((id) => doersHere.has(id)),
        recentCounts,
      };
      // The chores engine's own projection, so the feed and the in-app calendar name the same people.
      const until = addDays(space.today, ROTATION_WEEKS * 7);
      const turns = open ? [open, ...projectedTurns(chore, context, open, space.today, until)] : [];
      for (const turn of turns.filter((turn) => turn.assigneeId === userId)) {
        events.push({
          ...base,
          id: `chore-${chore.id}-${turn.dueOn}`,
          date: turn.dueOn,
          description: descriptionOf(chore, space, 'Your turn'),
        });
      }
    } else if (open && (open.assigneeId === userId || (open.assigneeId === null && chore.assignmentMode === 'open'))) {
      // "After done" and one-off chores have no dates fixed in advance: only the open turn has a day.
      const how = rule === null ? 'Once' : describeRecurrence(rule);
      events.push({ ...base, date: open.dueOn, description: descriptionOf(chore, space, how) });
    }
  }
  return events;
}

type EventBase = Omit<FeedEvent, 'date' | 'description'>;

function eventBase(chore: ChoreRow, space: SpaceOfMember): EventBase {
  return {
    id: `chore-${chore.id}`,
    summary: `${chore.title} (${space.name})`,
    dueTime: chore.dueTime,
    timeZone: space.timeZone,
    minutes: chore.estimatedTime,
    repeat: null,
  };
}

function descriptionOf(chore: ChoreRow, space: SpaceOfMember, how: string): string {
  const lines = [how, `${chore.points} points`, `Space: ${space.name}`];
  if (chore.description.trim()) lines.push('', chore.description.trim());
  return lines.join('\n');
}

/**
 * One recurring event from the first due day. A pause's days are left out: the household's, and for a chore of
 * the member's own, their own (the chores engine moves such a turn to when they are back).
 */
function seriesEvent(
  base: EventBase,
  chore: ChoreRow,
  space: SpaceOfMember,
  rule: ScheduledRule,
  pauses: PauseSpan[],
  userId: string,
): FeedEvent {
  const { today } = space;
  const skipping = pauses.filter(
    (pause) => pause.userId === null || (chore.assignmentMode === 'one' && pause.userId === userId),
  );
  const exclude = occurrencesBetween(
    rule,
    chore.anchorOn,
    addDays(today, -PAUSE_REACH_DAYS),
    addDays(today, PAUSE_REACH_DAYS),
  ).filter((date) => isPausedOn(skipping, date));
  const how =
    chore.assignmentMode === 'open' ? `${describeRecurrence(rule)} · open to anyone` : describeRecurrence(rule);
  return {
    ...base,
    date: firstDueOn(rule, chore.anchorOn),
    description: descriptionOf(chore, space, how),
    repeat: { rule, exclude },
  };
}
