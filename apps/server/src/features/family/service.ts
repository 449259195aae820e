import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvitableRole, Role } from '@tidy/domain/constants';
import { maskEmail } from '@tidy/domain/email-address';
import { FORMER_ORGANIZER_ROLE } from '@tidy/domain/organizer';
import type { Actor } from '../../auth/session';
import type { Database, Transaction } from '../../db/client';
import { profiles, spaceInvites, spaces, userRoles } from '../../db/schema';
import { openAccounts } from '../points/service';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { Mailer } from '../../platform/mail/mailer';
import {
  authorize,
  canCancelInvite,
  canInvite,
  canLeave,
  canRemoveMember,
  canSeeInvites,
  findMembership,
  memberEmailFor,
  requireMembership,
  SPACE_NOT_FOUND,
} from '../../policy/spaces';
import { invitationMessage } from './emails';

export type FamilyDeps = { db: Database; mailer: Mailer; rateLimiter: RateLimiter; publicUrl: string; inviteTtlMs: number };

// E-mail invitations are e-mails we send on someone's behalf: a generous cap keeps the app from being a spam relay.
const EMAIL_INVITES_PER_HOUR = 30;

export const INVITE_NOT_FOUND = 'Invite not found';

/** "7 days", "12 hours", "30 minutes": for the invitation e-mail. */
function describeDuration(ms: number): string {
  const units: [number, string][] = [[86_400_000, 'day'], [3_600_000, 'hour'], [60_000, 'minute'], [1000, 'second']];
  const [size, name] = units.find(([unitMs]) => ms >= unitMs && ms % unitMs === 0) ?? [1000, 'second'];
  const count = Math.round(ms / size);
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

export const inviteLink = (publicUrl: string, inviteId: string) => `${publicUrl}/?invite=${inviteId}`;

/** Every space the person belongs to, with its members and (for organizers and parents) its pending invites. */
export async function familyOverview(deps: FamilyDeps, actor: Actor) {
  const { db } = deps;
  const mine = await db
    .select({ id: spaces.id, name: spaces.name, spaceType: spaces.spaceType, ownerId: spaces.userId, role: userRoles.role, createdAt: spaces.createdAt })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(eq(userRoles.userId, actor.userId))
    .orderBy(asc(spaces.createdAt));
  if (mine.length === 0) return { spaces: [] };
  const spaceIds = mine.map((space) => space.id);

  const members = await db
    .select({ spaceId: userRoles.spaceId, userId: userRoles.userId, role: userRoles.role, fullName: profiles.fullName, email: profiles.email })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(inArray(userRoles.spaceId, spaceIds))
    .orderBy(asc(userRoles.createdAt));

  const inviteVisible = mine.filter((space) => canSeeInvites(asMembership(space, actor))).map((space) => space.id);
  const invites =
    inviteVisible.length === 0
      ? []
      : await db
          .select()
          .from(spaceInvites)
          .where(and(inArray(spaceInvites.spaceId, inviteVisible), eq(spaceInvites.status, 'pending'), sql`${spaceInvites.expiresAt} > now()`))
          .orderBy(asc(spaceInvites.createdAt));

  return {
    spaces: mine.map((space) => ({
      id: space.id,
      name: space.name,
      space_type: space.spaceType,
      role: space.role as Role,
      is_owner: space.ownerId === actor.userId,
      members: members
        .filter((member) => member.spaceId === space.id)
        .map((member) => ({
          user_id: member.userId,
          full_name: member.fullName ?? '',
          email: memberEmailFor(asMembership(space, actor), member),
          role: member.role as Role,
          is_you: member.userId === actor.userId,
          is_creator: member.userId === space.ownerId,
        })),
      invites: invites
        .filter((invite) => invite.spaceId === space.id)
        .map((invite) => ({
          id: invite.id,
          invited_email: invite.invitedEmail,
          role: invite.role as InvitableRole,
          status: invite.status as 'pending',
          expires_at: invite.expiresAt.toISOString(),
          is_whole_home: invite.roleMetadata?.is_whole_home ?? false,
          // A working link lets anyone join: only those who may invite see it; parents see that it is pending.
          link: canInvite(asMembership(space, actor)) ? inviteLink(deps.publicUrl, invite.id) : null,
        })),
    })),
  };
}

function asMembership(space: { id: string; role: string; ownerId: string }, actor: Actor) {
  return { spaceId: space.id, userId: actor.userId, role: space.role as Role, isOwner: space.ownerId === actor.userId };
}

/** The creator of new spaces becomes their organizer, in the transaction that creates them (the home feature's). */
export async function makeOrganizer(tx: Transaction, userId: string, spaceIds: readonly string[]) {
  await tx.insert(userRoles).values(spaceIds.map((spaceId) => ({ userId, spaceId, role: 'organizer' })));
}

/**
 * The roles of a space handed over (the home feature's, in its transaction, which has checked who may): the
 * successor becomes its organizer, the organizer who handed it over a parent.
 */
export async function swapOrganizer(tx: Transaction, spaceId: string, organizerId: string, successorId: string) {
  await tx
    .update(userRoles)
    .set({ role: sql`case when ${userRoles.userId} = ${successorId} then 'organizer' else ${FORMER_ORGANIZER_ROLE} end` })
    .where(and(eq(userRoles.spaceId, spaceId), inArray(userRoles.userId, [organizerId, successorId])));
}

export async function removeMember(db: Database, actor: Actor, spaceId: string, userId: string) {
  const member = await requireMembership(db, actor, spaceId);
  if (userId === actor.userId) throw new Invalid('You cannot remove yourself. Use "Leave space" instead.');
  const target = await findMembership(db, userId, spaceId);
  if (!target) throw new NotFound('Member not found');
  authorize(canRemoveMember(member, { userId, isCreator: target.isOwner }), target.isOwner
    ? 'The person who created this space cannot be removed.'
    : 'Only organizers can remove members.');
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(and(eq(userRoles.spaceId, spaceId), eq(userRoles.userId, userId)));
  });
}

