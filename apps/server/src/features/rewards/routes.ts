import { requireUser } from '../../auth/session';
import { createRouter } from '../../http/router';
import { routes } from './route-definitions';
import {
  addReward,
  approveRequest,
  askForReward,
  cancelRequest,
  changeReward,
  changeRewardSettings,
  declineRequest,
  listRewardRequests,
  rewardStore,
  setRewardArchived,
  type RewardDeps,
} from './service';

// The rewards store (issue 17): organizers (and parents, when the space allows it) run a store of rewards
// with a point cost; members ask, reviewers answer, and approving spends the points.

export function rewardRoutes(deps: RewardDeps) {
  return createRouter()
    .openapi(routes.store, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await rewardStore(deps, actor, c.req.valid('param').spaceId), 200);
    })
    .openapi(routes.add, async (c) => {
      const actor = await requireUser(c);
      return c.json({ reward: await addReward(deps, actor, c.req.valid('param').spaceId, c.req.valid('json')) }, 201);
    })
    .openapi(routes.change, async (c) => {
      const actor = await requireUser(c);
      return c.json(
        { reward: await changeReward(deps, actor, c.req.valid('param').rewardId, c.req.valid('json')) },
        200,
      );
    })
    .openapi(routes.archive, async (c) => {
      const actor = await requireUser(c);
      return c.json({ reward: await setRewardArchived(deps, actor, c.req.valid('param').rewardId, true) }, 200);
    })
    .openapi(routes.restore, async (c) => {
      const actor = await requireUser(c);
      return c.json({ reward: await setRewardArchived(deps, actor, c.req.valid('param').rewardId, false) }, 200);
    })
    .openapi(routes.settings, async (c) => {
      const actor = await requireUser(c);
      const { parents_manage_rewards } = c.req.valid('json');
      return c.json(await changeRewardSettings(deps, actor, c.req.valid('param').spaceId, parents_manage_rewards), 200);
    })
    .openapi(routes.ask, async (c) => {
      const actor = await requireUser(c);
      const note = c.req.valid('json')?.note ?? '';
      return c.json({ request: await askForReward(deps, actor, c.req.valid('param').rewardId, note) }, 201);
    })
    .openapi(routes.requests, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      const requests = await listRewardRequests(deps, actor, c.req.valid('param').spaceId, c.req.valid('query').status);
      return c.json({ requests }, 200);
    })
    .openapi(routes.approve, async (c) => {
      const actor = await requireUser(c);
      const note = c.req.valid('json')?.note ?? '';
      return c.json(await approveRequest(deps, actor, c.req.valid('param').requestId, note), 200);
    })
    .openapi(routes.decline, async (c) => {
      const actor = await requireUser(c);
      const note = c.req.valid('json')?.note ?? '';
      return c.json({ request: await declineRequest(deps, actor, c.req.valid('param').requestId, note) }, 200);
    })
    .openapi(routes.cancel, async (c) => {
      const actor = await requireUser(c);
      return c.json({ request: await cancelRequest(deps, actor, c.req.valid('param').requestId) }, 200);
    });
}
