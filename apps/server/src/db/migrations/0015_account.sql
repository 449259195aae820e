CREATE TABLE "account_deletion_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_file_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_invites" DROP CONSTRAINT "space_invites_invited_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "space_photos" DROP CONSTRAINT "space_photos_uploaded_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "chore_occurrences_space_history_idx";--> statement-breakpoint
ALTER TABLE "space_invites" ALTER COLUMN "invited_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_deletion_tokens" ADD CONSTRAINT "account_deletion_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_tokens_user_idx" ON "account_deletion_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_deletion_tokens_expiry_idx" ON "account_deletion_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "pending_file_removals_created_idx" ON "pending_file_removals" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "space_invites" ADD CONSTRAINT "space_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_photos" ADD CONSTRAINT "space_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chore_occurrences_assignee_idx" ON "chore_occurrences" USING btree ("assignee_id") WHERE "chore_occurrences"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "space_invites_invited_by_idx" ON "space_invites" USING btree ("invited_by") WHERE "space_invites"."invited_by" is not null;--> statement-breakpoint
CREATE INDEX "space_invites_accepted_by_idx" ON "space_invites" USING btree ("accepted_by") WHERE "space_invites"."accepted_by" is not null;--> statement-breakpoint
CREATE INDEX "points_ledger_awarded_by_idx" ON "points_ledger" USING btree ("awarded_by") WHERE "points_ledger"."awarded_by" is not null;--> statement-breakpoint
CREATE INDEX "daily_tasks_reviewed_by_idx" ON "daily_tasks" USING btree ("reviewed_by") WHERE "daily_tasks"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "task_assignments_assigned_by_idx" ON "task_assignments" USING btree ("assigned_by") WHERE "task_assignments"."assigned_by" is not null;--> statement-breakpoint
CREATE INDEX "chore_occurrences_space_history_idx" ON "chore_occurrences" USING btree ("space_id","submitted_at","id") WHERE "chore_occurrences"."submitted_at" is not null;