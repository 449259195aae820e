ALTER TABLE "spaces" ADD COLUMN "upkeep_started_at" timestamp with time zone;
--> statement-breakpoint
-- Spaces that already hold upkeep tasks were started before this column existed.
UPDATE "spaces" SET "upkeep_started_at" = now() WHERE EXISTS (SELECT 1 FROM "upkeep_tasks" WHERE "upkeep_tasks"."space_id" = "spaces"."id");
