import type { Membership } from './spaces';

// The rewards store (issue 17, docs/permissions.md): every member sees the store and their own requests;
// organizers run it, and parents too when the space allows it. Guests are visiting and ask for nothing.
// Nobody answers their own request, so a reviewer cannot buy themself a reward unseen.

/** What the space decided about rewards (spaces.parents_manage_rewards). */
export type RewardSettings = { parentsManageRewards: boolean };

/** List, change, remove and restore rewards. */
export const canManageRewards = (member: Membership, settings: RewardSettings) =>
  member.role === 'organizer' || (member.role === 'parent' && settings.parentsManageRewards);
/** See everyone's requests and answer them (not their own). */
export const canReviewRewardRequests = (member: Membership, settings: RewardSettings) =>
  canManageRewards(member, settings);
/** Whether parents manage rewards is the organizers' call. */
export const canChangeRewardSettings = (member: Membership) => member.role === 'organizer';
export const canRequestReward = (member: Membership) => member.role !== 'guest';
export const canAnswerRewardRequest = (member: Membership, settings: RewardSettings, request: { userId: string }) =>
  canReviewRewardRequests(member, settings) && request.userId !== member.userId;
export const canCancelRewardRequest = (member: Membership, request: { userId: string }) =>
  request.userId === member.userId;
