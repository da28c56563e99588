CREATE TABLE "transfer_charges" (
	"tenant_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_charges_tenant_id_transfer_id_kind_pk" PRIMARY KEY("tenant_id","transfer_id","kind")
);
--> statement-breakpoint
ALTER TABLE "transfer_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transfer_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"need_pick_qty" integer NOT NULL,
	"box_quantity" integer DEFAULT 0 NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"delivery_qty" integer DEFAULT 0 NOT NULL,
	"out_of_stock_qty" integer DEFAULT 0 NOT NULL,
	"location_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "transfer_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "transfer_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transfer_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"before_status" text,
	"after_status" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "transfer_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "transfer_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transfer_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"trans_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"carrier" text,
	"po" text,
	"platform" text,
	"platform_code" text,
	"to_warehouse_name" text,
	"suggest_pallet_num" integer DEFAULT 0 NOT NULL,
	"pallet_num" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"pallet_photos" uuid[] DEFAULT '{}' NOT NULL,
	"file_path" uuid,
	"bol" uuid,
	"is_presale" boolean DEFAULT false NOT NULL,
	"is_pallet" boolean DEFAULT true NOT NULL,
	"is_photos" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"out_labeling_qty" integer DEFAULT 0 NOT NULL,
	"product_labeling_qty" integer DEFAULT 0 NOT NULL,
	"box_total_qty" integer DEFAULT 0 NOT NULL,
	"qty_total" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"etd" date NOT NULL,
	"eta" date,
	"send_goods_time" timestamp with time zone,
	"real_send_goods_time" timestamp with time zone,
	"remark" text,
	"customer_remarks" text,
	"warehouse_remark" text,
	"reject_reason" text,
	"out_of_stock_reason" text,
	"pda_account" text,
	"clerk" text,
	"truck_company" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "transfer_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "transfer_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transfer_pallets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"pallet_id" uuid NOT NULL,
	"pallet_code" text NOT NULL,
	"cartons" integer NOT NULL,
	"weight_hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "transfer_pallets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "transfer_pallets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "transfer_charges_customer" ON "transfer_charges" USING btree ("tenant_id","customer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "transfer_lines_tenant_transfer" ON "transfer_lines" USING btree ("tenant_id","transfer_id","line_no");--> statement-breakpoint
CREATE INDEX "transfer_logs_tenant_transfer" ON "transfer_logs" USING btree ("tenant_id","transfer_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_tenant_trans_id" ON "transfer_orders" USING btree ("tenant_id","trans_id");--> statement-breakpoint
CREATE INDEX "transfer_orders_tenant_status" ON "transfer_orders" USING btree ("tenant_id","status","warehouse_id","customer_id");--> statement-breakpoint
CREATE INDEX "transfer_orders_tenant_created" ON "transfer_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_pallets_tenant_transfer" ON "transfer_pallets" USING btree ("tenant_id","transfer_id","seq");--> statement-breakpoint
CREATE POLICY "transfer_charges_tenant_isolation" ON "transfer_charges" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "transfer_lines_tenant_isolation" ON "transfer_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "transfer_logs_tenant_isolation" ON "transfer_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "transfer_orders_tenant_isolation" ON "transfer_orders" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "transfer_pallets_tenant_isolation" ON "transfer_pallets" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);