ALTER TABLE "upkeep_tasks" ADD COLUMN "first_due_on" date;--> statement-breakpoint
ALTER TABLE "daily_tasks" ADD COLUMN "space_task_id" uuid;--> statement-breakpoint
ALTER TABLE "daily_tasks" ADD CONSTRAINT "daily_tasks_space_task_id_space_tasks_id_fk" FOREIGN KEY ("space_task_id") REFERENCES "public"."space_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_tasks_space_task_idx" ON "daily_tasks" USING btree ("space_task_id") WHERE "daily_tasks"."space_task_id" is not null;