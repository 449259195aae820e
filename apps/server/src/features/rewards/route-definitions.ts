import { createRoute, z } from '@hono/zod-openapi';
import { multiLineText, singleLineText } from '@tidy/domain/text';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { REWARD_REQUEST_STATUSES } from '../../db/schema/rewards';
import { MAX_LISTED_REQUESTS } from './service';

// The rewards store's routes (issue 17): what each takes and answers; the handlers are in routes.ts.

const MAX_TITLE = 80;
const MAX_DESCRIPTION = 300;
const MAX_NOTE = 200;
const MAX_COST = 100_000;
const MAX_WEEKLY_LIMIT = 50;

const Person = z.object({ user_id: z.string(), full_name: z.string() });

const Reward = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    cost: z.number().int().min(1),
    weekly_limit: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Approved requests a member may have in a week (Monday to Sunday); null: no limit' }),
    used_this_week: z
      .number()
      .int()
      .min(0)
      .openapi({ description: "The viewer's approved and pending requests of it this week" }),
    can_request: z
      .boolean()
      .openapi({ description: 'The viewer may ask for it now: not a guest, enough points, under the weekly limit' }),
    created_at: z.string(),
  })
  .openapi('Reward');

const RewardRequest = z
  .object({
    id: z.string(),
    reward_id: z.string(),
    reward_title: z.string(),
    user: Person.openapi({ description: 'Who asked' }),
    cost: z
      .number()
      .int()
      .min(1)
      .openapi({ description: 'The cost when it was asked for; a later price change does not change it' }),
    status: z.enum(REWARD_REQUEST_STATUSES),
    note: z.string(),
    review_note: z.string(),
    reviewed_by: z
      .object({
        user_id: z.string().nullable().openapi({ description: "Null for someone who has since deleted their account ('Unknown User')" }),
        full_name: z.string(),
      })
      .nullable(),
    reviewed_at: z.string().nullable(),
    created_at: z.string(),
    refunded: z.boolean().openapi({ description: 'Its points were given back (the spend was undone in the ledger)' }),
    can_review: z.boolean().openapi({ description: 'The viewer may approve or decline it' }),
  })
  .openapi('RewardRequest');

const titleMissing = 'Give the reward a title.';
const title = singleLineText(
  z
    .string({ error: titleMissing })
    .trim()
    .min(1, titleMissing)
    .max(MAX_TITLE, `Keep the title to ${MAX_TITLE} characters or fewer.`),
);
const description = multiLineText(
  z
    .string({ error: 'Write the description as text.' })
    .trim()
    .max(MAX_DESCRIPTION, `Keep the description to ${MAX_DESCRIPTION} characters or fewer.`),
);
const costMessage = `The cost must be a whole number of points from 1 to ${MAX_COST}.`;
const cost = z.number({ error: costMessage }).int(costMessage).min(1, costMessage).max(MAX_COST, costMessage);
const limitMessage = `The weekly limit must be a whole number from 1 to ${MAX_WEEKLY_LIMIT}, or none.`;
const weeklyLimit = z
  .number({ error: limitMessage })
  .int(limitMessage)
  .min(1, limitMessage)
  .max(MAX_WEEKLY_LIMIT, limitMessage)
  .nullable();
const noteMessage = `Keep the note to ${MAX_NOTE} characters or fewer.`;
const Note = z.object({
  note: multiLineText(z.string({ error: noteMessage }).trim().max(MAX_NOTE, noteMessage)).optional(),
});

const NewReward = z
  .object({ title, description: description.optional(), cost, weekly_limit: weeklyLimit.optional() })
  .openapi('NewReward');
const RewardChange = z
  .object({
    title: title.optional(),
    description: description.optional(),
    cost: cost.optional(),
    weekly_limit: weeklyLimit.optional(),
  })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    'Send at least one of title, description, cost or weekly_limit.',
  )
  .openapi('RewardChange');

const SpaceParam = z.object({ spaceId: z.string().max(100) });
const RewardParam = z.object({ rewardId: z.string().max(100) });
const RequestParam = z.object({ requestId: z.string().max(100) });

// Every route documents the same five refusals, so the web app handles them in one place.
const refusals = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
  403: errorResponse('A member who may not do this (e.g. not a reviewer, a guest, their own request)'),
  404: errorResponse('No such space, reward or request, or not a member of its space'),
  409: errorResponse('Not enough points, the weekly limit reached, or the request already answered'),
};

