import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { InvitableRole } from '@tidy/domain/constants';
import type { Auth } from '../auth/auth';
import type { Actor } from '../auth/session';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { analyzeSpace, ANALYZE_SPACE_QUEUE } from '../features/coach/service';
import { acceptInvite, createInvite, type FamilyDeps } from '../features/family/service';
import { createHome, savePreferences } from '../features/home/service';
import { completeLesson } from '../features/lessons/service';
import { setUpSpace, type PhotoDeps } from '../features/photos/service';
import {
  addDailyTasks,
  assignTask,
  changeDailyTask,
  listDailyTasks,
  listSpaceTasks,
  reviewAssignment,
  reviewDailyTask,
  submitAssignment,
  type TaskDeps,
} from '../features/tasks/service';
import { addTodoItem, changeTodoItem } from '../features/todo/service';
import { areaDetail, completeUpkeepTask, listAreas, type UpkeepDeps } from '../features/upkeep/service';
import type { PhotoUrlSigner } from '../features/photos/signed-url';
import { createBuiltinCoach } from '../platform/coach/builtin/builtin-coach';
import { systemClock } from '../platform/clock';
import type { PhotoStorage } from '../platform/storage/storage';
import {
  backdateAccount,
  backdateAssignment,
  backdateDailyTask,
  backdateDailyTasksOf,
  backdateJoining,
  backdateLesson,
  backdateOrganizerRoles,
  backdateSetUp,
  backdateSpaces,
  backdateTodo,
  backdateUpkeepCompletion,
  backdateUpkeepStart,
} from './backdate';
import type { DemoClock } from './clock';
import {
  DANIEL_PREFERENCES,
  DEMO_PEOPLE,
  DEMO_SPACES,
  demoPerson,
  MAYA_PREFERENCES,
  type DemoPerson,
  type DemoSpace,
  type PersonKey,
  type SpaceKey,
} from './household';
import { drawRoomPicture } from './pictures';
import { inlineJobs, noAccessWatch, noMail, noRateLimits, silentBus, silentNotifier } from './quiet-services';
import {
  ASSIGNMENTS,
  DAILY_TASKS,
  LESSONS,
  STARTER_TASKS_DONE_ON_DAY_ONE,
  TODOS,
  UPKEEP,
  type AssignmentPlan,
  type DailyPlan,
} from './week';

// Plays the demo household's week (week.ts) through the app's own services, as its people would have
// through the screens, then moves each step's timestamps to its moment in the week (backdate.ts).

export type PlayDeps = {
  db: Database;
  auth: Auth;
  storage: PhotoStorage;
  signer: PhotoUrlSigner;
  logger: Logger;
  publicUrl: string;
  clock: DemoClock;
};

type Household = {
  people: Record<PersonKey, Actor>;
  spaces: Record<SpaceKey, string>;
  /** Who has joined a space yet (their account dates from then). */
  joined: Set<PersonKey>;
};

type Member = Exclude<PersonKey, 'maya'>;
type InviteRequest = { whole_home?: boolean; space_id?: string; role: InvitableRole };

/** The services' dependencies, quiet: no live updates, pushes or e-mail; the photo analysis runs at once. */
export function quietDeps(deps: Pick<PlayDeps, 'db' | 'storage' | 'signer' | 'logger' | 'publicUrl'>) {
  const { db, storage, logger } = deps;
  const tasks: TaskDeps = { db, realtime: silentBus, notifier: silentNotifier, liveAccess: noAccessWatch };
  // Completions are backdated to their planned moments afterwards (backdateUpkeepCompletion).
  const upkeep: UpkeepDeps = { db, realtime: silentBus, clock: systemClock };
  const family: FamilyDeps = {
    db,
    mailer: noMail,
    rateLimiter: noRateLimits,
    publicUrl: deps.publicUrl,
    inviteTtlMs: 7 * 86_400_000,
  };
  // The builtin coach always: the same household every run, with no model to ask.
  const analysis = { db, coach: createBuiltinCoach(), realtime: silentBus, storage, logger };
  const jobs = inlineJobs({ [ANALYZE_SPACE_QUEUE]: (job: { spaceId: string }) => analyzeSpace(analysis, job.spaceId) });
  const photos: PhotoDeps = { db, storage, signer: deps.signer, jobs, realtime: silentBus, logger };
  return { tasks, upkeep, family, photos, todo: { db } };
}

