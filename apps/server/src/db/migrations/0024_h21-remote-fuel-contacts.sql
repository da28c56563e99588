CREATE TABLE "customer_contacts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"name" text NOT NULL,
	"duty" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "customer_contacts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fuel_rates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"week_start" date NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "fuel_rates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fuel_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "remote_areas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"postcode" text NOT NULL,
	"remote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "remote_areas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "remote_areas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer" ON "customer_contacts" USING btree ("tenant_id","customer_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_rates_week" ON "fuel_rates" USING btree ("tenant_id","carrier","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_areas_code" ON "remote_areas" USING btree ("tenant_id","carrier","postcode","country");--> statement-breakpoint
CREATE POLICY "customer_contacts_tenant_isolation" ON "customer_contacts" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fuel_rates_tenant_isolation" ON "fuel_rates" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "remote_areas_tenant_isolation" ON "remote_areas" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);