ALTER TABLE "chore_occurrences" DROP CONSTRAINT "chore_occurrences_state_check";--> statement-breakpoint
ALTER TABLE "chores" DROP CONSTRAINT "chores_points_check";--> statement-breakpoint
ALTER TABLE "chores" ADD COLUMN "needs_review" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD CONSTRAINT "chore_occurrences_state_check" CHECK ("chore_occurrences"."state" in ('todo', 'submitted', 'approved', 'sent_back', 'skipped', 'done'));--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_points_check" CHECK (("chores"."needs_review" and "chores"."points" between 1 and 100) or (not "chores"."needs_review" and "chores"."points" = 0));--> statement-breakpoint
-- Data (decision 021): each upkeep task becomes a chore with the same id: its area, "N days after it was last
-- done", open to anyone, no review, no points. Its wait began on the day it was last done; a task never done
-- waits for its first due day (its spread start, else the day it was added), so the wait began an interval
-- before. What upkeep showed as next due is then always anchor + interval.
INSERT INTO "chores" ("id", "space_id", "title", "points", "needs_review", "rule", "anchor_on", "area", "assignment_mode", "created_by", "created_at", "updated_at")
SELECT t."id", t."space_id", t."name", 0, false,
  jsonb_build_object('kind', 'after_done', 'interval', t."interval_days"::int),
  coalesce(t."last_done_on", coalesce(t."first_due_on", (t."created_at" at time zone 'UTC')::date) - t."interval_days"::int),
  t."area", 'open', t."created_by", t."created_at", t."created_at"
FROM "upkeep_tasks" t;--> statement-breakpoint
-- Each completion is a turn done without review: due when upkeep had it due (an interval after the one
-- before, the first one on the task's first due day), done by whoever marked it, on their day.
INSERT INTO "chore_occurrences" ("chore_id", "space_id", "due_on", "assignee_id", "state", "done_by", "done_on", "submitted_at", "created_at")
SELECT c."task_id", t."space_id",
  coalesce((lag(c."done_on") OVER w) + t."interval_days"::int, t."first_due_on", (t."created_at" at time zone 'UTC')::date),
  c."user_id", 'done', c."user_id", c."done_on", c."created_at", c."created_at"
FROM "upkeep_completions" c
JOIN "upkeep_tasks" t ON t."id" = c."task_id"
WINDOW w AS (PARTITION BY c."task_id" ORDER BY c."done_on", c."created_at");--> statement-breakpoint
-- A last-done day with no completion row behind it (none is expected) is kept as a done turn too.
INSERT INTO "chore_occurrences" ("chore_id", "space_id", "due_on", "assignee_id", "state", "done_by", "done_on", "submitted_at", "created_at")
SELECT t."id", t."space_id", t."last_done_on", t."last_done_by", 'done', t."last_done_by", t."last_done_on", t."created_at", t."created_at"
FROM "upkeep_tasks" t
WHERE t."last_done_on" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "upkeep_completions" c WHERE c."task_id" = t."id" AND c."done_on" = t."last_done_on");--> statement-breakpoint
-- The open turn: due on the day upkeep showed as next due, nobody's yet.
INSERT INTO "chore_occurrences" ("chore_id", "space_id", "due_on", "state", "created_at")
SELECT t."id", t."space_id",
  coalesce(t."last_done_on" + t."interval_days"::int, t."first_due_on", (t."created_at" at time zone 'UTC')::date),
  'todo',
  coalesce((SELECT max(c."created_at") FROM "upkeep_completions" c WHERE c."task_id" = t."id"), t."created_at")
FROM "upkeep_tasks" t;--> statement-breakpoint
-- Their data lives in chores now.
DROP TABLE "upkeep_completions" CASCADE;--> statement-breakpoint
DROP TABLE "upkeep_tasks" CASCADE;
