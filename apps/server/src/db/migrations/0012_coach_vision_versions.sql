CREATE TABLE "task_list_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"created_by" text,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"added_ids" jsonb NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "space_photos" ADD COLUMN "detections" jsonb;--> statement-breakpoint
ALTER TABLE "task_list_versions" ADD CONSTRAINT "task_list_versions_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_list_versions" ADD CONSTRAINT "task_list_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_list_versions_space_created_idx" ON "task_list_versions" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "task_list_versions_expires_idx" ON "task_list_versions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "task_list_versions_created_by_idx" ON "task_list_versions" USING btree ("created_by");