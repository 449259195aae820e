CREATE TABLE "kitchen_device_spaces" (
	"device_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	CONSTRAINT "kitchen_device_spaces_pk" PRIMARY KEY("device_id","space_id")
);
--> statement-breakpoint
CREATE TABLE "kitchen_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"linked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_code_hash" text,
	"link_expires_at" timestamp with time zone,
	"token_hash" text,
	"linked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "kitchen_devices_link_code_unique" UNIQUE("link_code_hash"),
	CONSTRAINT "kitchen_devices_token_unique" UNIQUE("token_hash"),
	CONSTRAINT "kitchen_devices_name_check" CHECK (char_length("kitchen_devices"."name") between 1 and 60),
	CONSTRAINT "kitchen_devices_state_check" CHECK (("kitchen_devices"."token_hash" is null and "kitchen_devices"."linked_at" is null and "kitchen_devices"."link_code_hash" is not null and "kitchen_devices"."link_expires_at" is not null)
        or ("kitchen_devices"."token_hash" is not null and "kitchen_devices"."linked_at" is not null and "kitchen_devices"."link_code_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "kitchen_pins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kitchen_device_spaces" ADD CONSTRAINT "kitchen_device_spaces_device_id_kitchen_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kitchen_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_device_spaces" ADD CONSTRAINT "kitchen_device_spaces_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_devices" ADD CONSTRAINT "kitchen_devices_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_pins" ADD CONSTRAINT "kitchen_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_device_spaces_space_idx" ON "kitchen_device_spaces" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "kitchen_devices_linked_by_idx" ON "kitchen_devices" USING btree ("linked_by");