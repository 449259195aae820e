import { createRoute, z } from '@hono/zod-openapi';
import { INVITABLE_ROLES } from '@tidy/domain/constants';
import { requireUser } from '../../auth/session';
import { errorResponse, jsonBody, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import {
  acceptInvite,
  canAcceptInvite,
  cancelInvite,
  createInvite,
  familyOverview,
  leaveSpace,
  publicInviteDetails,
  removeMember,
  type FamilyDeps,
} from './service';

const Role = z.enum(['organizer', 'parent', 'child', 'guest']);
const InvitableRole = z.enum(INVITABLE_ROLES, { message: 'Please select a role' });

const Member = z.object({
  user_id: z.string(),
  full_name: z.string(),
  /** Only for organizers (who manage members) and for yourself. */
  email: z.string().nullable(),
  role: Role,
  is_you: z.boolean(),
  is_creator: z.boolean(),
});
const PendingInvite = z.object({
  id: z.string(),
  invited_email: z.string(),
  role: InvitableRole,
  status: z.literal('pending'),
  expires_at: z.string(),
  is_whole_home: z.boolean(),
  /** Null for those who may see that an invite is pending but not hand out its link (parents). */
  link: z.string().nullable(),
});
const FamilySpace = z
  .object({
    id: z.string(),
    name: z.string(),
    space_type: z.string(),
    role: Role,
    is_owner: z.boolean(),
    members: z.array(Member),
    invites: z.array(PendingInvite),
  })
  .openapi('FamilySpace');

const CreatedInvite = z
  .object({
    id: z.string(),
    link: z.string(),
    invited_email: z.string(),
    role: InvitableRole,
    expires_at: z.string(),
    is_whole_home: z.boolean(),
    space_ids: z.array(z.string()),
  })
  .openapi('CreatedInvite');

const InviteBody = z
  .object({
    space_id: z.string().max(100).optional(),
    whole_home: z.boolean().optional(),
    role: InvitableRole.optional(),
    email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address.').optional().or(z.literal('').transform(() => undefined)),
  })
  .openapi('InviteRequest');

const PublicInvite = z
  .object({
    id: z.string(),
    space_id: z.string(),
    role: InvitableRole,
    status: z.enum(['pending', 'accepted', 'expired']),
    expires_at: z.string(),
    space_name: z.string(),
    inviter_name: z.string(),
    is_whole_home: z.boolean(),
    space_count: z.number().int(),
    invited_email_hint: z.string().nullable(),
  })
  .openapi('PublicInvite');

const SpaceParam = z.object({ spaceId: z.string().max(100) });
const MemberParams = z.object({ spaceId: z.string().max(100), userId: z.string().max(100) });
const InviteParam = z.object({ inviteId: z.string().max(100) });

const signedIn = { 401: errorResponse('No session: sign in first') };
/** An id in the address too long, or one the database cannot read (a NUL character). */
const invalidId = { 400: errorResponse('The id in the address is not valid') };

const routes = {
  overview: createRoute({
    method: 'get',
    path: '/family',
    tags: ['family'],
    summary: 'Every space the person belongs to, with its members and (organizers, parents) pending invites',
    responses: { 200: json(z.object({ spaces: z.array(FamilySpace) }), 'The family'), ...signedIn },
  }),
  removeMember: createRoute({
    method: 'delete',
    path: '/spaces/{spaceId}/members/{userId}',
    tags: ['family'],
    summary: 'Remove another member from a space (organizers)',
    request: { params: MemberParams },
    responses: {
      204: { description: 'Removed' },
      400: errorResponse('You cannot remove yourself: leave instead'),
      ...signedIn,
      403: errorResponse('Not an organizer, or the member is the creator'),
      404: errorResponse('Space or member not found'),
    },
  }),
  leave: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/leave',
    tags: ['family'],
    summary: 'Leave a space (not its creator, nor its last organizer)',
    request: { params: SpaceParam },
    responses: {
      204: { description: 'Left' },
      ...invalidId,
      ...signedIn,
      404: errorResponse('Space not found'),
      409: errorResponse('The creator or the last organizer cannot leave'),
    },
  }),
  createInvite: createRoute({
    method: 'post',
    path: '/invites',
    tags: ['family'],
    summary: 'Invite by link, or by e-mail (the e-mail is sent), to one space or the whole home (organizers)',
    request: jsonBody(InviteBody),
    responses: {
      201: json(z.object({ invite: CreatedInvite }), 'The invite and its link'),
      400: errorResponse('Missing space, role or spaces; invalid e-mail'),
      ...signedIn,
      403: errorResponse('Only organizers can invite'),
      404: errorResponse('Space not found'),
      429: errorResponse('Too many e-mail invites this hour; the message says when to try again'),
    },
  }),
  cancelInvite: createRoute({
    method: 'delete',
    path: '/invites/{inviteId}',
    tags: ['family'],
    summary: 'Cancel a pending invite (organizers of its space)',
    request: { params: InviteParam },
    responses: {
      204: { description: 'Cancelled' },
      ...invalidId,
      ...signedIn,
      403: errorResponse('Only organizers can cancel invitations'),
      404: errorResponse('Invite not found'),
    },
  }),
  publicInvite: createRoute({
    method: 'get',
    path: '/invites/{inviteId}',
    tags: ['family'],
    summary: 'What the invite link shows: space, inviter, role, status and expiry (no sign-in needed)',
    request: { params: InviteParam },
    responses: { 200: json(PublicInvite, 'The invite'), ...invalidId, 404: errorResponse('Invite not found') },
  }),
  canAccept: createRoute({
    method: 'get',
    path: '/invites/{inviteId}/can-accept',
    tags: ['family'],
    summary: 'Whether the signed-in person may accept the invite, and why not',
    request: { params: InviteParam },
    responses: {
      200: json(z.object({ can_accept: z.boolean(), reason: z.enum(['email_mismatch', 'not_pending', 'expired']).nullable() }), 'The answer'),
      ...invalidId,
      ...signedIn,
      404: errorResponse('Invite not found'),
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/invites/{inviteId}/accept',
    tags: ['family'],
    summary: 'Join the space(s) of the invite, in one transaction; each invite works once',
    request: { params: InviteParam },
    responses: {
      200: json(z.object({ space_ids: z.array(z.string()), space_name: z.string(), role: InvitableRole }), 'Joined'),
      ...invalidId,
      ...signedIn,
      403: errorResponse('The invite was sent to another e-mail address'),
      404: errorResponse('Invite not found'),
      409: errorResponse('Already accepted'),
      410: errorResponse('Expired'),
    },
  }),
};

