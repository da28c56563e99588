CREATE TABLE "mail_accounts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"provider" text NOT NULL,
	"mail_email" text NOT NULL,
	"mail_account" text DEFAULT '' NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"encryption" text NOT NULL,
	"sealed_password" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "mail_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "mail_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"event" text NOT NULL,
	"customer_id" uuid,
	"source_no" text DEFAULT '' NOT NULL,
	"account_id" uuid,
	"from_email" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"to_list" text[] DEFAULT '{}' NOT NULL,
	"cc_list" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "mail_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "mail_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_recipients" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"away_from" date,
	"away_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "mail_recipients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "mail_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_accounts_email" ON "mail_accounts" USING btree ("tenant_id","mail_email") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "mail_logs_tenant_created" ON "mail_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_logs_retry" ON "mail_logs" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_recipients_customer" ON "mail_recipients" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE POLICY "mail_accounts_tenant_isolation" ON "mail_accounts" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "mail_logs_tenant_isolation" ON "mail_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "mail_recipients_tenant_isolation" ON "mail_recipients" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);