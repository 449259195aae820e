CREATE TABLE "space_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"invited_email" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"role_metadata" jsonb,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_invites_status_check" CHECK ("space_invites"."status" in ('pending', 'accepted', 'expired')),
	CONSTRAINT "space_invites_role_check" CHECK ("space_invites"."role" in ('parent', 'child', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "space_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"estimated_time" integer NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_tasks_category_check" CHECK ("space_tasks"."category" in ('organize', 'clean', 'rearrange', 'declutter', 'setup'))
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"space_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_analyzed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_space_type_check" CHECK ("spaces"."space_type" in ('bedroom', 'kitchen', 'living-room', 'office', 'bathroom', 'garage', 'gym', 'other'))
);
--> statement-breakpoint
CREATE TABLE "user_points" (
	"user_id" text NOT NULL,
	"space_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_points_user_id_space_id_pk" PRIMARY KEY("user_id","space_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"daily_time_available" integer NOT NULL,
	"energy_level" text NOT NULL,
	"organization_experience" text NOT NULL,
	"task_frequency" text NOT NULL,
	"preferred_task_time" text NOT NULL,
	"motivation_style" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"space_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_space_unique" UNIQUE("user_id","space_id"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('organizer', 'parent', 'child', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "space_invites" ADD CONSTRAINT "space_invites_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_invites" ADD CONSTRAINT "space_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_invites" ADD CONSTRAINT "space_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_tasks" ADD CONSTRAINT "space_tasks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_invites_space_status_idx" ON "space_invites" USING btree ("space_id","status");--> statement-breakpoint
CREATE INDEX "space_invites_email_status_idx" ON "space_invites" USING btree (lower("invited_email"),"status");--> statement-breakpoint
CREATE INDEX "space_tasks_space_order_idx" ON "space_tasks" USING btree ("space_id","order_index");--> statement-breakpoint
CREATE INDEX "spaces_user_created_idx" ON "spaces" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_points_space_idx" ON "user_points" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "user_roles_space_idx" ON "user_roles" USING btree ("space_id");