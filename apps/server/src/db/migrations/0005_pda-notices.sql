CREATE TABLE "announcements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"version_code" text DEFAULT '' NOT NULL,
	"message_type" integer DEFAULT 2 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"release_time" timestamp with time zone,
	"deadline_time" timestamp with time zone,
	"video_url" text DEFAULT '' NOT NULL,
	"document_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "announcements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "feedbacks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notice_dismissals" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_dismissals_tenant_id_user_id_version_code_pk" PRIMARY KEY("tenant_id","user_id","version_code")
);
--> statement-breakpoint
ALTER TABLE "notice_dismissals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pick_list_leases" (
	"tenant_id" uuid NOT NULL,
	"pick_list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"leased_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "pick_list_leases_tenant_id_pick_list_id_pk" PRIMARY KEY("tenant_id","pick_list_id")
);
--> statement-breakpoint
ALTER TABLE "pick_list_leases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "relist_items" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"source_no" text NOT NULL,
	"suggested_location_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"relisted_location_id" uuid,
	"relisted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "relist_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "relist_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "announcements_state" ON "announcements" USING btree ("tenant_id","state","release_time");--> statement-breakpoint
CREATE INDEX "relist_items_tenant_pending" ON "relist_items" USING btree ("tenant_id","warehouse_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "relist_items_tenant_updated" ON "relist_items" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE POLICY "announcements_tenant_isolation" ON "announcements" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "feedbacks_tenant_isolation" ON "feedbacks" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notice_dismissals_tenant_isolation" ON "notice_dismissals" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pick_list_leases_tenant_isolation" ON "pick_list_leases" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "relist_items_tenant_isolation" ON "relist_items" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);