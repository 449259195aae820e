/** Cache keys of the family feature (members, invites), in one place. */
export const familyKeys = {
  /** GET /api/family: every space the person belongs to, with its members and pending invites. */
  family: ['family'] as const,
  /** The public details of one invite. */
  invite: (inviteId: string) => ['invites', inviteId] as const,
  /** Whether this signed-in person may accept the invite: the answer depends on who asks. */
  canAccept: (inviteId: string, userId: string) => ['invites', inviteId, 'can-accept', userId] as const,
};
