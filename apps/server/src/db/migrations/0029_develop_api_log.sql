CREATE TABLE "api_log_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "api_log_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "api_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"function_point" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"status_code" integer NOT NULL,
	"success" boolean NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_authorizations" (
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"selling_partner_id" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "store_authorizations_tenant_id_store_id_pk" PRIMARY KEY("tenant_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "store_authorizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "api_logs_time" ON "api_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "api_log_settings_tenant_isolation" ON "api_log_settings" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "api_logs_tenant_isolation" ON "api_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "store_authorizations_tenant_isolation" ON "store_authorizations" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);