export async function playWeek(deps: PlayDeps): Promise<void> {
  const { db, clock } = deps;
  const services = quietDeps(deps);
  const people = {} as Record<PersonKey, Actor>;
  for (const person of DEMO_PEOPLE) people[person.key] = await createAccount(deps, person);
  const household: Household = { people, spaces: {} as Record<SpaceKey, string>, joined: new Set() };
  const invite = (who: Member, request: InviteRequest, day: number, time: string) =>
    join(deps, services.family, household, who, request, clock.at(day, time));

  // Day one: Maya makes the home (onboarding takes up to three spaces), photographs it and invites the family:
  // Daniel to the whole home, the children to each of their spaces.
  const dayOne = DEMO_SPACES.filter((space) => space.madeOnDay === -6);
  await makeSpaces(deps, household, dayOne, -6);
  await backdateAccount(db, people.maya.userId, clock.at(-6, '08:00'));
  await doneStarterTasks(deps, services.tasks, people.maya, household.spaces.kitchen);
  await invite('daniel', { whole_home: true, role: 'parent' }, -6, '19:00');
  await savePreferences(db, people.daniel.userId, DANIEL_PREFERENCES);
  for (const [index, space] of dayOne.entries()) {
    for (const [order, member] of space.members.filter((member) => member.who !== 'daniel').entries()) {
      await invite(
        member.who,
        { space_id: household.spaces[space.key], role: member.role },
        -6,
        `19:${10 + 4 * index + order}`,
      );
    }
  }

  // Later she adds the garage and asks its members in.
  for (const space of DEMO_SPACES.filter((candidate) => candidate.madeOnDay !== -6)) {
    await makeSpaces(deps, household, [space], space.madeOnDay);
    for (const member of space.members) {
      await invite(member.who, { space_id: household.spaces[space.key], role: member.role }, space.madeOnDay, '18:30');
    }
  }

  for (const [index, plan] of TODOS.entries()) await playTodo(deps, services.todo, people[plan.who], plan, index);
  const addedOn = new Map<string, number>();
  for (const plan of DAILY_TASKS) {
    const key = `${plan.who} ${plan.day}`;
    addedOn.set(key, (addedOn.get(key) ?? 0) + 1);
    await playDailyTask(deps, services.tasks, household, plan, addedOn.get(key)!);
  }
  const used = new Set<string>();
  for (const plan of ASSIGNMENTS) await playAssignment(deps, services.tasks, household, plan, used);
  await playUpkeep(deps, services.upkeep, household);
}

/**
 * The lessons people finished. Run after the household's transaction has committed: the lesson service
 * reads progress with several queries at once, which a transaction's one connection could only queue
 * (node-postgres warns that it will stop doing so).
 */
export async function playLessons(db: Database, clock: DemoClock): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_PEOPLE.map((person) => person.email),
      ),
    );
  for (const plan of LESSONS) {
    const userId = accounts.find((account) => account.email === demoPerson(plan.who).email)?.id;
    if (!userId) throw new Error(`the demo account of ${plan.who} is missing`);
    await completeLesson(db, userId, plan.lessonId, { today: clock.date(plan.day), timeSpentSeconds: plan.seconds });
    await backdateLesson(db, userId, plan.lessonId, clock.at(plan.day, '21:00'));
  }
}

