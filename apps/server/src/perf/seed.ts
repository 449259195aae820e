import { createHash } from 'node:crypto';
import {
  DAILY_TIME_OPTIONS,
  ENERGY_LEVELS,
  MOTIVATION_STYLES,
  ORGANIZATION_EXPERIENCE_LEVELS,
  PREFERRED_TASK_TIMES,
  SPACE_TYPES,
  TASK_CATEGORIES,
  TASK_FREQUENCIES,
} from '@tidy/domain/constants';
import { upkeepAreasFor } from '@tidy/domain/upkeep-areas';

// A realistic dataset for the benchmark and the query-plan test, written with set-based SQL
// (INSERT … SELECT FROM generate_series) so a million daily tasks take seconds, not hours.
// Ids of users, spaces and space tasks are derived from the household number, so statements can refer to
// each other's rows without joins; everything else follows the rules the app itself applies.

/** Anything with pg's `query(text, values)`: a pg.Client or pg.Pool. */
export type Queryable = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
};

export type SeedScale = {
  name: string;
  households: number;
  dailyTasks: number;
  assignments: number;
  /** Past and open turns of the households' recurring chores. */
  choreOccurrences: number;
  /** Households whose people get a bearer session (the benchmark's callers). */
  sessionHouseholds: number;
};

export const SEED_SCALES = {
  full: {
    name: 'full',
    households: 10_000,
    dailyTasks: 1_000_000,
    assignments: 100_000,
    choreOccurrences: 1_000_000,
    sessionHouseholds: 10_000,
  },
  /** The query-plan test: a million daily tasks and chore turns, as the full scale has, in fewer households so it seeds fast. */
  plans: {
    name: 'plans',
    households: 2_000,
    dailyTasks: 1_000_000,
    assignments: 20_000,
    choreOccurrences: 1_000_000,
    sessionHouseholds: 200,
  },
  medium: {
    name: 'medium',
    households: 2_000,
    dailyTasks: 200_000,
    assignments: 20_000,
    choreOccurrences: 200_000,
    sessionHouseholds: 200,
  },
  small: { name: 'small', households: 10, dailyTasks: 1_000, assignments: 100, choreOccurrences: 1_000, sessionHouseholds: 10 },
} as const satisfies Record<string, SeedScale>;

export type SeedReport = { scale: SeedScale; seconds: number; rows: Record<string, number> };

/**
 * The session token of person k (0 = organizer) of household h. better-auth's bearer plugin signs a token
 * without a dot itself, so the bare token is what a client sends. md5 makes it the same in SQL and here.
 */
export const sessionToken = (household: number, person: number) => md5Hex(`tidy-bench-session:${household}:${person}`);
const TOKEN_SQL = (h: string, k: string) => `md5('tidy-bench-session:' || ${h} || ':' || ${k})`;

export const benchUserId = (household: number, person: number) => `bench_u_${household}_${person}`;

/** How many family members (besides the organizer) household h has: none for two in five, else 1–3. */
export const membersOf = (household: number) => (household % 5 < 2 ? 0 : (household % 5) - 1);
const MEMBERS_SQL = `(case when h % 5 < 2 then 0 else h % 5 - 1 end)`;
// Version 4 and the RFC variant are written into the md5, so the ids are as valid as gen_random_uuid()'s (the
// API documents ids as UUIDs, and the response checks of the tests hold it to that).
const md5UuidSql = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const SPACE_ID_SQL = (h: string, s: string) => md5UuidSql(`'space:' || ${h} || ':' || ${s}`);
const TASK_ID_SQL = (h: string, s: string, j: string) => md5UuidSql(`'task:' || ${h} || ':' || ${s} || ':' || ${j}`);
const USER_ID_SQL = (h: string, k: string) => `'bench_u_' || ${h} || '_' || ${k}`;
const TODAY_SQL = `(now() at time zone 'utc')::date`;

export const SPACES_PER_HOUSEHOLD = 3;
export const SPACE_TASKS_PER_SPACE = 5;

/** The space id of space s (0–2) of household h, the same as the seeder's. */
export function benchSpaceId(household: number, space: number): string {
  return md5Uuid(`space:${household}:${space}`);
}

