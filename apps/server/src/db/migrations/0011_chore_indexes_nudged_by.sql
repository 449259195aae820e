ALTER TABLE "chore_occurrences" ADD COLUMN "nudged_by" text;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD CONSTRAINT "chore_occurrences_nudged_by_users_id_fk" FOREIGN KEY ("nudged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chore_occurrences_space_history_idx" ON "chore_occurrences" USING btree ("space_id","submitted_at","id") WHERE "chore_occurrences"."done_by" is not null and "chore_occurrences"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "chore_occurrences_nudged_by_idx" ON "chore_occurrences" USING btree ("nudged_by") WHERE "chore_occurrences"."nudged_by" is not null;--> statement-breakpoint
CREATE INDEX "chores_due_time_idx" ON "chores" USING btree ("id") WHERE "chores"."due_time" is not null and "chores"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "points_ledger_daily_task_idx" ON "points_ledger" USING btree ("daily_task_id") WHERE "points_ledger"."daily_task_id" is not null;--> statement-breakpoint
CREATE INDEX "points_ledger_assignment_idx" ON "points_ledger" USING btree ("assignment_id") WHERE "points_ledger"."assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "points_ledger_chore_occurrence_idx" ON "points_ledger" USING btree ("chore_occurrence_id") WHERE "points_ledger"."chore_occurrence_id" is not null;--> statement-breakpoint
CREATE INDEX "points_ledger_reward_request_idx" ON "points_ledger" USING btree ("reward_request_id") WHERE "points_ledger"."reward_request_id" is not null;