async function createAccount(deps: PlayDeps, person: DemoPerson): Promise<Actor> {
  // The app's own better-auth: its password hashing and its hooks (which write the profile).
  const context = await deps.auth.$context;
  const hash = await context.password.hash(person.password);
  const user = await context.internalAdapter.createUser(
    { email: person.email, name: person.name, emailVerified: true },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return {
    userId: user.id,
    email: person.email,
    fullName: person.name,
    emailVerified: true,
    avatarUrl: null,
    sessionId: 'demo-household',
    sessionExpiresAt: new Date(deps.clock.now.getTime() + 3_600_000),
  };
}

/** Maya makes the spaces (with their starter tasks), sets each up with its photos, and opens its areas. */
async function makeSpaces(deps: PlayDeps, household: Household, made: readonly DemoSpace[], day: number) {
  const { db, clock } = deps;
  const services = quietDeps(deps);
  const maya = household.people.maya;
  const created = await createHome(
    db,
    maya,
    {
      spaces: made.map((space) => ({ name: space.name, space_type: space.spaceType, description: space.description })),
      preferences: MAYA_PREFERENCES,
    },
    clock.date(day),
  );
  const ids = made.map((space) => {
    const summary = created.find((candidate) => candidate.name === space.name);
    if (!summary) throw new Error(`the demo space ${space.name} was not created`);
    household.spaces[space.key] = summary.id;
    return summary.id;
  });
  const madeAt = clock.at(day, '08:30');
  await backdateSpaces(db, ids, madeAt);
  await backdateOrganizerRoles(db, maya.userId, ids, madeAt);
  await backdateDailyTasksOf(db, maya.userId, clock.date(day), madeAt);

  for (const [index, space] of made.entries()) {
    const spaceId = household.spaces[space.key];
    const photos = [];
    for (const photo of space.photos) {
      photos.push({ name: `${photo.scene}.jpg`, bytes: await drawRoomPicture(photo.scene), label: photo.label });
    }
    await setUpSpace(services.photos, maya, spaceId, { photos, notes: space.notes });
    await backdateSetUp(db, spaceId, clock.at(day, `08:4${index}`));
    await listAreas(services.upkeep, maya, spaceId, clock.date(day));
    await backdateUpkeepStart(db, spaceId, clock.at(day, `08:5${index}`));
  }
}

/** On day one Maya ticks off the first starter tasks of her kitchen list. */
async function doneStarterTasks(deps: PlayDeps, tasks: TaskDeps, maya: Actor, kitchenId: string) {
  const mine = await listDailyTasks(tasks, maya, kitchenId, deps.clock.date(-6));
  for (const [index, task] of mine.slice(0, STARTER_TASKS_DONE_ON_DAY_ONE).entries()) {
    await changeDailyTask(tasks, maya, task.id, 'complete');
    await backdateDailyTask(deps.db, task.id, { completedAt: deps.clock.at(-6, `20:${10 + index * 15}`) });
  }
}

/** Maya invites by link; the person opens it a few minutes later and joins. */
async function join(
  deps: PlayDeps,
  family: FamilyDeps,
  household: Household,
  who: Member,
  request: InviteRequest,
  invitedAt: Date,
) {
  const person = household.people[who];
  const invite = await createInvite(family, household.people.maya, request);
  const joined = await acceptInvite(deps.db, person, invite.id);
  const joinedAt = new Date(invitedAt.getTime() + 6 * 60_000);
  await backdateJoining(deps.db, person.userId, joined.space_ids, invite.id, invitedAt, joinedAt);
  // A person's account is as old as the first invitation they accepted.
  if (!household.joined.has(who)) {
    household.joined.add(who);
    await backdateAccount(deps.db, person.userId, new Date(joinedAt.getTime() - 60_000));
  }
}

/** An item of someone's to-do list; the `nth` item of the week is added at 12:nn, so the list keeps its order. */
async function playTodo(
  deps: PlayDeps,
  todo: { db: Database },
  actor: Actor,
  plan: (typeof TODOS)[number],
  nth: number,
) {
  const item = await addTodoItem(todo, actor, { task: plan.task, estimatedTime: plan.minutes });
  if (plan.doneDay !== undefined) {
    await changeTodoItem(todo, actor, item.id, {
      completed: true,
      completedOn: deps.clock.date(plan.doneDay),
      timeSpentSeconds: Math.round(plan.minutes * 60 * 0.9),
    });
  }
  await backdateTodo(deps.db, item.id, {
    createdAt: deps.clock.at(plan.addedDay, `12:${String(nth).padStart(2, '0')}`),
    ...(plan.doneDay === undefined ? {} : { completedAt: deps.clock.at(plan.doneDay, '19:00') }),
  });
}

async function playDailyTask(deps: PlayDeps, tasks: TaskDeps, household: Household, plan: DailyPlan, nth: number) {
  const { db, clock } = deps;
  const actor = household.people[plan.who];
  const maya = household.people.maya;
  const [task] = await addDailyTasks(tasks, actor, household.spaces[plan.space], clock.date(plan.day), [
    { title: plan.title, estimated_time: plan.minutes, points: plan.points },
  ]);
  const id = task!.id;
  await backdateDailyTask(db, id, { createdAt: clock.at(plan.day, `07:${30 + nth}`) });
  const next = plan.day + 1;
  switch (plan.outcome) {
    case 'to_do':
      return;
    case 'done':
      await changeDailyTask(tasks, actor, id, 'complete');
      await backdateDailyTask(db, id, { completedAt: clock.at(plan.day, '18:30') });
      return;
    case 'waiting':
      await changeDailyTask(tasks, actor, id, 'submit');
      await backdateDailyTask(db, id, {
        completedAt: clock.at(plan.day, '08:10'),
        submittedAt: clock.at(plan.day, '08:10'),
      });
      return;
    case 'approved':
      await changeDailyTask(tasks, actor, id, 'submit');
      await reviewDailyTask(tasks, maya, id, { approve: true, points: plan.points });
      await backdateDailyTask(db, id, {
        completedAt: clock.at(plan.day, `17:0${nth}`),
        submittedAt: clock.at(plan.day, `17:0${nth}`),
        approvedAt: clock.at(plan.day, `20:0${nth}`),
      });
      return;
    case 'sent_back':
    case 'sent_back_then_approved':
      await changeDailyTask(tasks, actor, id, 'submit');
      await reviewDailyTask(tasks, maya, id, { approve: false, reason: plan.reason });
      await backdateDailyTask(db, id, {
        completedAt: clock.at(plan.day, '17:00'),
        submittedAt: clock.at(plan.day, '17:00'),
      });
      if (plan.outcome === 'sent_back') return;
      // Done properly the next afternoon, and approved that evening.
      await changeDailyTask(tasks, actor, id, 'submit');
      await reviewDailyTask(tasks, maya, id, { approve: true, points: plan.points });
      await backdateDailyTask(db, id, { submittedAt: clock.at(next, '16:30'), approvedAt: clock.at(next, '19:30') });
      return;
  }
}

/** Maya assigns the space's next open task that nobody has yet; it is done and reviewed as planned. */
async function playAssignment(
  deps: PlayDeps,
  tasks: TaskDeps,
  household: Household,
  plan: AssignmentPlan,
  used: Set<string>,
) {
  const { db, clock } = deps;
  const maya = household.people.maya;
  const actor = household.people[plan.who];
  const list = await listSpaceTasks(tasks, maya, household.spaces[plan.space]);
  const task = list.find((candidate) => !candidate.is_completed && !candidate.assignment && !used.has(candidate.id));
  if (!task) throw new Error(`no open task left to assign in the demo space ${plan.space}`);
  used.add(task.id);
  const assignment = await assignTask(tasks, maya, task.id, actor.userId);
  await backdateAssignment(db, assignment.id, { createdAt: clock.at(plan.assignedDay, '18:00') });
  if (plan.submittedDay === undefined) return;
  await submitAssignment(tasks, actor, assignment.id);
  const submittedAt = clock.at(plan.submittedDay, plan.submittedDay === 0 ? '07:45' : '17:30');
  await backdateAssignment(db, assignment.id, { submittedAt });
  if (plan.outcome !== 'approved') return;
  await reviewAssignment(tasks, maya, assignment.id, { approve: true });
  await backdateAssignment(db, assignment.id, { approvedAt: clock.at(plan.submittedDay, '20:15') });
}

/** Each space's upkeep tasks, most frequent first, marked complete on the planned days. */
async function playUpkeep(deps: PlayDeps, upkeep: UpkeepDeps, household: Household) {
  const { db, clock } = deps;
  const maya = household.people.maya;
  for (const spaceKey of new Set(UPKEEP.map((plan) => plan.space))) {
    const spaceId = household.spaces[spaceKey];
    const { areas } = await listAreas(upkeep, maya, spaceId, clock.today);
    const all = [];
    for (const area of areas) all.push(...(await areaDetail(upkeep, maya, spaceId, area.id, clock.today)).tasks);
    const byFrequency = [...all].sort((a, b) => a.interval_days - b.interval_days);
    for (const plan of UPKEEP.filter((candidate) => candidate.space === spaceKey)) {
      const task = byFrequency[plan.task];
      if (!task) continue;
      for (const [index, day] of plan.days.entries()) {
        const who = household.people[plan.by[index % plan.by.length]!];
        await completeUpkeepTask(upkeep, who, task.id, clock.date(day));
        await backdateUpkeepCompletion(
          db,
          task.id,
          clock.date(day),
          clock.at(day, `18:${String(index * 7).padStart(2, '0')}`),
        );
      }
    }
  }
}
