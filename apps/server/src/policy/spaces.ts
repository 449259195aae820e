import { and, eq } from 'drizzle-orm';
import type { Role } from '@tidy/domain/constants';
import type { Actor } from '../auth/session';
import type { Database } from '../db/client';
import { spaces, userRoles } from '../db/schema';
import { Forbidden, NotFound } from '../http/errors';

// Who may do what inside a space: one function per decision, used by every route (docs/permissions.md).
// A person who is not a member gets 404 for anything in the space, so they never learn it exists.

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
/** Anyone but the creator may leave; the creator is always an organizer of their space (they can delete it). */
export const canLeave = (member: Membership) => !member.isOwner;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the address are checked before they reach the database, so a malformed one is a plain 404. */
export const isUuid = (value: string) => UUID.test(value);

export const SPACE_NOT_FOUND = 'Space not found';

/** The actor's membership of the space, or null when they have none (or the space does not exist). */
export async function findMembership(db: Database, userId: string, spaceId: string): Promise<Membership | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await db
    .select({ role: userRoles.role, ownerId: spaces.userId })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(and(eq(userRoles.spaceId, spaceId), eq(userRoles.userId, userId)));
  return row ? { spaceId, userId, role: row.role as Role, isOwner: row.ownerId === userId } : null;
}

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
