CREATE TABLE "authorization_applications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_ids" uuid[] NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" uuid,
	"review_remark" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "authorization_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "authorization_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer_x" integer NOT NULL,
	"piece_y" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "captcha_challenges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"account" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"system" text DEFAULT 'backoffice' NOT NULL,
	"success" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_throttles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_reset_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_customers" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "user_customers_tenant_id_user_id_customer_id_pk" PRIMARY KEY("tenant_id","user_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "user_customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_warehouses" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	CONSTRAINT "user_warehouses_tenant_id_user_id_warehouse_id_pk" PRIMARY KEY("tenant_id","user_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "user_warehouses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"resource_type" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"view_path" text DEFAULT '' NOT NULL,
	"view_name" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"link_type" integer DEFAULT 1 NOT NULL,
	"open_mode" integer DEFAULT 1 NOT NULL,
	"view_cache" boolean DEFAULT false NOT NULL,
	"closable" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_validation" boolean DEFAULT true NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"module_id" text DEFAULT '' NOT NULL,
	"group_id" text DEFAULT '' NOT NULL,
	"resource_version" integer DEFAULT 1 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"http_method" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"dictionary_code" text DEFAULT '' NOT NULL,
	"data_condition" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subscription_purchases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"edition" text NOT NULL,
	"years" integer NOT NULL,
	"order_quota" integer NOT NULL,
	"warehouse_limit" integer NOT NULL,
	"customer_limit" integer NOT NULL,
	"is_pda" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'inReview' NOT NULL,
	"review_remark" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "subscription_purchases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "subscription_purchases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "users_account";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "is_platform" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "plan_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_permission" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_condition" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "authorization_applications_state" ON "authorization_applications" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_applications_one_pending" ON "authorization_applications" USING btree ("tenant_id","applicant_id") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "captcha_ticket" ON "captcha_challenges" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "captcha_expires" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_logs_tenant" ON "login_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user" ON "password_reset_codes" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_customers_customer" ON "user_customers" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "user_warehouses_warehouse" ON "user_warehouses" USING btree ("tenant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "messages_user" ON "messages" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_code" ON "resources" USING btree ("code") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "resources_parent" ON "resources" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "subscription_purchases_state" ON "subscription_purchases" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE POLICY "authorization_applications_tenant_isolation" ON "authorization_applications" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "login_logs_tenant_isolation" ON "login_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "password_reset_codes_tenant_isolation" ON "password_reset_codes" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_customers_tenant_isolation" ON "user_customers" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_warehouses_tenant_isolation" ON "user_warehouses" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "messages_tenant_isolation" ON "messages" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "resources_read" ON "resources" AS PERMISSIVE FOR SELECT TO "wms_app" USING (true);--> statement-breakpoint
CREATE POLICY "subscription_purchases_tenant_isolation" ON "subscription_purchases" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);