function md5Uuid(text: string): string {
  const hex = md5Hex(text);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Maya', 'Noah', 'Priya', 'Lena', 'Omar', 'Chloe', 'Mateo', 'Aiko', 'Ben'];
const LAST_NAMES = ['Rivera', 'Chen', 'Okafor', 'Novak', 'Haddad', 'Larsen', 'Silva', 'Kim', 'Moreau', 'Patel'];
const SPACE_NAMES: Record<string, string> = {
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  'living-room': 'Living room',
  office: 'Home office',
  bathroom: 'Bathroom',
  garage: 'Garage',
  gym: 'Home gym',
  other: 'Hallway',
};
const DAILY_TITLES = [
  'Make the bed',
  'Clear the kitchen counter',
  'Put away the laundry',
  'Wipe the bathroom sink',
  'Sort the mail',
  'Tidy the desk',
  'Empty the dishwasher',
  'Vacuum the rug',
  'Water the plants',
  'Fold the blankets',
];
const SPACE_TASK_TITLES = [
  'Declutter the top shelf',
  'Organize the drawer by use',
  'Clean behind the furniture',
  'Rearrange for a clear path',
  'Set up a donation box',
];
/** Each space's chores: what, how it repeats, how many days apart its turns fall (for the history). */
const CHORES = [
  { title: 'Empty the dishwasher', rule: { kind: 'every_n_days', interval: 1 }, every: 1, minutes: 10, points: 5 },
  { title: 'Clean the bathroom', rule: { kind: 'weekdays', days: [6] }, every: 7, minutes: 30, points: 20 },
  { title: 'Water the plants', rule: { kind: 'every_n_days', interval: 3 }, every: 3, minutes: 5, points: 5 },
  { title: 'Defrost the freezer', rule: { kind: 'monthly', day: 'last' }, every: 30, minutes: 45, points: 25 },
];
export const CHORES_PER_SPACE = CHORES.length;
const CHORE_ID_SQL = (h: string, s: string, c: string) => md5UuidSql(`'chore:' || ${h} || ':' || ${s} || ':' || ${c}`);
const REWARD_TITLES = ['Movie night pick', 'Thirty minutes of screen time', 'Pancake breakfast'];

const TODO_TITLES = [
  'Five-minute reset',
  'Return borrowed things',
  'Clear one surface',
  'Recycle old papers',
  'Sort one drawer',
  'Wipe the light switches',
];

/**
 * Fills a migrated, otherwise unused database with `scale`. Existing people and their data are removed first
 * (TRUNCATE users CASCADE), so reseeding starts clean. Ends with ANALYZE.
 */
export async function seedDatabase(
  db: Queryable,
  scale: SeedScale,
  log: (line: string) => void = () => {},
): Promise<SeedReport> {
  const started = performance.now();
  const H = scale.households;
  const rows: Record<string, number> = {};
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const at = performance.now();
    const result = await db.query(text, values);
    rows[name] = (rows[name] ?? 0) + (result.rowCount ?? 0);
    log(`  ${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };

  // The data is consistent by construction; foreign-key triggers only slow a bulk load (needs a superuser, else kept).
  await db.query('set synchronous_commit = off');
  await db
    .query(`set session_replication_role = replica`)
    .catch(() => log('  (foreign-key checks stay on: not a superuser)'));
  await db.query('truncate table users cascade');

  await step(
    'users',
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select ${USER_ID_SQL('h', 'k')},
            ($2::text[])[1 + (h + k * 5) % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + h % array_length($3::text[], 1)],
            'u' || h || '.' || k || '@bench.tidysteps.test', true, now() - interval '120 days', now() - interval '120 days'
     from generate_series(0, $1::int - 1) h cross join lateral generate_series(0, ${MEMBERS_SQL}) k`,
    [H, FIRST_NAMES, LAST_NAMES],
  );
  await step(
    'profiles',
    `insert into profiles (id, full_name, email, created_at, updated_at)
     select id, name, email, created_at, updated_at from users`,
  );
  await step(
    'user_preferences',
    `insert into user_preferences (user_id, daily_time_available, energy_level, organization_experience, task_frequency,
                                   preferred_task_time, motivation_style, updated_at)
     select ${USER_ID_SQL('h', '0')}, ($2::int[])[1 + h % 5], ($3::text[])[1 + h % 3], ($4::text[])[1 + (h / 3) % 3],
            ($5::text[])[1 + (h / 9) % 3], ($6::text[])[1 + (h / 2) % 3], ($7::text[])[1 + h % array_length($7::text[], 1)],
            now() - interval '120 days'
     from generate_series(0, $1::int - 1) h`,
    [
      H,
      DAILY_TIME_OPTIONS,
      ENERGY_LEVELS,
      ORGANIZATION_EXPERIENCE_LEVELS,
      TASK_FREQUENCIES,
      PREFERRED_TASK_TIMES,
      MOTIVATION_STYLES,
    ],
  );
  await step(
    'spaces',
    `insert into spaces (id, user_id, name, space_type, description, is_analyzed, upkeep_started_at, created_at, updated_at)
     select ${SPACE_ID_SQL('h', 's')}, ${USER_ID_SQL('h', '0')}, ($3::jsonb) ->> t.type, t.type, '', true,
            now() - interval '90 days', now() - interval '120 days' + s * interval '1 second', now() - interval '120 days'
     from generate_series(0, $1::int - 1) h cross join generate_series(0, 2) s
     cross join lateral (select ($2::text[])[1 + (h * 3 + s) % array_length($2::text[], 1)] as type) t`,
    [H, SPACE_TYPES, JSON.stringify(SPACE_NAMES)],
  );
  await step(
    'user_roles',
    `insert into user_roles (user_id, space_id, role, created_at)
     select ${USER_ID_SQL('h', 'k')}, ${SPACE_ID_SQL('h', 's')},
            case when k = 0 then 'organizer' when k = 1 then 'parent' else 'child' end,
            now() - interval '120 days' + k * interval '1 day'
     from generate_series(0, $1::int - 1) h cross join lateral generate_series(0, ${MEMBERS_SQL}) k
     cross join generate_series(0, 2) s`,
    [H],
  );
  await step(
    'space_tasks',
    `insert into space_tasks (id, space_id, title, description, category, priority, estimated_time, order_index, created_at, updated_at)
     select ${TASK_ID_SQL('h', 's', 'j')}, ${SPACE_ID_SQL('h', 's')}, ($2::text[])[1 + j], '', ($3::text[])[1 + (h + j) % 5],
            1 + (h + s + j) % 4, (array[5, 10, 15, 20, 30])[1 + (h + j) % 5], j,
            now() - interval '120 days' + j * interval '1 second', now() - interval '120 days'
     from generate_series(0, $1::int - 1) h cross join generate_series(0, 2) s cross join generate_series(0, ${SPACE_TASKS_PER_SPACE - 1}) j`,
    [H, SPACE_TASK_TITLES, TASK_CATEGORIES],
  );

  // Daily tasks: row i belongs to household i % H; about one in ten is for today, the rest spread over 90 days.
  // Today: submitted, done or open; the last week: submitted, approved or open; older: approved, sent back or open.
  await step(
    'daily_tasks',
    `insert into daily_tasks (user_id, space_id, title, description, estimated_time, points, task_date, is_completed,
                              completed_at, submission_status, submitted_at, approved_at, reviewed_by, rejection_reason,
                              points_awarded, created_at)
     select ${USER_ID_SQL('h', 'k')}, ${SPACE_ID_SQL('h', 's')}, ($3::text[])[1 + (i / 3) % array_length($3::text[], 1)], null,
            minutes, points, day, status <> 'open',
            case when status <> 'open' then day + time '18:00' end,
            case when status = 'open' or status = 'done' then 'draft' else status end,
            case when status in ('submitted', 'approved', 'rejected') then day + time '18:05' end,
            case when status = 'approved' then day + time '20:00' end,
            case when status in ('approved', 'rejected') then ${USER_ID_SQL('h', '0')} end,
            case when status = 'rejected' then 'Please put the books back on the shelf too.' end,
            case when status = 'approved' then points end,
            day + time '08:00' + (i % 600) * interval '1 second'
     from generate_series(0, $2::int - 1) i
     cross join lateral (select i % $1::int as h, i / $1::int as r, (i / 7) % 10 as v) base
     cross join lateral (select r % (${MEMBERS_SQL} + 1) as k, (r / 4) % 3 as s,
                                case when r % 10 = 0 then 0 else 1 + (r * 7 + h) % 89 end as age) who
     cross join lateral (select ${TODAY_SQL} - age as day,
                                (array[5, 10, 15, 20, 30, 45])[1 + i % 6] as minutes,
                                (array[5, 10, 10, 15, 20, 25])[1 + (i / 2) % 6] as points,
                                case
                                  when age = 0 then case when v < 3 then 'submitted' when v < 6 then 'done' else 'open' end
                                  when age < 7 then case when v < 3 then 'submitted' when v < 7 then 'approved' when v = 7 then 'done' else 'open' end
                                  else case when v < 7 then 'approved' when v = 7 then 'rejected' else 'open' end
                                end as status) task`,
    [H, scale.dailyTasks, DAILY_TITLES],
  );

  // Assignments go to the family members of households that have some; each round takes the next space task.
  await step(
    'task_assignments',
    `with families as (
       select h, ${MEMBERS_SQL} as members, row_number() over (order by h) - 1 as n
       from generate_series(0, $1::int - 1) h where ${MEMBERS_SQL} > 0
     ), counted as (select count(*)::int as total from families)
     insert into task_assignments (task_id, space_id, assigned_to, assigned_by, status, submitted_at, approved_at,
                                   rejection_reason, points_awarded, created_at, updated_at)
     select st.id, st.space_id, ${USER_ID_SQL('f.h', '1 + i % f.members')}, ${USER_ID_SQL('f.h', '0')}, a.status,
            case when a.status <> 'pending' then a.at + interval '1 day' end,
            case when a.status = 'approved' then a.at + interval '2 days' end,
            case when a.status = 'rejected' then 'Almost: the shelf still needs dusting.' end,
            case when a.status = 'approved' then
              case when st.priority >= 4 then 50 + st.estimated_time / 10 when st.priority = 3 then 30 + st.estimated_time / 15
                   when st.priority = 2 then 20 + st.estimated_time / 20 else 10 + st.estimated_time / 30 end end,
            a.at, a.at
     from generate_series(0, $2::int - 1) i cross join counted
     join families f on f.n = i % counted.total
     cross join lateral (select (i / counted.total) as round) r
     join space_tasks st on st.id = ${TASK_ID_SQL('f.h', 'r.round % 3', '(r.round / 3) % 5')}
     cross join lateral (select case (i / 3) % 10 when 0 then 'pending' when 1 then 'pending' when 2 then 'submitted'
                                  when 3 then 'submitted' when 4 then 'rejected' else 'approved' end as status,
                                now() - ((i % 80) + 3) * interval '1 day' as at) a`,
    [H, scale.assignments],
  );
  await step(
    'space_tasks completed',
    `update space_tasks set is_completed = true
     where id in (select task_id from task_assignments where status = 'approved')`,
  );

  // Chores: four per space. With family members, the first two rotate among everyone (round robin); the third is
  // the organizer's, the fourth open to anyone. History: turn r of a chore fell r+1 periods ago, done by whose
  // turn it was (one in ten skipped); yesterday's dishwasher turn waits for review in one space in three. Each
  // chore has one open turn, due today or tomorrow.
  await step(
    'chores',
    `insert into chores (id, space_id, title, estimated_time, points, rule, anchor_on, assignment_mode, rotation_strategy,
                         assignee_id, created_by, created_at, updated_at)
     select ${CHORE_ID_SQL('h', 's', 'c')}, ${SPACE_ID_SQL('h', 's')}, t ->> 'title', (t ->> 'minutes')::int, (t ->> 'points')::int,
            t -> 'rule', ${TODAY_SQL} - 400,
            case when c < 2 and ${MEMBERS_SQL} > 0 then 'rotation' when c = 3 then 'open' else 'one' end,
            case when c < 2 and ${MEMBERS_SQL} > 0 then 'round_robin' end,
            case when c = 3 or (c < 2 and ${MEMBERS_SQL} > 0) then null else ${USER_ID_SQL('h', '0')} end,
            ${USER_ID_SQL('h', '0')}, now() - interval '120 days', now() - interval '120 days'
     from generate_series(0, $1::int - 1) h cross join generate_series(0, 2) s cross join generate_series(0, 3) c
     cross join lateral (select ($2::jsonb) -> c as t) chore`,
    [H, JSON.stringify(CHORES)],
  );
  await step(
    'chore_members',
    `insert into chore_members (chore_id, user_id, position)
     select ${CHORE_ID_SQL('h', 's', 'c')}, ${USER_ID_SQL('h', 'k')}, k
     from generate_series(0, $1::int - 1) h cross join generate_series(0, 2) s cross join generate_series(0, 1) c
     cross join lateral generate_series(0, ${MEMBERS_SQL}) k
     where ${MEMBERS_SQL} > 0`,
    [H],
  );
  const choresTotal = H * SPACES_PER_HOUSEHOLD * CHORES.length;
  await step(
    'chore_occurrences',
    `insert into chore_occurrences (chore_id, space_id, due_on, assignee_id, state, done_by, done_on, submitted_at,
                                    reviewed_by, reviewed_at, self_approved, points_awarded, created_at)
     select ${CHORE_ID_SQL('h', 's', 'c')}, ${SPACE_ID_SQL('h', 's')}, due, who, state,
            case when state <> 'skipped' then who end, case when state <> 'skipped' then due end,
            case when state <> 'skipped' then due + time '18:00' end,
            case when state in ('approved', 'skipped') then ${USER_ID_SQL('h', '0')} end,
            case when state in ('approved', 'skipped') then due + time '20:00' end,
            state = 'approved' and who = ${USER_ID_SQL('h', '0')},
            case when state = 'approved' then (($2::jsonb) -> c ->> 'points')::int end,
            due + time '06:00'
     from generate_series(0, $1::int - 1) i
     cross join lateral (select i % $3::int as ci, i / $3::int as r) base
     cross join lateral (select ci / 12 as h, (ci / 4) % 3 as s, ci % 4 as c) ids
     cross join lateral (select ${TODAY_SQL} - (r + 1) * (($2::jsonb) -> c ->> 'every')::int as due,
                                ${USER_ID_SQL('h', `case when c = 2 then 0 else r % (${MEMBERS_SQL} + 1) end`)} as who,
                                case when r % 10 = 9 then 'skipped' when r = 0 and c = 0 and h % 3 = 0 then 'submitted'
                                     else 'approved' end as state) turn`,
    [scale.choreOccurrences - choresTotal, JSON.stringify(CHORES), choresTotal],
  );
  await step(
    'chore_occurrences',
    `insert into chore_occurrences (chore_id, space_id, due_on, assignee_id, state, created_at)
     select ${CHORE_ID_SQL('h', 's', 'c')}, ${SPACE_ID_SQL('h', 's')}, ${TODAY_SQL} + (c % 2),
            case when c = 3 then null when c = 2 then ${USER_ID_SQL('h', '0')} else ${USER_ID_SQL('h', `(h + c) % (${MEMBERS_SQL} + 1)`)} end,
            'todo', now() - interval '1 day'
     from generate_series(0, $1::int - 1) h cross join generate_series(0, 2) s cross join generate_series(0, 3) c`,
    [H],
  );
  await step(
    'points_ledger',
    `insert into points_ledger (user_id, space_id, points, reason, chore_occurrence_id, awarded_by, created_at)
     select o.done_by, o.space_id, o.points_awarded, 'Chore approved: ' || c.title, o.id, o.reviewed_by, o.reviewed_at
     from chore_occurrences o join chores c on c.id = o.chore_id where o.state = 'approved'`,
  );
  await step(
    'rewards',
    `insert into rewards (space_id, title, cost, weekly_limit, created_by, created_at, updated_at)
     select ${SPACE_ID_SQL('h', 's')}, ($2::text[])[1 + r], (array[50, 80, 120])[1 + r], case when r = 1 then 2 end,
            ${USER_ID_SQL('h', '0')}, now() - interval '60 days', now() - interval '60 days'
     from generate_series(0, $1::int - 1) h cross join generate_series(0, 2) s cross join generate_series(0, 2) r`,
    [H, REWARD_TITLES],
  );
  await step(
    'reward_requests',
    `insert into reward_requests (reward_id, space_id, user_id, cost, status, created_at)
     select rw.id, rw.space_id, ${USER_ID_SQL('h', '1')}, rw.cost, 'pending', now() - interval '3 hours'
     from generate_series(0, $1::int - 1) h
     join rewards rw on rw.space_id = ${SPACE_ID_SQL('h', '0')} and rw.cost = 50
     where ${MEMBERS_SQL} > 0`,
    [H],
  );

  // The ledger holds exactly one row per approved task or assignment; user_points is its running total.
  await step(
    'points_ledger',
    `insert into points_ledger (user_id, space_id, points, reason, daily_task_id, awarded_by, created_at)
     select user_id, space_id, points_awarded, 'Daily task approved: ' || title, id, reviewed_by, approved_at
     from daily_tasks where submission_status = 'approved'`,
  );
  await step(
    'points_ledger',
    `insert into points_ledger (user_id, space_id, points, reason, assignment_id, awarded_by, created_at)
     select a.assigned_to, a.space_id, a.points_awarded, 'Assigned task approved: ' || st.title, a.id, a.assigned_by, a.approved_at
     from task_assignments a join space_tasks st on st.id = a.task_id where a.status = 'approved'`,
  );
  await step(
    'user_points',
    `insert into user_points (user_id, space_id, points, updated_at)
     select r.user_id, r.space_id, coalesce(l.points, 0), now()
     from user_roles r
     left join (select user_id, space_id, sum(points)::int as points from points_ledger group by user_id, space_id) l
       on l.user_id = r.user_id and l.space_id = r.space_id`,
  );

  await step(
    'lesson_progress',
    `insert into lesson_progress (user_id, lesson_id, completed_at, completed_on, time_spent_seconds)
     select ${USER_ID_SQL('h', 'k')}, l, (${TODAY_SQL} - (done - l) * 2) + time '19:00', ${TODAY_SQL} - (done - l) * 2, 240 + l * 10
     from generate_series(0, $1::int - 1) h cross join lateral generate_series(0, ${MEMBERS_SQL}) k
     cross join lateral (select (h + k * 3) % 13 as done) p cross join lateral generate_series(1, done) l`,
    [H],
  );
  await step(
    'todo_items',
    `insert into todo_items (user_id, task, completed, completed_at, completed_on, estimated_time, points, is_custom,
                             time_spent_seconds, created_at, updated_at)
     select ${USER_ID_SQL('h', 'k')}, ($2::text[])[1 + (h + t) % array_length($2::text[], 1)], t < 3,
            case when t < 3 then (${TODAY_SQL} - t) + time '17:30' end, case when t < 3 then ${TODAY_SQL} - t end,
            (array[5, 10, 15, 25])[1 + t % 4], case when t % 2 = 0 then (array[5, 10, 15, 25])[1 + t % 4] * 2 else 0 end,
            t % 2 = 1, case when t < 3 then 300 else 0 end,
            now() - (10 - t) * interval '1 day', now() - (10 - t) * interval '1 day'
     from generate_series(0, $1::int - 1) h cross join lateral generate_series(0, ${MEMBERS_SQL}) k
     cross join generate_series(0, 5) t`,
    [H, TODO_TITLES],
  );

  // Upkeep: every space has its areas' starting tasks (as the first visit adds them) as chores of its areas
  // (decision 021: "N days after it was last done", open, no review, no points); half were done once, by the
  // space's owner, half a period ago; the others wait since they were added 90 days ago. Each has its open turn.
  const templates = SPACE_TYPES.flatMap((type) =>
    upkeepAreasFor(type).flatMap((area) =>
      area.tasks.map((task) => ({ type, area: area.id, name: task.name, days: task.interval_days })),
    ),
  ).map((template, index) => ({ ...template, ord: index }));
  const upkeepOf = `from spaces sp join jsonb_to_recordset($1::jsonb) as t(type text, area text, name text, days int, ord int) on t.type = sp.space_type`;
  const upkeepDone = `(hashtext(sp.id::text) + t.ord) % 2 = 0`;
  await step(
    'chores',
    `insert into chores (id, space_id, title, points, needs_review, rule, anchor_on, area, assignment_mode, created_at, updated_at)
     select ${md5UuidSql(`'upkeep:' || sp.id || ':' || t.ord`)}, sp.id, t.name, 0, false,
            jsonb_build_object('kind', 'after_done', 'interval', t.days),
            case when ${upkeepDone} then ${TODAY_SQL} - t.days / 2 else ${TODAY_SQL} - 90 - t.days end,
            t.area, 'open',
            now() - interval '90 days' + t.ord * interval '1 millisecond', now() - interval '90 days'
     ${upkeepOf}`,
    [JSON.stringify(templates)],
  );
  await step(
    'chore_occurrences',
    `insert into chore_occurrences (chore_id, space_id, due_on, assignee_id, state, done_by, done_on, submitted_at, created_at)
     select ${md5UuidSql(`'upkeep:' || sp.id || ':' || t.ord`)}, sp.id, ${TODAY_SQL} - t.days / 2, sp.user_id, 'done', sp.user_id,
            ${TODAY_SQL} - t.days / 2, ${TODAY_SQL} - t.days / 2 + time '10:00', ${TODAY_SQL} - t.days / 2 + time '10:00'
     ${upkeepOf} where ${upkeepDone}`,
    [JSON.stringify(templates)],
  );
  await step(
    'chore_occurrences',
    `insert into chore_occurrences (chore_id, space_id, due_on, state, created_at)
     select id, space_id, anchor_on + (rule ->> 'interval')::int, 'todo', created_at from chores where area is not null`,
  );

  // Notifications on for everyone and an open invitation in one home in four. No push subscriptions: a server
  // under benchmark would try to reach their made-up push services.
  await step(
    'notification_settings',
    `insert into notification_settings (user_id, time_zone, updated_at) select id, 'UTC', now() from users`,
  );
  await step(
    'space_invites',
    `insert into space_invites (id, space_id, invited_email, role, invited_by, status, expires_at, created_at)
     select md5('invite:' || h), ${SPACE_ID_SQL('h', '0')}, 'friend' || h || '@bench.tidysteps.test', 'guest',
            ${USER_ID_SQL('h', '0')}, 'pending', now() + interval '5 days', now() - interval '2 days'
     from generate_series(0, $1::int - 1) h where h % 4 = 1`,
    [H],
  );
  await step(
    'sessions',
    `insert into sessions (id, token, user_id, expires_at, ip_address, user_agent, created_at, updated_at)
     select 'bench_s_' || h || '_' || k,
            ${TOKEN_SQL('h', 'k')},
            ${USER_ID_SQL('h', 'k')}, now() + interval '30 days', '127.0.0.1', 'tidy-bench', now(), now()
     from generate_series(0, $1::int - 1) h cross join lateral generate_series(0, ${MEMBERS_SQL}) k`,
    [Math.min(H, scale.sessionHouseholds)],
  );
  await db.query('set session_replication_role = origin').catch(() => {});
  await db.query(`create schema if not exists bench`);
  await db.query(
    `create table if not exists bench.seeded (scale text primary key, households int not null, daily_tasks int not null,
       assignments int not null, seconds numeric not null, seeded_at timestamptz not null default now())`,
  );
  await db.query('delete from bench.seeded');
  const at = performance.now();
  await db.query('analyze');
  log(`  analyze: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  await db.query(
    `insert into bench.seeded (scale, households, daily_tasks, assignments, seconds) values ($1, $2, $3, $4, $5)`,
    [scale.name, scale.households, scale.dailyTasks, scale.assignments, seconds],
  );
  return { scale, seconds, rows };
}

/** What a database was seeded with, or null when it was not (or the seed did not finish). */
export async function seededScale(
  db: Queryable,
): Promise<{ scale: string; households: number; daily_tasks: number } | null> {
  try {
    const { rows } = await db.query('select scale, households, daily_tasks from bench.seeded limit 1');
    return (rows[0] as { scale: string; households: number; daily_tasks: number } | undefined) ?? null;
  } catch {
    return null;
  }
}
