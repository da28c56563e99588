CREATE TABLE "bills" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"bill_month" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"state" text DEFAULT 'unsettled' NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"due_on" date NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "bills_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "bills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "charges" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"source_no" text NOT NULL,
	"fee_type" text NOT NULL,
	"fee_component" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"amount" bigint NOT NULL,
	"exact_milli" bigint NOT NULL,
	"occurred_on" date NOT NULL,
	"bill_month" text NOT NULL,
	"rate_version_id" uuid,
	"rule" text NOT NULL,
	"rounding_rule" text DEFAULT 'halfUpCentPerLine' NOT NULL,
	"reverses_id" uuid,
	"bill_id" uuid,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "misc_fees" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"fee_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"fee_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"happen_date" date NOT NULL,
	"voucher_file_id" uuid,
	"voucher_name" text,
	"remark" text,
	"audit_state" text DEFAULT 'pending' NOT NULL,
	"audit_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "misc_fees_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "misc_fees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "recharges" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"serial_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text DEFAULT 'recharge' NOT NULL,
	"way" text NOT NULL,
	"amount" bigint NOT NULL,
	"voucher_file_id" uuid,
	"voucher_name" text,
	"remark" text,
	"audit_state" text DEFAULT 'pending' NOT NULL,
	"audit_remark" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "recharges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "recharges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "storage_snapshots" (
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"day" date NOT NULL,
	"volume_milli_m3" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_snapshots_tenant_id_customer_id_warehouse_id_day_pk" PRIMARY KEY("tenant_id","customer_id","warehouse_id","day")
);
--> statement-breakpoint
ALTER TABLE "storage_snapshots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "write_offs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "write_offs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "write_offs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "bills_month" ON "bills" USING btree ("tenant_id","customer_id","warehouse_id","bill_month");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_invoice" ON "bills" USING btree ("tenant_id","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_source" ON "charges" USING btree ("tenant_id","source_kind","source_id","fee_component","seq");--> statement-breakpoint
CREATE INDEX "charges_open" ON "charges" USING btree ("tenant_id","customer_id","warehouse_id","bill_month","bill_id");--> statement-breakpoint
CREATE INDEX "charges_bill" ON "charges" USING btree ("tenant_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "misc_fees_no" ON "misc_fees" USING btree ("tenant_id","fee_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_serial" ON "recharges" USING btree ("tenant_id","serial_no");--> statement-breakpoint
CREATE INDEX "recharges_customer" ON "recharges" USING btree ("tenant_id","customer_id","audit_state");--> statement-breakpoint
CREATE INDEX "write_offs_bill" ON "write_offs" USING btree ("tenant_id","bill_id");--> statement-breakpoint
CREATE POLICY "bills_tenant_isolation" ON "bills" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "charges_tenant_isolation" ON "charges" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "misc_fees_tenant_isolation" ON "misc_fees" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "recharges_tenant_isolation" ON "recharges" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "storage_snapshots_tenant_isolation" ON "storage_snapshots" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "write_offs_tenant_isolation" ON "write_offs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);