export async function leaveSpace(db: Database, actor: Actor, spaceId: string) {
  const member = await requireMembership(db, actor, spaceId);
  if (!canLeave(member)) {
    throw new Conflict(
      'You are the organizer of this space, so you cannot leave it. Make a parent the organizer first, or delete the space if you no longer need it.',
    );
  }
  await db.transaction(async (tx) => {
    if (member.role === 'organizer') {
      const [row] = await tx
        .select({ organizers: sql<number>`count(*)::int` })
        .from(userRoles)
        .where(and(eq(userRoles.spaceId, spaceId), eq(userRoles.role, 'organizer')));
      if ((row?.organizers ?? 0) <= 1) throw new Conflict('You are the last organizer of this space, so you cannot leave it.');
    }
    await tx.delete(userRoles).where(and(eq(userRoles.spaceId, spaceId), eq(userRoles.userId, actor.userId)));
  });
}

export type InviteRequest = { space_id?: string | undefined; whole_home?: boolean | undefined; role?: InvitableRole | undefined; email?: string | undefined };

/** Creates a link or e-mail invite to one space, or to all the spaces the inviter organizes (whole home). */
export async function createInvite(deps: FamilyDeps, actor: Actor, request: InviteRequest) {
  const { db } = deps;
  if (!request.whole_home && !request.space_id) throw new Invalid('Please select a space or whole home');
  if (!request.role) throw new Invalid('Please select a role');

  let spaceIds: string[];
  let spaceName: string;
  if (request.whole_home) {
    const organized = await db
      .select({ id: spaces.id, name: spaces.name })
      .from(userRoles)
      .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
      .where(and(eq(userRoles.userId, actor.userId), eq(userRoles.role, 'organizer')))
      .orderBy(asc(spaces.createdAt));
    if (organized.length === 0) throw new Invalid('No spaces found to invite to');
    spaceIds = organized.map((space) => space.id);
    spaceName = organized.length === 1 ? organized[0]!.name : 'your whole home';
  } else {
    const member = await findMembership(db, actor.userId, request.space_id!);
    if (!member) throw new NotFound(SPACE_NOT_FOUND);
    authorize(canInvite(member), 'Only organizers can invite people to this space.');
    const [space] = await db.select({ name: spaces.name }).from(spaces).where(eq(spaces.id, request.space_id!));
    spaceIds = [request.space_id!];
    spaceName = space?.name ?? 'Home Space';
  }

  if (request.email) {
    await deps.rateLimiter.consume([{ key: `invite-email:user:${actor.userId}`, limit: { max: EMAIL_INVITES_PER_HOUR, windowSeconds: 3600 } }]);
  }
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + deps.inviteTtlMs);
  const invitedEmail = request.email?.toLowerCase() ?? '';
  await db.insert(spaceInvites).values({
    id,
    spaceId: spaceIds[0]!,
    invitedEmail,
    role: request.role,
    invitedBy: actor.userId,
    expiresAt,
    roleMetadata: request.whole_home ? { is_whole_home: true, all_space_ids: spaceIds } : null,
  });
  const link = inviteLink(deps.publicUrl, id);
  if (invitedEmail) {
    await deps.mailer.send(
      invitationMessage(invitedEmail, {
        inviterName: actor.fullName || 'A family member',
        spaceName,
        role: request.role,
        link,
        expiresIn: describeDuration(deps.inviteTtlMs),
      }),
    );
  }
  return {
    id,
    link,
    invited_email: invitedEmail,
    role: request.role,
    expires_at: expiresAt.toISOString(),
    is_whole_home: Boolean(request.whole_home),
    space_ids: spaceIds,
  };
}

export async function cancelInvite(db: Database, actor: Actor, inviteId: string) {
  const [invite] = await db.select().from(spaceInvites).where(eq(spaceInvites.id, inviteId));
  if (!invite) throw new NotFound(INVITE_NOT_FOUND);
  const member = await findMembership(db, actor.userId, invite.spaceId);
  if (!member) throw new NotFound(INVITE_NOT_FOUND);
  authorize(canCancelInvite(member), 'Only organizers can cancel invitations.');
  await db.delete(spaceInvites).where(eq(spaceInvites.id, inviteId));
}

