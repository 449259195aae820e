import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Role } from '@tidy/domain/constants';
import type { Actor } from '../auth/session';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { sessions, spaces, userRoles } from '../db/schema';
import { watchKey, type WatchedStream } from '../platform/realtime/access-watch';
import { Forbidden, NotFound } from '../http/errors';

// Who may do what inside a space: one function per decision, used by every route (docs/permissions.md).
// A person who is not a member gets 404 for anything in the space, so they never learn it exists.

/** `isOwner`: the person is the space's owner (`spaces.user_id`): its creator, or whom its organizer handed it to. */
export type Membership = { spaceId: string; userId: string; role: Role; isOwner: boolean };

export const canViewSpace = (member: Membership) => Boolean(member);
export const canEditSpace = (member: Membership) => member.role === 'organizer';
export const canDeleteSpace = (member: Membership) => member.role === 'organizer';
export const canInvite = (member: Membership) => member.role === 'organizer';
export const canCancelInvite = (member: Membership) => member.role === 'organizer';
/** Organizers and parents see who has been invited; children and guests see only the members. */
export const canSeeInvites = (member: Membership) => member.role === 'organizer' || member.role === 'parent';
/** Organizers remove others; nobody removes themself (they leave) and nobody removes the space's creator. */
export const canRemoveMember = (member: Membership, target: { userId: string; isCreator: boolean }) =>
  member.role === 'organizer' && target.userId !== member.userId && !target.isCreator;
/** Those who manage members (organizers) see their e-mail addresses; everyone else sees names, and their own. */
export const canSeeMemberEmails = (member: Membership) => member.role === 'organizer';
/** A member's e-mail address as `viewer` may see it: the address, or null. */
export const memberEmailFor = (viewer: Membership, member: { userId: string; email: string | null }) =>
  canSeeMemberEmails(viewer) || member.userId === viewer.userId ? (member.email ?? '') : null;
/**
 * Anyone but the space's owner may leave: its organizer (its creator, or whom it was handed to), who can hand it
 * over or delete it instead.
 */
export const canLeave = (member: Membership) => !member.isOwner;
/** The space's owner, its organizer, may make a parent the organizer in their place (decision 027). */
export const canHandOverSpace = (member: Membership) => member.role === 'organizer' && member.isOwner;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the address are checked before they reach the database, so a malformed one is a plain 404. */
export const isUuid = (value: string) => UUID.test(value);

export const SPACE_NOT_FOUND = 'Space not found';

/** The actor's membership of the space, or null when they have none (or the space does not exist). */
export async function findMembership(db: Database, userId: string, spaceId: string): Promise<Membership | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await membershipOf(db).execute({ spaceId, userId });
  return membershipFrom(row ?? null, userId, spaceId);
}

/**
 * What a membership is read from: the person's role in the space and the space's creator. A statement that
 * reads something of a space (a task) may read the actor's membership with it, one round trip instead of two:
 * it selects these, joins `spaces` on the thing's space and left-joins `userRoles` on `membershipOn`, and
 * hands the row to `membershipFrom`.
 */
export const membershipColumns = { memberRole: userRoles.role, spaceOwnerId: spaces.userId };

/** The person's role row in the space, if any: what a member is. */
export const membershipOn = (spaceId: SQLWrapper, userId: SQLWrapper) =>
  and(eq(userRoles.spaceId, spaceId), eq(userRoles.userId, userId));

/** The membership of `userId` in `spaceId` from a row of `membershipColumns`, or null when they have no role there. */
export function membershipFrom(
  row: { memberRole: string | null; spaceOwnerId: string | null } | null,
  userId: string,
  spaceId: string,
): Membership | null {
  if (!row?.memberRole) return null;
  return { spaceId, userId, role: row.memberRole as Role, isOwner: row.spaceOwnerId === userId };
}

// Asked by nearly every route of a space: prepared once (db/prepared.ts).
const membershipOf = preparedStatement((db) =>
  db
    .select(membershipColumns)
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(membershipOn(sql.placeholder('spaceId'), sql.placeholder('userId')))
    .prepare('tidy_membership_of'),
);

/** The actor's membership, or a 404 that says nothing about whether the space exists. */
export async function requireMembership(db: Database, actor: Actor, spaceId: string): Promise<Membership> {
  const member = await findMembership(db, actor.userId, spaceId);
  if (!member) throw new NotFound(SPACE_NOT_FOUND);
  return member;
}

/** Throws 403 with a reason unless the decision allows it. */
export function authorize(allowed: boolean, reason: string): void {
  if (!allowed) throw new Forbidden(reason);
}

const STREAM_CHECK_CHUNK = 500;

/**
 * Of these live streams, the ones (`watchKey`) whose session is still alive and whose person is still a member
 * of the space: what a stream needed when it opened, asked again for all open streams at once. Each stream is
 * one (session, space) pair looked up by primary key and by the member's unique (user, space) index.
 */
export async function streamsStillAllowed(db: Database, streams: WatchedStream[]): Promise<Set<string>> {
  const allowed = new Set<string>();
  const now = new Date();
  for (let start = 0; start < streams.length; start += STREAM_CHECK_CHUNK) {
    const chunk = streams.slice(start, start + STREAM_CHECK_CHUNK).filter((stream) => isUuid(stream.spaceId));
    if (chunk.length === 0) continue;
    const pairs = sql.join(
      chunk.map((stream) => sql`(${stream.sessionId}::text, ${stream.spaceId}::uuid)`),
      sql`, `,
    );
    // Both drivers (pg and PGlite) answer raw SQL with { rows }.
    const result = (await db.execute(sql`
      select watched.session_id, watched.space_id
      from (values ${pairs}) as watched (session_id, space_id)
      cross join lateral (
        select 1 from ${sessions}
        join ${userRoles} on ${userRoles.userId} = ${sessions.userId} and ${userRoles.spaceId} = watched.space_id
        where ${sessions.id} = watched.session_id and ${sessions.expiresAt} > ${now}
        limit 1
      ) as still_allowed`)) as unknown as { rows: { session_id: string; space_id: string }[] };
    for (const row of result.rows) allowed.add(watchKey({ sessionId: row.session_id, spaceId: row.space_id }));
  }
  return allowed;
}
