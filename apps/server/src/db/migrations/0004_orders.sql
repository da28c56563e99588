CREATE TABLE "order_returns" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"return_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"record_no" text,
	"tracking_no" text NOT NULL,
	"original_tracking_no" text,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "order_returns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_returns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_task_lines" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"order_id" uuid,
	"order_no" text DEFAULT '' NOT NULL,
	"ok" boolean NOT NULL,
	"tracking_no" text,
	"code" text,
	"message" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_task_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_task_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_counts" (
	"tenant_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_tenant_id_warehouse_id_customer_id_status_pk" PRIMARY KEY("tenant_id","warehouse_id","customer_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid,
	"sku" text NOT NULL,
	"online_sku" text,
	"sale_num" integer NOT NULL,
	"buyer" text,
	"unit_weight" numeric(10, 2),
	"unit_price" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "order_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before_status" text,
	"after_status" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "order_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_packages" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"package_no" integer NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"weight" numeric(10, 2) NOT NULL,
	"sku_list" text,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "order_packages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_packages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"record_no" text,
	"order_time" timestamp with time zone NOT NULL,
	"store_id" uuid,
	"store_name" text,
	"platform" text,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_reference1" text,
	"customer_reference2" text,
	"order_amount" numeric(14, 2),
	"weight" numeric(10, 2) DEFAULT 0 NOT NULL,
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"package_num" integer DEFAULT 0 NOT NULL,
	"total_weight" numeric(10, 2) DEFAULT 0 NOT NULL,
	"estimated_freight" numeric(14, 2),
	"label_created_at" timestamp with time zone,
	"scan_time" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"status" text NOT NULL,
	"pick_status" text,
	"abnormal_reason" text,
	"carrier" text,
	"tracking_no" text,
	"label_file_id" uuid,
	"deliver_account" text,
	"cost_account" text,
	"sign_type" text DEFAULT 'none' NOT NULL,
	"service" text,
	"parcel" text,
	"is_multi_package" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"remark" text,
	"receiver_name" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"phone" text,
	"email" text,
	"is_residential" boolean DEFAULT true NOT NULL,
	"sku_summary" text DEFAULT '' NOT NULL,
	"item_qty" integer DEFAULT 0 NOT NULL,
	"sku_kinds" integer DEFAULT 0 NOT NULL,
	"pick_list_id" uuid,
	"pick_list_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pick_list_lines" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pick_list_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_no" text NOT NULL,
	"location_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"qty" integer NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'unPick' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "pick_list_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pick_list_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pick_lists" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pick_list_no" text NOT NULL,
	"kind" text NOT NULL,
	"picking_order_type" integer NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid,
	"carrier" text,
	"picker_id" uuid,
	"state" text DEFAULT 'unPick' NOT NULL,
	"route_strategy" text NOT NULL,
	"walk_distance" numeric(10, 2) NOT NULL,
	"s_shape_distance" numeric(10, 2) NOT NULL,
	"order_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"total_qty" integer NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pick_lists_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pick_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_fee_lines" (
	"tenant_id" uuid NOT NULL,
	"freight_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"fee_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_fee_lines_tenant_id_freight_id_line_no_pk" PRIMARY KEY("tenant_id","freight_id","line_no")
);
--> statement-breakpoint
ALTER TABLE "order_fee_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_freights" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"carrier" text NOT NULL,
	"service_name" text NOT NULL,
	"zone" text NOT NULL,
	"billing_weight" numeric(10, 2) NOT NULL,
	"dim_weight" numeric(10, 2) NOT NULL,
	"length_plus_girth" numeric(10, 2) NOT NULL,
	"total_fee" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "order_freights_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_freights" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"service_code" text NOT NULL,
	"service_name" text NOT NULL,
	"rate_card" jsonb NOT NULL,
	"surcharges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "rate_cards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "rate_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"tracking_no" text NOT NULL,
	"label_file_id" uuid NOT NULL,
	"freight_id" uuid,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shipments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shipments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "order_returns_tenant_order" ON "order_returns" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "order_task_lines_tenant_task" ON "order_task_lines" USING btree ("tenant_id","task_id","row_no");--> statement-breakpoint
CREATE INDEX "order_items_tenant_order" ON "order_items" USING btree ("tenant_id","order_id","line_no");--> statement-breakpoint
CREATE INDEX "order_items_tenant_sku" ON "order_items" USING btree ("tenant_id","sku");--> statement-breakpoint
CREATE INDEX "order_logs_tenant_order" ON "order_logs" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_packages_tenant_order" ON "order_packages" USING btree ("tenant_id","order_id","package_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_order_no" ON "orders" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "orders_tenant_status_time" ON "orders" USING btree ("tenant_id","status","order_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_time" ON "orders" USING btree ("tenant_id","order_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_customer_status_time" ON "orders" USING btree ("tenant_id","customer_id","status","order_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_record_no" ON "orders" USING btree ("tenant_id","record_no");--> statement-breakpoint
CREATE INDEX "orders_tenant_tracking_no" ON "orders" USING btree ("tenant_id","tracking_no");--> statement-breakpoint
CREATE INDEX "orders_tenant_pick_list" ON "orders" USING btree ("tenant_id","pick_list_id") WHERE pick_list_id is not null;--> statement-breakpoint
CREATE INDEX "orders_tenant_pick_status" ON "orders" USING btree ("tenant_id","pick_status","warehouse_id","sku_kinds") WHERE status = 'toBeDelivered';--> statement-breakpoint
CREATE INDEX "pick_list_lines_tenant_list" ON "pick_list_lines" USING btree ("tenant_id","pick_list_id","seq");--> statement-breakpoint
CREATE INDEX "pick_list_lines_tenant_order" ON "pick_list_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_lists_tenant_no" ON "pick_lists" USING btree ("tenant_id","pick_list_no");--> statement-breakpoint
CREATE INDEX "pick_lists_tenant_state" ON "pick_lists" USING btree ("tenant_id","kind","state","created_at");--> statement-breakpoint
CREATE INDEX "pick_lists_tenant_picker" ON "pick_lists" USING btree ("tenant_id","picker_id") WHERE picker_id is not null;--> statement-breakpoint
CREATE INDEX "order_freights_tenant_order" ON "order_freights" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_tenant_service" ON "rate_cards" USING btree ("tenant_id","carrier","service_code");--> statement-breakpoint
CREATE INDEX "shipments_tenant_order" ON "shipments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tenant_tracking" ON "shipments" USING btree ("tenant_id","carrier","tracking_no");--> statement-breakpoint
CREATE POLICY "order_returns_tenant_isolation" ON "order_returns" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_task_lines_tenant_isolation" ON "order_task_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_counts_tenant_isolation" ON "order_counts" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_items_tenant_isolation" ON "order_items" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_logs_tenant_isolation" ON "order_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_packages_tenant_isolation" ON "order_packages" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "orders_tenant_isolation" ON "orders" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pick_list_lines_tenant_isolation" ON "pick_list_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pick_lists_tenant_isolation" ON "pick_lists" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_fee_lines_tenant_isolation" ON "order_fee_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_freights_tenant_isolation" ON "order_freights" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "rate_cards_tenant_isolation" ON "rate_cards" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "shipments_tenant_isolation" ON "shipments" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);