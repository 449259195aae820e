CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_email" text,
	"user_name" text,
	"category" text NOT NULL,
	"rating" smallint,
	"feedback_text" text NOT NULL,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_category_check" CHECK ("feedback"."category" in ('bug', 'feature', 'improvement', 'general')),
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" is null or "feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" text NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_on" date NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "lesson_progress_lesson_check" CHECK ("lesson_progress"."lesson_id" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "todo_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"task" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_on" date,
	"step_id" integer,
	"step_title" text,
	"estimated_time" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"is_custom" boolean DEFAULT true NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_items_time_check" CHECK ("todo_items"."estimated_time" between 1 and 240)
);
--> statement-breakpoint
CREATE TABLE "upkeep_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"done_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upkeep_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"area" text NOT NULL,
	"name" text NOT NULL,
	"interval_days" smallint NOT NULL,
	"last_done_on" date,
	"last_done_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upkeep_tasks_interval_check" CHECK ("upkeep_tasks"."interval_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_items" ADD CONSTRAINT "todo_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_completions" ADD CONSTRAINT "upkeep_completions_task_id_upkeep_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."upkeep_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_completions" ADD CONSTRAINT "upkeep_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_tasks" ADD CONSTRAINT "upkeep_tasks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_tasks" ADD CONSTRAINT "upkeep_tasks_last_done_by_users_id_fk" FOREIGN KEY ("last_done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_tasks" ADD CONSTRAINT "upkeep_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_user_day_idx" ON "lesson_progress" USING btree ("user_id","completed_on");--> statement-breakpoint
CREATE INDEX "todo_items_user_created_idx" ON "todo_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "todo_items_user_done_idx" ON "todo_items" USING btree ("user_id","completed_on") WHERE "todo_items"."completed";--> statement-breakpoint
CREATE INDEX "upkeep_completions_task_idx" ON "upkeep_completions" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "upkeep_completions_user_day_idx" ON "upkeep_completions" USING btree ("user_id","done_on");--> statement-breakpoint
CREATE INDEX "upkeep_tasks_space_area_idx" ON "upkeep_tasks" USING btree ("space_id","area","created_at");--> statement-breakpoint
CREATE INDEX "upkeep_tasks_last_done_by_idx" ON "upkeep_tasks" USING btree ("last_done_by");--> statement-breakpoint
CREATE INDEX "upkeep_tasks_created_by_idx" ON "upkeep_tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "daily_tasks_user_done_idx" ON "daily_tasks" USING btree ("user_id","task_date") WHERE "daily_tasks"."is_completed";--> statement-breakpoint
CREATE INDEX "points_ledger_space_created_idx" ON "points_ledger" USING btree ("space_id","created_at");