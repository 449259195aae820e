// The floor of the benchmark: a bare node:http server that runs, through one pg.Pool of the same size as the
// server's, exactly the SQL the real routes run (printed by scripts/bench/capture.ts) and answers JSON.
// No framework, validation, auth library or logging: what is left is the database and the driver.
// Usage: DATABASE_URL=postgres://… PORT=0 node scripts/bench/floor.mjs (prints "listening <port>").
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const SESSION = `select "sessions"."id", "sessions"."expires_at", "users"."id", "users"."email", "users"."name", "users"."email_verified", "users"."image" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token" = $1`;
const MEMBERSHIP = `select "user_roles"."role", "spaces"."user_id" from "user_roles" inner join "spaces" on "spaces"."id" = "user_roles"."space_id" where ("user_roles"."space_id" = $1 and "user_roles"."user_id" = $2)`;
const TODAYS_TASKS = `select "id", "user_id", "space_id", "title", "description", "estimated_time", "points", "task_date", "is_completed", "completed_at", "submission_status", "submitted_at", "approved_at", "reviewed_by", "rejection_reason", "points_awarded", "space_task_id", "created_at" from "daily_tasks" where ("daily_tasks"."user_id" = $1 and "daily_tasks"."space_id" = $2 and "daily_tasks"."task_date" = $3) order by "daily_tasks"."created_at" asc, "daily_tasks"."id" asc`;
const SPACE = `select "id", "user_id", "name", "space_type", "description", "is_analyzed", "setup_notes", "analysis_pending", "analyzed_at", "upkeep_started_at", "time_zone", "parents_manage_rewards", "created_at", "updated_at" from "spaces" where "spaces"."id" = $1`;
const MY_POINTS = `select "points" from "user_points" where ("user_points"."user_id" = $1 and "user_points"."space_id" = $2)`;
const MEMBERS = `select "user_roles"."user_id", "user_roles"."role", "profiles"."full_name", "profiles"."email" from "user_roles" left join "profiles" on "profiles"."id" = "user_roles"."user_id" where "user_roles"."space_id" = $1 order by "user_roles"."created_at" asc`;
const PROGRESS = `select count(*)::int, count(*) filter (where "is_completed")::int from "space_tasks" where "space_tasks"."space_id" = $1`;
const TASK_AND_MEMBERSHIP = `select "daily_tasks"."id", "daily_tasks"."user_id", "daily_tasks"."space_id", "daily_tasks"."title", "daily_tasks"."description", "daily_tasks"."estimated_time", "daily_tasks"."points", "daily_tasks"."task_date", "daily_tasks"."is_completed", "daily_tasks"."completed_at", "daily_tasks"."submission_status", "daily_tasks"."submitted_at", "daily_tasks"."approved_at", "daily_tasks"."reviewed_by", "daily_tasks"."rejection_reason", "daily_tasks"."points_awarded", "daily_tasks"."space_task_id", "daily_tasks"."created_at", "user_roles"."role", "spaces"."user_id" from "daily_tasks" inner join "spaces" on "spaces"."id" = "daily_tasks"."space_id" left join "user_roles" on ("user_roles"."space_id" = "daily_tasks"."space_id" and "user_roles"."user_id" = $1) where "daily_tasks"."id" = $2`;
const APPROVE_AND_EARN = `with "approved" as (update "daily_tasks" set "submission_status" = $1, "approved_at" = $2, "reviewed_by" = $3, "points_awarded" = $4 where ("daily_tasks"."id" = $5 and "daily_tasks"."submission_status" = $6) returning "id", "user_id", "space_id", "title", "description", "estimated_time", "points", "task_date", "is_completed", "completed_at", "submission_status", "submitted_at", "approved_at", "reviewed_by", "rejection_reason", "points_awarded", "space_task_id", "created_at"), "earned_entry" as (insert into "points_ledger" ("user_id", "space_id", "kind", "points", "reason", "daily_task_id", "assignment_id", "chore_occurrence_id", "awarded_by")
    select "approved"."user_id", "approved"."space_id", 'earn', "approved"."points_awarded", 'Daily task approved: ' || "approved"."title",
      "approved"."id", null::uuid,
      null::uuid, "approved"."reviewed_by" from "approved"
    returning *), "earned_balance" as (insert into "user_points" ("user_id", "space_id", "points")
    select "approved"."user_id", "approved"."space_id", "approved"."points_awarded" from "approved"
    on conflict ("user_id", "space_id")
    do update set "points" = "user_points"."points" + excluded."points",
      "updated_at" = now()) select "id", "user_id", "space_id", "title", "description", "estimated_time", "points", "task_date", "is_completed", "completed_at", "submission_status", "submitted_at", "approved_at", "reviewed_by", "rejection_reason", "points_awarded", "space_task_id", "created_at" from "approved"`;
