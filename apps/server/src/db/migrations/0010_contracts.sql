CREATE TABLE "contracts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"contract_no" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"signer" text NOT NULL,
	"sign_time" timestamp with time zone NOT NULL,
	"file_id" uuid,
	"account_set" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "contracts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"quotation_no" text NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "quotations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "quotations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "quote_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "quote_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_freights" ADD COLUMN "rate_version_id" uuid;--> statement-breakpoint
ALTER TABLE "order_freights" ADD COLUMN "rounding_rule" text DEFAULT 'halfUpCentPerLine' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_tenant_no" ON "contracts" USING btree ("tenant_id","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_tenant_customer" ON "contracts" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_tenant_version" ON "quotations" USING btree ("tenant_id","contract_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_tenant_effective" ON "quotations" USING btree ("tenant_id","contract_id","effective_from");--> statement-breakpoint
CREATE INDEX "quotations_tenant_customer" ON "quotations" USING btree ("tenant_id","customer_id","effective_from");--> statement-breakpoint
CREATE INDEX "quote_logs_tenant_contract" ON "quote_logs" USING btree ("tenant_id","contract_id","created_at");--> statement-breakpoint
CREATE POLICY "contracts_tenant_isolation" ON "contracts" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "quotations_tenant_isolation" ON "quotations" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "quote_logs_tenant_isolation" ON "quote_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);