const RewardAnswer = json(z.object({ reward: Reward }), 'The reward as the caller sees it');
const RequestAnswer = json(z.object({ request: RewardRequest }), 'The request');

function rewardChangeRoute<Path extends string>(method: 'delete' | 'post', path: Path, summary: string) {
  return createRoute({
    method,
    path,
    tags: ['rewards'],
    summary,
    request: { params: RewardParam },
    responses: { 200: RewardAnswer, ...refusals },
  });
}

export const routes = {
  store: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/rewards',
    tags: ['rewards'],
    summary: "The space's rewards, cheapest first, with your balance and what you may do",
    request: { params: SpaceParam },
    responses: {
      200: json(
        z
          .object({
            rewards: z.array(Reward),
            balance: z.number().int().min(0),
            can_manage: z.boolean(),
            can_review: z.boolean(),
            parents_manage_rewards: z.boolean(),
          })
          .openapi('RewardStore'),
        'The store',
      ),
      ...refusals,
    },
  }),
  add: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/rewards',
    tags: ['rewards'],
    summary: 'Add a reward to the store (organizers; parents when the space allows it)',
    request: { params: SpaceParam, ...body(NewReward) },
    responses: { 201: RewardAnswer, ...refusals },
  }),
  change: createRoute({
    method: 'patch',
    path: '/rewards/{rewardId}',
    tags: ['rewards'],
    summary: 'Change a reward (managers); requests already made keep their cost',
    request: { params: RewardParam, ...body(RewardChange) },
    responses: { 200: RewardAnswer, ...refusals },
  }),
  archive: rewardChangeRoute(
    'delete',
    '/rewards/{rewardId}',
    'Take a reward out of the store (managers); it can be restored',
  ),
  restore: rewardChangeRoute(
    'post',
    '/rewards/{rewardId}/restore',
    'Put a removed reward back in the store (managers)',
  ),
  settings: createRoute({
    method: 'put',
    path: '/spaces/{spaceId}/reward-settings',
    tags: ['rewards'],
    summary: 'Choose whether parents manage rewards and answer requests too (organizers)',
    request: {
      params: SpaceParam,
      ...body(
        z.object({ parents_manage_rewards: z.boolean({ error: 'Send true or false.' }) }).openapi('RewardSettings'),
      ),
    },
    responses: { 200: json(z.object({ parents_manage_rewards: z.boolean() }), 'Saved'), ...refusals },
  }),
  ask: createRoute({
    method: 'post',
    path: '/rewards/{rewardId}/requests',
    tags: ['rewards'],
    summary: 'Ask for a reward (not guests); your balance must cover it and the weekly limit allow it',
    request: { params: RewardParam, ...body(Note, { required: false }) },
    responses: { 201: RequestAnswer, ...refusals },
  }),
  requests: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/reward-requests',
    tags: ['rewards'],
    summary: `Requests for rewards, newest first, at most ${MAX_LISTED_REQUESTS}: everyone's for reviewers, your own otherwise`,
    request: {
      params: SpaceParam,
      query: z.object({ status: z.enum(['pending', 'all'], { message: 'Choose pending or all.' }).default('all') }),
    },
    responses: { 200: json(z.object({ requests: z.array(RewardRequest) }), 'The requests'), ...refusals },
  }),
  approve: createRoute({
    method: 'post',
    path: '/reward-requests/{requestId}/approve',
    tags: ['rewards'],
    summary: 'Approve a pending request and spend its points at once (reviewers; not their own)',
    request: { params: RequestParam, ...body(Note, { required: false }) },
    responses: {
      200: json(
        z.object({
          request: RewardRequest,
          balance: z.number().int().min(0).openapi({ description: "The requester's balance after" }),
        }),
        'Approved, and the points spent',
      ),
      ...refusals,
    },
  }),
  decline: createRoute({
    method: 'post',
    path: '/reward-requests/{requestId}/decline',
    tags: ['rewards'],
    summary: 'Decline a pending request with a note (reviewers; not their own); no points move',
    request: { params: RequestParam, ...body(Note, { required: false }) },
    responses: { 200: RequestAnswer, ...refusals },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/reward-requests/{requestId}/cancel',
    tags: ['rewards'],
    summary: 'Take back your own pending request',
    request: { params: RequestParam },
    responses: { 200: RequestAnswer, ...refusals },
  }),
};