export function familyRoutes(deps: FamilyDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.overview, async (c) => c.json(await familyOverview(deps, await requireUser(c)), 200))
    .openapi(routes.removeMember, async (c) => {
      const actor = await requireUser(c);
      const { spaceId, userId } = c.req.valid('param');
      await removeMember(db, actor, spaceId, userId);
      return c.body(null, 204);
    })
    .openapi(routes.leave, async (c) => {
      const actor = await requireUser(c);
      await leaveSpace(db, actor, c.req.valid('param').spaceId);
      return c.body(null, 204);
    })
    .openapi(routes.createInvite, async (c) => {
      const actor = await requireUser(c);
      return c.json({ invite: await createInvite(deps, actor, c.req.valid('json')) }, 201);
    })
    .openapi(routes.cancelInvite, async (c) => {
      const actor = await requireUser(c);
      await cancelInvite(db, actor, c.req.valid('param').inviteId);
      return c.body(null, 204);
    })
    .openapi(routes.publicInvite, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await publicInviteDetails(db, c.req.valid('param').inviteId), 200);
    })
    .openapi(routes.canAccept, async (c) => {
      const actor = await requireUser(c);
      return c.json(await canAcceptInvite(db, actor, c.req.valid('param').inviteId), 200);
    })
    .openapi(routes.accept, async (c) => {
      const actor = await requireUser(c);
      return c.json(await acceptInvite(db, actor, c.req.valid('param').inviteId), 200);
    });
}
