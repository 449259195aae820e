// The floor of the benchmark: a bare node:http server that runs, through one pg.Pool of the same size as the
// server's, exactly the SQL the real routes run (printed by scripts/bench/capture.ts) and answers JSON.
// No framework, validation, auth library or logging: what is left is the database and the driver.
// Usage: DATABASE_URL=postgres://… PORT=0 node scripts/bench/floor.mjs (prints "listening <port>").
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const SESSION = `select "id", "token", "user_id", "expires_at", "ip_address", "user_agent", "created_at", "updated_at" from "sessions" where "sessions"."token" = $1`;
const USER = `select "id", "name", "email", "email_verified", "image", "created_at", "updated_at" from "users" where "users"."id" = $1`;
const MEMBERSHIP = `select "user_roles"."role", "spaces"."user_id" from "user_roles" inner join "spaces" on "spaces"."id" = "user_roles"."space_id" where ("user_roles"."space_id" = $1 and "user_roles"."user_id" = $2)`;
const DAILY_COLUMNS = `"id", "user_id", "space_id", "title", "description", "estimated_time", "points", "task_date", "is_completed", "completed_at", "submission_status", "submitted_at", "approved_at", "reviewed_by", "rejection_reason", "points_awarded", "created_at"`;
const TODAYS_TASKS = `select ${DAILY_COLUMNS} from "daily_tasks" where ("daily_tasks"."user_id" = $1 and "daily_tasks"."space_id" = $2 and "daily_tasks"."task_date" = $3) order by "daily_tasks"."created_at" asc, "daily_tasks"."id" asc`;
const SPACE = `select "id", "user_id", "name", "space_type", "description", "is_analyzed", "setup_notes", "analysis_pending", "analyzed_at", "created_at", "updated_at" from "spaces" where "spaces"."id" = $1`;
const MY_POINTS = `select "points" from "user_points" where ("user_points"."user_id" = $1 and "user_points"."space_id" = $2)`;
const MEMBERS = `select "user_roles"."user_id", "user_roles"."role", "profiles"."full_name", "profiles"."email" from "user_roles" left join "profiles" on "profiles"."id" = "user_roles"."user_id" where "user_roles"."space_id" = $1 order by "user_roles"."created_at" asc`;
const PROGRESS = `select count(*)::int, count(*) filter (where "is_completed")::int from "space_tasks" where "space_tasks"."space_id" = $1`;
const DAILY_BY_ID = `select ${DAILY_COLUMNS} from "daily_tasks" where "daily_tasks"."id" = $1`;
const APPROVE = `update "daily_tasks" set "submission_status" = $1, "approved_at" = $2, "reviewed_by" = $3, "points_awarded" = $4 where ("daily_tasks"."id" = $5 and "daily_tasks"."submission_status" = $6) returning ${DAILY_COLUMNS}`;
const LEDGER = `insert into "points_ledger" ("id", "user_id", "space_id", "points", "reason", "daily_task_id", "assignment_id", "awarded_by", "created_at") values (default, $1, $2, $3, $4, $5, default, $6, default)`;
const TOTAL = `insert into "user_points" ("user_id", "space_id", "points", "updated_at") values ($1, $2, $3, default) on conflict ("user_id","space_id") do update set "points" = "user_points"."points" + $4, "updated_at" = $5`;
const NOTIFY = `select pg_notify($1, $2)`;
const WANTS_REVIEWS = `select "user_id" from "notification_settings" where ("notification_settings"."user_id" in ($1) and "notification_settings"."review_result" = $2)`;
const DEVICES = `select distinct "user_id" from "push_subscriptions" where "push_subscriptions"."user_id" in ($1)`;
const LESSONS = `select "lesson_id" from "lesson_progress" where "lesson_progress"."user_id" = $1 order by "lesson_progress"."lesson_id" asc`;
const PREFERENCES = `select "user_id", "daily_time_available", "energy_level", "organization_experience", "task_frequency", "preferred_task_time", "motivation_style", "updated_at" from "user_preferences" where "user_preferences"."user_id" = $1`;
const ACTIVE_DAYS = `(((select "completed_on" from "todo_items" where ("todo_items"."user_id" = $1 and "todo_items"."completed" = $2 and "todo_items"."completed_on" between $3 and $4)) union (select "completed_on" from "lesson_progress" where ("lesson_progress"."user_id" = $5 and "lesson_progress"."completed_on" between $6 and $7))) union (select "task_date" from "daily_tasks" where ("daily_tasks"."user_id" = $8 and "daily_tasks"."is_completed" = $9 and "daily_tasks"."task_date" between $10 and $11))) union (select "done_on" from "chore_occurrences" where ("chore_occurrences"."done_by" = $12 and "chore_occurrences"."done_by" is not null and "chore_occurrences"."state" = $13 and "chore_occurrences"."done_on" between $14 and $15))`;
const TODO = `select "id", "user_id", "task", "completed", "completed_at", "completed_on", "step_id", "step_title", "estimated_time", "points", "is_custom", "time_spent_seconds", "created_at", "updated_at" from "todo_items" where "todo_items"."user_id" = $1 order by "todo_items"."created_at" asc, "todo_items"."id" asc`;

const rows = async (text, values) => (await pool.query(text, values)).rows;

async function actor(request) {
  const token = /^bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const [session] = await rows(SESSION, [token]);
  if (!session || session.expires_at < new Date()) return null;
  const [user] = await rows(USER, [session.user_id]);
  return user ?? null;
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
      const [found] = await rows(DAILY_BY_ID, [taskId]);
      if (!found) return [404, { error: { code: 'not_found' } }];
      const role = await member(user.id, found.space_id);
      if (!role) return [404, { error: { code: 'not_found' } }];
      if (role.role !== 'organizer') return [403, { error: { code: 'forbidden' } }];
      const client = await pool.connect();
      let updated;
      try {
        await client.query('begin');
        [updated] = (await client.query(APPROVE, ['approved', new Date(), user.id, 10, taskId, 'submitted'])).rows;
        if (updated) {
          const reason = `Daily task approved: ${updated.title}`;
          await client.query(LEDGER, [updated.user_id, updated.space_id, 10, reason, updated.id, user.id]);
          await client.query(TOTAL, [updated.user_id, updated.space_id, 10, 10, new Date()]);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
      if (!updated) return [409, { error: { code: 'conflict' } }];
      const event = { spaceId: updated.space_id, event: { type: 'changed', what: 'daily', id: updated.id } };
      await rows(NOTIFY, ['tidy_space_events', JSON.stringify(event)]);
      if (updated.user_id !== user.id) {
        await rows(WANTS_REVIEWS, [updated.user_id, false]);
        await rows(DEVICES, [updated.user_id]);
      }
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
          true,
          from,
          today,
          user.id,
          from,
          today,
          user.id,
          true,
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
