import { inArray } from 'drizzle-orm';
import { addDays, todayIsoDate } from '@tidy/domain/time';
import type { Actor } from '../auth/session';
import { users } from '../db/schema';
import { listSpaces } from '../features/home/service';
import { leaderboard } from '../features/leaderboard/service';
import { listPhotos } from '../features/photos/service';
import { photoUrlSigner } from '../features/photos/signed-url';
import { approvalQueue, listDailyTasks, listSpaceTasks } from '../features/tasks/service';
import { areaDetail, listAreas } from '../features/upkeep/service';
import type { DemoClock } from './clock';
import { DEMO_PEOPLE, ORGANIZER, type DemoPerson } from './household';
import { quietDeps } from './play-week';
import type { DemoDeps } from './seed';

// What the demo household looks like now, read through the same services the screens use: the report
// printed after `npm run demo`, and what its tests check.

export type DemoHouseholdState = {
  /** The seven days its history covers (the day the organizer set it up, and six days later). */
  week: { from: string; to: string };
  people: { person: DemoPerson; spaces: number; points: number }[];
  spaces: { id: string; name: string; photos: number }[];
  /** Submitted daily tasks and assignments the organizer has not reviewed yet. */
  reviewsWaiting: number;
  /** Assignments not done yet, by the name of whom they are for. */
  assignmentsWaiting: Record<string, number>;
  upkeep: { due: number; overdue: number };
  /** Daily tasks of today, everyone's, still to do. */
  dailyToDo: number;
};

export async function readDemoHousehold(deps: DemoDeps, clock: DemoClock): Promise<DemoHouseholdState> {
  const { db } = deps;
  // Reading only: the photo addresses the services sign are never shown, so any key does.
  const services = quietDeps({ ...deps, signer: photoUrlSigner(new Uint8Array(32)) });
  const accounts = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_PEOPLE.map((person) => person.email),
      ),
    );
  const actors = new Map<string, Actor>();
  for (const person of DEMO_PEOPLE) {
    const account = accounts.find((row) => row.email === person.email);
    if (!account) throw new Error(`the demo account ${person.email} is missing`);
    actors.set(person.key, {
      userId: account.id,
      email: person.email,
      fullName: person.name,
      emailVerified: true,
      avatarUrl: null,
      sessionId: 'demo-household',
      sessionExpiresAt: new Date(clock.now.getTime() + 3_600_000),
    });
  }
  const organizer = actors.get(ORGANIZER.key)!;
  const organizerSince = accounts.find((row) => row.email === ORGANIZER.email)!.createdAt;
  const from = todayIsoDate(organizerSince);

  const spaces = await listSpaces(db, organizer.userId);
  const { entries } = await leaderboard({ db }, organizer, { period: 'all' });
  const names = new Map(DEMO_PEOPLE.map((person) => [actors.get(person.key)!.userId, person.name]));

  let reviewsWaiting = 0;
  const assignmentsWaiting: Record<string, number> = {};
  const upkeep = { due: 0, overdue: 0 };
  const spaceRows = [];
  for (const space of [...spaces].reverse()) {
    const { photos } = await listPhotos(services.photos, organizer, space.id);
    spaceRows.push({ id: space.id, name: space.name, photos: photos.length });
    reviewsWaiting += (await approvalQueue(services.tasks, organizer, space.id)).length;
    for (const task of await listSpaceTasks(services.tasks, organizer, space.id)) {
      if (task.assignment?.status !== 'pending') continue;
      const name = names.get(task.assignment.assigned_to) ?? task.assignment.assignee_name;
      assignmentsWaiting[name] = (assignmentsWaiting[name] ?? 0) + 1;
    }
    const { areas } = await listAreas(services.upkeep, organizer, space.id, clock.today);
    for (const area of areas) {
      const { tasks } = await areaDetail(services.upkeep, organizer, space.id, area.id, clock.today);
      upkeep.due += tasks.filter((task) => task.status !== 'completed').length;
      upkeep.overdue += tasks.filter((task) => task.status === 'overdue').length;
    }
  }

  const people = [];
  let dailyToDo = 0;
  for (const person of DEMO_PEOPLE) {
    const actor = actors.get(person.key)!;
    const theirs = await listSpaces(db, actor.userId);
    for (const space of theirs) {
      const today = await listDailyTasks(services.tasks, actor, space.id, clock.today);
      dailyToDo += today.filter((task) => !task.is_completed && task.submission_status === 'draft').length;
    }
    const points = entries.find((entry) => entry.user_id === actor.userId)?.points ?? 0;
    people.push({ person, spaces: theirs.length, points });
  }

  return {
    week: { from, to: addDays(from, 6) },
    people,
    spaces: spaceRows,
    reviewsWaiting,
    assignmentsWaiting,
    upkeep,
    dailyToDo,
  };
}
