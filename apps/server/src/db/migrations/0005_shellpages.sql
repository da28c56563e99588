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
CREATE INDEX "announcements_state" ON "announcements" USING btree ("tenant_id","state","release_time");--> statement-breakpoint
CREATE POLICY "announcements_tenant_isolation" ON "announcements" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "feedbacks_tenant_isolation" ON "feedbacks" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notice_dismissals_tenant_isolation" ON "notice_dismissals" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);