CREATE TABLE "carrier_accounts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"carrier" text NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"meter_number" text DEFAULT '' NOT NULL,
	"hubid" text DEFAULT '' NOT NULL,
	"label_type" text DEFAULT '' NOT NULL,
	"label_stock_type" text DEFAULT '' NOT NULL,
	"account_type" text DEFAULT '' NOT NULL,
	"channel_type" text DEFAULT '' NOT NULL,
	"consumer_id" text DEFAULT '' NOT NULL,
	"user_id_at_carrier" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sealed_secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_ids" uuid[] DEFAULT '{}' NOT NULL,
	"warehouse_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "carrier_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "carrier_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_shipping_configs" (
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"carrier_account_id" uuid NOT NULL,
	"service_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "customer_shipping_configs_tenant_id_customer_id_warehouse_id_pk" PRIMARY KEY("tenant_id","customer_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "customer_shipping_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_portraits" (
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"evaluation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "customer_portraits_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_portraits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "scoring_criteria" (
	"tenant_id" uuid NOT NULL,
	"indicator" text NOT NULL,
	"weight" integer NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "scoring_criteria_tenant_id_indicator_pk" PRIMARY KEY("tenant_id","indicator")
);
--> statement-breakpoint
ALTER TABLE "scoring_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "country_code" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "platform_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "environment" text DEFAULT 'production' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_accounts_tenant_name" ON "carrier_accounts" USING btree ("tenant_id","account_name");--> statement-breakpoint
CREATE INDEX "customer_shipping_configs_account" ON "customer_shipping_configs" USING btree ("tenant_id","carrier_account_id");--> statement-breakpoint
CREATE POLICY "carrier_accounts_tenant_isolation" ON "carrier_accounts" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "customer_shipping_configs_tenant_isolation" ON "customer_shipping_configs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "customer_portraits_tenant_isolation" ON "customer_portraits" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "scoring_criteria_tenant_isolation" ON "scoring_criteria" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);