const NOTIFY = `select pg_notify($1, $2)`;
const RECIPIENTS = `select distinct "user_id" from "push_subscriptions" where ("push_subscriptions"."user_id" = any($1) and not exists (select "user_id" from "notification_settings" where ("notification_settings"."user_id" = "push_subscriptions"."user_id" and "notification_settings"."review_result" = $2)))`;
const LESSONS = `select "lesson_id" from "lesson_progress" where "lesson_progress"."user_id" = $1 order by "lesson_progress"."lesson_id" asc`;
const PREFERENCES = `select "user_id", "daily_time_available", "energy_level", "organization_experience", "task_frequency", "preferred_task_time", "motivation_style", "updated_at" from "user_preferences" where "user_preferences"."user_id" = $1`;
const ACTIVE_DAYS = `(((select "completed_on" from "todo_items" where ("todo_items"."user_id" = $1 and "todo_items"."completed" and "todo_items"."completed_on" between $2 and $3)) union (select "completed_on" from "lesson_progress" where ("lesson_progress"."user_id" = $4 and "lesson_progress"."completed_on" between $5 and $6))) union (select "task_date" from "daily_tasks" where ("daily_tasks"."user_id" = $7 and "daily_tasks"."is_completed" and "daily_tasks"."task_date" between $8 and $9))) union (select "done_on" from "chore_occurrences" where ("chore_occurrences"."done_by" = $10 and "chore_occurrences"."done_by" is not null and "chore_occurrences"."state" = $11 and "chore_occurrences"."done_on" between $12 and $13))`;
const TODO = `select "id", "user_id", "task", "completed", "completed_at", "completed_on", "step_id", "step_title", "estimated_time", "points", "is_custom", "time_spent_seconds", "created_at", "updated_at" from "todo_items" where "todo_items"."user_id" = $1 order by "todo_items"."created_at" asc, "todo_items"."id" asc`;

const rows = async (text, values) => (await pool.query(text, values)).rows;

async function actor(request) {
  const token = /^bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  // The session and its person in one statement, read by position (both tables have an "id"), as the app does.
  const [row] = (await pool.query({ text: SESSION, values: [token], rowMode: 'array' })).rows;
  if (!row || row[1] < new Date()) return null;
  return { id: row[2], email: row[3], name: row[4], email_verified: row[5], image: row[6] };
}

async function member(userId, spaceId) {
  const [row] = await rows(MEMBERSHIP, [spaceId, userId]);
  return row ?? null;
}

const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const routes = [
  [
    'GET',
    /^\/api\/spaces\/([^/]+)\/daily-tasks$/,
    async (user, [spaceId], query) => {
      if (!(await member(user.id, spaceId))) return [404, { error: { code: 'not_found' } }];
      const date = query.get('date');
      return [200, { date, tasks: await rows(TODAYS_TASKS, [user.id, spaceId, date]) }];
    },
  ],
  [
    'GET',
    /^\/api\/spaces\/([^/]+)$/,
    async (user, [spaceId]) => {
      const role = await member(user.id, spaceId);
      if (!role) return [404, { error: { code: 'not_found' } }];
      const [space] = await rows(SPACE, [spaceId]);
      const [points] = await rows(MY_POINTS, [user.id, spaceId]);
      const members = await rows(MEMBERS, [spaceId]);
      const [progress] = await rows(PROGRESS, [spaceId]);
      return [200, { space, role: role.role, my_points: points?.points ?? 0, members, progress }];
    },
  ],
  [
    'POST',
    /^\/api\/daily-tasks\/([^/]+)\/approve$/,
    async (user, [taskId]) => {
      // The task with the reviewer's membership of its space, then the approval with its points (the ledger
      // entry and the balance) in one statement, which is its own transaction.
      // Read by position: the task's "user_id" and its space's have the same name.
      const [found] = (await pool.query({ text: TASK_AND_MEMBERSHIP, values: [user.id, taskId], rowMode: 'array' }))
        .rows;
      if (!found) return [404, { error: { code: 'not_found' } }];
      const [owner, role] = [found[1], found[18]];
      if (!role) return [404, { error: { code: 'not_found' } }];
      if (role !== 'organizer') return [403, { error: { code: 'forbidden' } }];
      if (owner === user.id) return [403, { error: { code: 'forbidden' } }];
      const [updated] = await rows(APPROVE_AND_EARN, ['approved', new Date(), user.id, 10, taskId, 'submitted']);
      if (!updated) return [409, { error: { code: 'conflict' } }];
      const event = { spaceId: updated.space_id, event: { type: 'changed', what: 'daily', id: updated.id } };
      await rows(NOTIFY, ['tidy_space_events', JSON.stringify(event)]);
      await rows(RECIPIENTS, [[updated.user_id], false]);
      return [200, { task: updated }];
    },
  ],
  [
    'GET',
    /^\/api\/progress$/,
    async (user, _, query) => {
      const today = query.get('today');
      const from = addDays(today, -400);
      const [lessons, days, preferences] = await Promise.all([
        rows(LESSONS, [user.id]),
        rows(ACTIVE_DAYS, [
          user.id,
          from,
          today,
          user.id,
          from,
          today,
          user.id,
          from,
          today,
          user.id,
          'done',
          from,
          today,
        ]),
        rows(PREFERENCES, [user.id]),
      ]);
      return [
        200,
        {
          completed_lessons: lessons.map((row) => row.lesson_id),
          days: days.length,
          preferences: preferences[0] ?? null,
        },
      ];
    },
  ],
  ['GET', /^\/api\/todo$/, async (user) => [200, { items: await rows(TODO, [user.id]) }]],
];

const server = http.createServer(async (request, response) => {
  const send = (status, body) => {
    const text = JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  };
  try {
    const url = new URL(request.url ?? '/', 'http://floor');
    for await (const chunk of request) void chunk;
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(url.pathname));
    if (!route) return send(404, { error: { code: 'not_found' } });
    const user = await actor(request);
    if (!user) return send(401, { error: { code: 'unauthorized' } });
    const [status, body] = await route[2](user, route[1].exec(url.pathname).slice(1), url.searchParams);
    send(status, body);
  } catch (error) {
    console.error(error);
    send(500, { error: { code: 'internal' } });
  }
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
