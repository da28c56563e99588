ALTER TABLE "pick_lists" ADD COLUMN "custodian_id" uuid;--> statement-breakpoint
ALTER TABLE "pick_lists" ADD COLUMN "custodian_assigned_at" timestamp with time zone;