CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "chore_members" (
	"chore_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "chore_members_chore_id_user_id_pk" PRIMARY KEY("chore_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chore_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chore_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"assignee_id" text,
	"state" text DEFAULT 'todo' NOT NULL,
	"done_by" text,
	"done_on" date,
	"submitted_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"self_approved" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"points_awarded" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chore_occurrences_state_check" CHECK ("chore_occurrences"."state" in ('todo', 'submitted', 'approved', 'sent_back', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "chore_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chore_pauses_range_check" CHECK ("chore_pauses"."starts_on" <= "chore_pauses"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "chores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"estimated_time" integer DEFAULT 15 NOT NULL,
	"points" integer DEFAULT 10 NOT NULL,
	"rule" jsonb,
	"anchor_on" date NOT NULL,
	"due_time" text,
	"area" text,
	"assignment_mode" text DEFAULT 'open' NOT NULL,
	"rotation_strategy" text,
	"assignee_id" text,
	"space_task_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "chores_mode_check" CHECK ("chores"."assignment_mode" in ('one', 'open', 'rotation')),
	CONSTRAINT "chores_strategy_check" CHECK ("chores"."rotation_strategy" is null or "chores"."rotation_strategy" in ('round_robin', 'fewest_recent')),
	CONSTRAINT "chores_time_check" CHECK ("chores"."estimated_time" between 1 and 480),
	CONSTRAINT "chores_points_check" CHECK ("chores"."points" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "reward_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"cost" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_requests_status_check" CHECK ("reward_requests"."status" in ('pending', 'approved', 'declined', 'cancelled')),
	CONSTRAINT "reward_requests_cost_check" CHECK ("reward_requests"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost" integer NOT NULL,
	"weekly_limit" smallint,
	"created_by" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_cost_check" CHECK ("rewards"."cost" between 1 and 100000),
	CONSTRAINT "rewards_weekly_limit_check" CHECK ("rewards"."weekly_limit" is null or "rewards"."weekly_limit" between 1 and 50)
);
--> statement-breakpoint
DROP INDEX "points_ledger_daily_task_unique";--> statement-breakpoint
DROP INDEX "points_ledger_assignment_unique";--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "parents_manage_rewards" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "kind" text DEFAULT 'earn' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "chore_occurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "reward_request_id" uuid;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_members" ADD CONSTRAINT "chore_members_chore_id_chores_id_fk" FOREIGN KEY ("chore_id") REFERENCES "public"."chores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_members" ADD CONSTRAINT "chore_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD CONSTRAINT "chore_occurrences_chore_id_chores_id_fk" FOREIGN KEY ("chore_id") REFERENCES "public"."chores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD CONSTRAINT "chore_occurrences_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD CONSTRAINT "chore_occurrences_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD CONSTRAINT "chore_occurrences_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_occurrences" ADD CONSTRAINT "chore_occurrences_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_pauses" ADD CONSTRAINT "chore_pauses_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_pauses" ADD CONSTRAINT "chore_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_pauses" ADD CONSTRAINT "chore_pauses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_space_task_id_space_tasks_id_fk" FOREIGN KEY ("space_task_id") REFERENCES "public"."space_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chores" ADD CONSTRAINT "chores_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chore_members_user_idx" ON "chore_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chore_occurrences_open_unique" ON "chore_occurrences" USING btree ("chore_id") WHERE "chore_occurrences"."state" = 'todo';--> statement-breakpoint
CREATE INDEX "chore_occurrences_chore_idx" ON "chore_occurrences" USING btree ("chore_id","due_on");--> statement-breakpoint
CREATE INDEX "chore_occurrences_space_due_idx" ON "chore_occurrences" USING btree ("space_id","due_on");--> statement-breakpoint
CREATE INDEX "chore_occurrences_assignee_open_idx" ON "chore_occurrences" USING btree ("assignee_id","due_on") WHERE "chore_occurrences"."state" in ('todo', 'submitted', 'sent_back');--> statement-breakpoint
CREATE INDEX "chore_occurrences_space_submitted_idx" ON "chore_occurrences" USING btree ("space_id","submitted_at") WHERE "chore_occurrences"."state" = 'submitted';--> statement-breakpoint
CREATE INDEX "chore_occurrences_chore_done_idx" ON "chore_occurrences" USING btree ("chore_id","done_on") WHERE "chore_occurrences"."done_by" is not null;--> statement-breakpoint
CREATE INDEX "chore_occurrences_done_by_idx" ON "chore_occurrences" USING btree ("done_by","done_on") WHERE "chore_occurrences"."done_by" is not null;--> statement-breakpoint
CREATE INDEX "chore_occurrences_reviewed_by_idx" ON "chore_occurrences" USING btree ("reviewed_by") WHERE "chore_occurrences"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "chore_pauses_space_idx" ON "chore_pauses" USING btree ("space_id","ends_on");--> statement-breakpoint
CREATE INDEX "chore_pauses_user_idx" ON "chore_pauses" USING btree ("user_id","ends_on");--> statement-breakpoint
CREATE INDEX "chore_pauses_created_by_idx" ON "chore_pauses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "chores_space_idx" ON "chores" USING btree ("space_id","area","created_at") WHERE "chores"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "chores_assignee_idx" ON "chores" USING btree ("assignee_id") WHERE "chores"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "chores_space_task_idx" ON "chores" USING btree ("space_task_id") WHERE "chores"."space_task_id" is not null;--> statement-breakpoint
CREATE INDEX "chores_created_by_idx" ON "chores" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reward_requests_space_created_idx" ON "reward_requests" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_requests_space_pending_idx" ON "reward_requests" USING btree ("space_id","created_at") WHERE "reward_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reward_requests_user_space_idx" ON "reward_requests" USING btree ("user_id","space_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_requests_reward_user_idx" ON "reward_requests" USING btree ("reward_id","user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "reward_requests_reviewed_by_idx" ON "reward_requests" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "rewards_space_idx" ON "rewards" USING btree ("space_id","created_at") WHERE "rewards"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "rewards_created_by_idx" ON "rewards" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_chore_occurrence_id_chore_occurrences_id_fk" FOREIGN KEY ("chore_occurrence_id") REFERENCES "public"."chore_occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reward_request_id_reward_requests_id_fk" FOREIGN KEY ("reward_request_id") REFERENCES "public"."reward_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reverses_id_points_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."points_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_chore_occurrence_unique" ON "points_ledger" USING btree ("chore_occurrence_id") WHERE "points_ledger"."chore_occurrence_id" is not null and "points_ledger"."kind" = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reward_request_unique" ON "points_ledger" USING btree ("reward_request_id") WHERE "points_ledger"."reward_request_id" is not null and "points_ledger"."kind" = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reverses_unique" ON "points_ledger" USING btree ("reverses_id") WHERE "points_ledger"."reverses_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_daily_task_unique" ON "points_ledger" USING btree ("daily_task_id") WHERE "points_ledger"."daily_task_id" is not null and "points_ledger"."kind" = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_assignment_unique" ON "points_ledger" USING btree ("assignment_id") WHERE "points_ledger"."assignment_id" is not null and "points_ledger"."kind" = 'earn';--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_not_negative" CHECK ("user_points"."points" >= 0);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_kind_check" CHECK ("points_ledger"."kind" in ('earn', 'spend', 'adjust', 'refund', 'reversal'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_sign_check" CHECK (("points_ledger"."kind" in ('earn', 'refund') and "points_ledger"."points" > 0) or ("points_ledger"."kind" = 'spend' and "points_ledger"."points" < 0) or ("points_ledger"."kind" in ('adjust', 'reversal') and "points_ledger"."points" <> 0));