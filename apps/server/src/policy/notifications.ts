import type { Membership } from './spaces';
import { canReview } from './tasks';

// Who hears about what (docs/permissions.md). Settings and subscriptions are each person's own: no route
// takes a user id, and a subscription is removed only by the person it delivers to.

/** A task waiting for approval is news for whoever may approve it, never for the one who submitted it. */
export const hearsOfSubmission = (member: Membership, submitterId: string) =>
  canReview(member) && member.userId !== submitterId;

/** Only the person a subscription delivers to may remove it. */
export const canRemoveSubscription = (actorId: string, subscription: { userId: string }) =>
  subscription.userId === actorId;
