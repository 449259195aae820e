ALTER TABLE "chore_occurrences" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD COLUMN "nudged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "chore_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "weekly_summary_day" smallint;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "weekly_summary_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "weekly_summary_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "last_summary_on" date;--> statement-breakpoint
CREATE INDEX "chore_occurrences_due_reminder_idx" ON "chore_occurrences" USING btree ("due_on") WHERE "chore_occurrences"."state" = 'todo' and "chore_occurrences"."reminded_at" is null and "chore_occurrences"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "notification_settings_summary_idx" ON "notification_settings" USING btree ("weekly_summary_day","last_summary_on") WHERE "notification_settings"."weekly_summary_day" is not null;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_summary_day_check" CHECK ("notification_settings"."weekly_summary_day" between 0 and 6);