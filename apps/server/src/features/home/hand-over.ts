import { and, eq } from 'drizzle-orm';
import type { Role } from '@tidy/domain/constants';
import { whyNotOrganizer } from '@tidy/domain/organizer';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { profiles, spaces, userRoles } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { authorize, canHandOverSpace, requireMembership } from '../../policy/spaces';
import { swapOrganizer } from '../family/service';

// Handing a space over (issue 20, decision 027): its organizer makes a parent of it the organizer and becomes a
// parent. The space's owner (spaces.user_id) moves with the role, so the new organizer is the one who cannot be
// removed or leave, and whose account's deletion would take the space with it.

export type HandOverDeps = { db: Database; realtime: RealtimeBus };

export async function handOverSpace(deps: HandOverDeps, actor: Actor, spaceId: string, successorId: string) {
  const member = await requireMembership(deps.db, actor, spaceId);
  authorize(canHandOverSpace(member), 'Only the organizer of this space can hand it over.');
  if (successorId === actor.userId) throw new Invalid('user_id: You are already the organizer of this space.');
  const organizer = await deps.db.transaction(async (tx) => {
    // Locks the space: of two hand-overs at once (two tabs, two choices), the second finds it is no longer theirs.
    const [space] = await tx
      .select({ ownerId: spaces.userId })
      .from(spaces)
      .where(eq(spaces.id, spaceId))
      .for('update');
    if (space?.ownerId !== actor.userId) throw new Conflict('You are no longer the organizer of this space.');
    const [successor] = await tx
      .select({ role: userRoles.role, name: profiles.fullName })
      .from(userRoles)
      .leftJoin(profiles, eq(profiles.id, userRoles.userId))
      .where(and(eq(userRoles.spaceId, spaceId), eq(userRoles.userId, successorId)));
    if (!successor) throw new NotFound('Member not found');
    const name = successor.name?.trim() || 'Unknown User';
    const refusal = whyNotOrganizer(successor.role as Role, name);
    if (refusal) throw new Conflict(refusal);
    await swapOrganizer(tx, spaceId, actor.userId, successorId);
    await tx.update(spaces).set({ userId: successorId, updatedAt: new Date() }).where(eq(spaces.id, spaceId));
    return { user_id: successorId, full_name: name };
  });
  // Everyone in the space sees the new roles at once (their pages refetch the space).
  await deps.realtime.publish(spaceId, { type: 'changed', what: 'members', id: spaceId });
  return organizer;
}