type InviteRow = typeof spaceInvites.$inferSelect;

const effectiveStatus = (invite: InviteRow): 'pending' | 'accepted' | 'expired' =>
  invite.status === 'pending' && invite.expiresAt.getTime() <= Date.now() ? 'expired' : (invite.status as 'pending' | 'accepted' | 'expired');

/** What anyone holding the link may learn: the space, who invited, the role, the status and the expiry. Nothing else. */
export async function publicInviteDetails(db: Database, inviteId: string) {
  const [row] = await db
    .select({ invite: spaceInvites, spaceName: spaces.name, inviterName: profiles.fullName })
    .from(spaceInvites)
    .innerJoin(spaces, eq(spaces.id, spaceInvites.spaceId))
    .leftJoin(profiles, eq(profiles.id, spaceInvites.invitedBy))
    .where(eq(spaceInvites.id, inviteId));
  if (!row) throw new NotFound(INVITE_NOT_FOUND);
  const { invite } = row;
  const spaceCount = invite.roleMetadata?.all_space_ids.length ?? 1;
  return {
    id: invite.id,
    space_id: invite.spaceId,
    role: invite.role as InvitableRole,
    status: effectiveStatus(invite),
    expires_at: invite.expiresAt.toISOString(),
    space_name: row.spaceName || 'Home Space',
    inviter_name: row.inviterName || 'a family member',
    is_whole_home: invite.roleMetadata?.is_whole_home ?? false,
    space_count: spaceCount,
    invited_email_hint: invite.invitedEmail ? maskEmail(invite.invitedEmail) : null,
  };
}

type AcceptCheck = { can_accept: boolean; reason: null | 'email_mismatch' | 'not_pending' | 'expired' };

function checkAcceptance(invite: InviteRow, actor: Actor): AcceptCheck {
  const status = effectiveStatus(invite);
  if (status === 'expired') return { can_accept: false, reason: 'expired' };
  if (status !== 'pending') return { can_accept: false, reason: 'not_pending' };
  // An e-mail invite is for that address only, and only once the address is confirmed.
  if (invite.invitedEmail && (!actor.emailVerified || invite.invitedEmail.toLowerCase() !== actor.email.toLowerCase())) {
    return { can_accept: false, reason: 'email_mismatch' };
  }
  return { can_accept: true, reason: null };
}

export async function canAcceptInvite(db: Database, actor: Actor, inviteId: string): Promise<AcceptCheck> {
  const [invite] = await db.select().from(spaceInvites).where(eq(spaceInvites.id, inviteId));
  if (!invite) throw new NotFound(INVITE_NOT_FOUND);
  return checkAcceptance(invite, actor);
}

/** Joins the space(s) in one transaction: role rows, points rows at 0, and the invite marked accepted — once. */
export async function acceptInvite(db: Database, actor: Actor, inviteId: string) {
  const outcome = await db.transaction(async (tx) => {
    // Locks the invite so two people (or two tabs) cannot both use it.
    const locked = await tx.select().from(spaceInvites).where(eq(spaceInvites.id, inviteId)).for('update');
    const invite = locked[0];
    if (!invite) throw new NotFound(INVITE_NOT_FOUND);
    const check = checkAcceptance(invite, actor);
    if (check.reason === 'expired') {
      // Recorded, then refused (after the transaction commits, so the new status stays).
      await tx.update(spaceInvites).set({ status: 'expired' }).where(eq(spaceInvites.id, inviteId));
      return 'expired' as const;
    }
    if (check.reason === 'not_pending') throw new HttpError(409, 'invite_processed', 'This invitation has already been accepted or expired.');
    if (check.reason === 'email_mismatch') throw new HttpError(403, 'email_mismatch', 'This invitation was not sent to your email address.');

    const wanted = invite.roleMetadata?.all_space_ids ?? [invite.spaceId];
    // Spaces deleted since the invite was made are skipped.
    const existing = await tx.select({ id: spaces.id, name: spaces.name }).from(spaces).where(inArray(spaces.id, wanted));
    if (existing.length === 0) throw new HttpError(410, 'invite_expired', 'This invitation link is invalid or has expired.');
    const spaceIds = existing.map((space) => space.id);
    // Someone already in a space keeps the role they have there.
    await tx
      .insert(userRoles)
      .values(spaceIds.map((spaceId) => ({ userId: actor.userId, spaceId, role: invite.role })))
      .onConflictDoNothing();
    await openAccounts(
      tx,
      spaceIds.map((spaceId) => ({ userId: actor.userId, spaceId })),
    );
    await tx
      .update(spaceInvites)
      .set({ status: 'accepted', acceptedBy: actor.userId, acceptedAt: new Date() })
      .where(eq(spaceInvites.id, inviteId));
    const primary = existing.find((space) => space.id === invite.spaceId) ?? existing[0]!;
    return {
      space_ids: spaceIds,
      space_name: existing.length > 1 ? 'your family home' : primary.name,
      role: invite.role as InvitableRole,
    };
  });
  if (outcome === 'expired') throw new HttpError(410, 'invite_expired', 'This invitation link is invalid or has expired.');
  return outcome;
}

