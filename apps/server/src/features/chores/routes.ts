import { requireUser } from '../../auth/session';
import { createRouter } from '../../http/router';
import { choreCalendar, choreHistory } from './calendar';
import { approveTurn, claimTurn, completeTurn, sendBackTurn, skipTurn, submittedTurns } from './occurrences';
import { nudgeTurn } from './nudge';
import { addPause, listPauses, removePause } from './pauses';
import { routes } from './route-definitions';
import { addChore, changeChore, listChores, setChoreArchived } from './service';
import type { ChoreDeps } from './shared';

// Recurring chores (issue 17): chores of a space, their turns from claim to review, the calendar and
// pauses. Rules live in the service files; each handler reads its input and answers.

export function choreRoutes(deps: ChoreDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listChores(deps, actor, c.req.valid('param').spaceId), 200);
    })
    .openapi(routes.add, async (c) => {
      const actor = await requireUser(c);
      return c.json({ chore: await addChore(deps, actor, c.req.valid('param').spaceId, c.req.valid('json')) }, 201);
    })
    .openapi(routes.change, async (c) => {
      const actor = await requireUser(c);
      return c.json({ chore: await changeChore(deps, actor, c.req.valid('param').choreId, c.req.valid('json')) }, 200);
    })
    .openapi(routes.archive, async (c) => {
      const actor = await requireUser(c);
      return c.json({ chore: await setChoreArchived(deps, actor, c.req.valid('param').choreId, true) }, 200);
    })
    .openapi(routes.restore, async (c) => {
      const actor = await requireUser(c);
      return c.json({ chore: await setChoreArchived(deps, actor, c.req.valid('param').choreId, false) }, 200);
    })
    .openapi(routes.history, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await choreHistory(deps, actor, c.req.valid('param').choreId, c.req.valid('query')), 200);
    })
    .openapi(routes.calendar, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await choreCalendar(deps, actor, c.req.valid('param').spaceId, c.req.valid('query')), 200);
    })
    .openapi(routes.submitted, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ occurrences: await submittedTurns(deps, actor, c.req.valid('param').spaceId) }, 200);
    })
    .openapi(routes.claim, async (c) => {
      const actor = await requireUser(c);
      return c.json(await claimTurn(deps, actor, c.req.valid('param').occurrenceId), 200);
    })
    .openapi(routes.complete, async (c) => {
      const actor = await requireUser(c);
      return c.json(await completeTurn(deps, actor, c.req.valid('param').occurrenceId), 200);
    })
    .openapi(routes.approve, async (c) => {
      const actor = await requireUser(c);
      return c.json(await approveTurn(deps, actor, c.req.valid('param').occurrenceId), 200);
    })
    .openapi(routes.sendBack, async (c) => {
      const actor = await requireUser(c);
      const reason = c.req.valid('json')?.reason ?? '';
      return c.json(await sendBackTurn(deps, actor, c.req.valid('param').occurrenceId, reason), 200);
    })
    .openapi(routes.skip, async (c) => {
      const actor = await requireUser(c);
      return c.json(await skipTurn(deps, actor, c.req.valid('param').occurrenceId), 200);
    })
    .openapi(routes.nudge, async (c) => {
      const actor = await requireUser(c);
      return c.json(await nudgeTurn(deps, actor, c.req.valid('param').occurrenceId), 200);
    })
    .openapi(routes.pauses, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ pauses: await listPauses(deps, actor, c.req.valid('param').spaceId) }, 200);
    })
    .openapi(routes.addPause, async (c) => {
      const actor = await requireUser(c);
      return c.json({ pause: await addPause(deps, actor, c.req.valid('param').spaceId, c.req.valid('json')) }, 201);
    })
    .openapi(routes.removePause, async (c) => {
      const actor = await requireUser(c);
      await removePause(deps, actor, c.req.valid('param').pauseId);
      return c.body(null, 204);
    });
}
