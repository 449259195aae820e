CREATE TABLE "daily_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"space_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"estimated_time" integer NOT NULL,
	"points" integer NOT NULL,
	"task_date" date NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"submission_status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"reviewed_by" text,
	"rejection_reason" text,
	"points_awarded" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_tasks_status_check" CHECK ("daily_tasks"."submission_status" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "daily_tasks_time_check" CHECK ("daily_tasks"."estimated_time" between 5 and 480),
	CONSTRAINT "daily_tasks_points_check" CHECK ("daily_tasks"."points" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"space_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"daily_task_id" uuid,
	"assignment_id" uuid,
	"awarded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"assigned_to" text NOT NULL,
	"assigned_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"points_awarded" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_assignments_status_check" CHECK ("task_assignments"."status" in ('pending', 'submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "daily_tasks" ADD CONSTRAINT "daily_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_tasks" ADD CONSTRAINT "daily_tasks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_tasks" ADD CONSTRAINT "daily_tasks_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_daily_task_id_daily_tasks_id_fk" FOREIGN KEY ("daily_task_id") REFERENCES "public"."daily_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_assignment_id_task_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."task_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_task_id_space_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."space_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_tasks_user_space_date_idx" ON "daily_tasks" USING btree ("user_id","space_id","task_date","created_at");--> statement-breakpoint
CREATE INDEX "daily_tasks_space_submitted_idx" ON "daily_tasks" USING btree ("space_id","submitted_at") WHERE "daily_tasks"."submission_status" = 'submitted';--> statement-breakpoint
CREATE INDEX "points_ledger_user_space_idx" ON "points_ledger" USING btree ("user_id","space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_daily_task_unique" ON "points_ledger" USING btree ("daily_task_id") WHERE "points_ledger"."daily_task_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_assignment_unique" ON "points_ledger" USING btree ("assignment_id") WHERE "points_ledger"."assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "task_assignments_task_idx" ON "task_assignments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_assignments_assignee_idx" ON "task_assignments" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "task_assignments_space_submitted_idx" ON "task_assignments" USING btree ("space_id","submitted_at") WHERE "task_assignments"."status" = 'submitted';