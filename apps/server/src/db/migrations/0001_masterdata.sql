CREATE TABLE "customer_stores" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_authorized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customer_stores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_code" text NOT NULL,
	"short_name" text NOT NULL,
	"full_name" text NOT NULL,
	"contact" text,
	"tel" text,
	"email" text,
	"company_address" text,
	"business_license_file_id" uuid,
	"business_manager_id" uuid,
	"customer_manager_id" uuid,
	"sales_manager_id" uuid,
	"responsible_agent_id" uuid,
	"service_manager_id" uuid,
	"account_manager_id" uuid,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"service_state" text DEFAULT 'inService' NOT NULL,
	"account_type" text DEFAULT 'prepaid' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_term_days" integer DEFAULT 0 NOT NULL,
	"temporary_quota" numeric(14, 2) DEFAULT '0' NOT NULL,
	"warehouse_ids" uuid[] DEFAULT '{}' NOT NULL,
	"fedex_divisor" numeric(10, 2) DEFAULT '139' NOT NULL,
	"ups_divisor" numeric(10, 2) DEFAULT '139' NOT NULL,
	"weight_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_charge_volume" numeric(10, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "import_records" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"warehouse_id" uuid,
	"state" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"ok_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason_code" text,
	"reason_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "import_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "import_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stock_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"before" integer NOT NULL,
	"change" integer NOT NULL,
	"after" integer NOT NULL,
	"locked_before" integer NOT NULL,
	"locked_after" integer NOT NULL,
	"allocated_before" integer NOT NULL,
	"allocated_after" integer NOT NULL,
	"source_no" text,
	"source_module" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "stock_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_occupations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_no" text NOT NULL,
	"source_module" text NOT NULL,
	"quantity" integer NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "stock_occupations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_occupations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stocks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"locked_qty" integer DEFAULT 0 NOT NULL,
	"allocated_qty" integer DEFAULT 0 NOT NULL,
	"first_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "stocks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "locations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"channel_num" integer,
	"row" integer,
	"column" integer,
	"high" integer,
	"direction" text,
	"location_type" text NOT NULL,
	"pick_order" integer,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "locations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"chinese_name" text NOT NULL,
	"english_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon_file_id" uuid,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_components" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_components_tenant_id_product_id_component_id_pk" PRIMARY KEY("tenant_id","product_id","component_id")
);
--> statement-breakpoint
ALTER TABLE "product_components" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "product_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_no" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"upc" text,
	"product_barcode" text,
	"carton_barcode" text,
	"product_type" text NOT NULL,
	"category_id" uuid,
	"location_type" text,
	"declaration_amount" numeric(14, 2) NOT NULL,
	"carton_rate" integer NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"weight" numeric(10, 2) NOT NULL,
	"carton_length" numeric(10, 2),
	"carton_width" numeric(10, 2),
	"carton_height" numeric(10, 2),
	"carton_weight" numeric(10, 2),
	"remark" text,
	"attrs" text[] DEFAULT '{}' NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sale_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_id" uuid,
	"online_sku" text NOT NULL,
	"name" text,
	"relations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sale_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sale_products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "restocks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restock_no" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"shelved_qty" integer DEFAULT 0 NOT NULL,
	"location_id" uuid,
	"source_no" text,
	"source_module" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "restocks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "restocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"before" integer NOT NULL,
	"change" integer NOT NULL,
	"after" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "material_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "material_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "materials" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"material_code" text NOT NULL,
	"material_name" text NOT NULL,
	"material_type" text NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"supplier" text,
	"batch_no" text,
	"storage_time" timestamp with time zone,
	"warning_ratio" integer NOT NULL,
	"baseline" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "materials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "materials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text NOT NULL,
	"city" text,
	"territory" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "postal_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "postal_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "warehouse_zones" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"postcode_start" text NOT NULL,
	"postcode_end" text NOT NULL,
	"zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "warehouse_zones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "warehouse_zones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "warehouses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"warehouse_key" text NOT NULL,
	"contact" text,
	"contact_phone" text,
	"country" text DEFAULT 'US' NOT NULL,
	"province" text,
	"city" text,
	"street" text,
	"postcode" text,
	"territory" text,
	"shelf_sqm_avg" numeric(10, 2),
	"unit_storage_capacity" numeric(12, 2),
	"type" text NOT NULL,
	"state" text NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"warning_quantity" integer,
	"receipt_day" integer NOT NULL,
	"abnormal_day" integer NOT NULL,
	"pick_list_order_limit" integer NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "warehouses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "warehouses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_stores_name" ON "customer_stores" USING btree ("tenant_id","customer_id","name") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "customer_stores_tenant" ON "customer_stores" USING btree ("tenant_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_code" ON "customers" USING btree ("tenant_id","customer_code") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "stock_logs_stock" ON "stock_logs" USING btree ("tenant_id","stock_id","seq");--> statement-breakpoint
CREATE INDEX "stock_logs_tenant_time" ON "stock_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_logs_source" ON "stock_logs" USING btree ("tenant_id","source_no");--> statement-breakpoint
CREATE INDEX "stock_occupations_stock" ON "stock_occupations" USING btree ("tenant_id","stock_id","state");--> statement-breakpoint
CREATE INDEX "stock_occupations_source" ON "stock_occupations" USING btree ("tenant_id","source_module","source_no");--> statement-breakpoint
CREATE UNIQUE INDEX "stocks_key" ON "stocks" USING btree ("tenant_id","warehouse_id","customer_id","product_id","location_id");--> statement-breakpoint
CREATE INDEX "stocks_tenant_product" ON "stocks" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "stocks_tenant_location" ON "stocks" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_tenant_name" ON "locations" USING btree ("tenant_id","warehouse_id","location_name") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "locations_tenant_route" ON "locations" USING btree ("tenant_id","warehouse_id","channel_num","column");--> statement-breakpoint
CREATE INDEX "product_components_component" ON "product_components" USING btree ("tenant_id","component_id");--> statement-breakpoint
CREATE INDEX "product_logs_product" ON "product_logs" USING btree ("tenant_id","product_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "products_customer_no" ON "products" USING btree ("tenant_id","customer_id","product_no") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_tenant_no" ON "products" USING btree ("tenant_id","product_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_products_sku" ON "sale_products" USING btree ("tenant_id","customer_id","online_sku") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "restocks_tenant_state" ON "restocks" USING btree ("tenant_id","warehouse_id","state");--> statement-breakpoint
CREATE INDEX "material_logs_material" ON "material_logs" USING btree ("tenant_id","material_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_code" ON "materials" USING btree ("tenant_id","warehouse_id","material_code") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "postal_codes_tenant_code" ON "postal_codes" USING btree ("tenant_id","country","postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_zones_range" ON "warehouse_zones" USING btree ("tenant_id","warehouse_id","postcode_start");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_tenant_key" ON "warehouses" USING btree ("tenant_id","warehouse_key") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE POLICY "customer_stores_tenant_isolation" ON "customer_stores" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "customers_tenant_isolation" ON "customers" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "import_records_tenant_isolation" ON "import_records" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "stock_logs_tenant_isolation" ON "stock_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "stock_occupations_tenant_isolation" ON "stock_occupations" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "stocks_tenant_isolation" ON "stocks" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "locations_tenant_isolation" ON "locations" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_categories_tenant_isolation" ON "product_categories" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_components_tenant_isolation" ON "product_components" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_logs_tenant_isolation" ON "product_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "products_tenant_isolation" ON "products" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sale_products_tenant_isolation" ON "sale_products" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "restocks_tenant_isolation" ON "restocks" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "material_logs_tenant_isolation" ON "material_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "materials_tenant_isolation" ON "materials" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "postal_codes_tenant_isolation" ON "postal_codes" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "warehouse_zones_tenant_isolation" ON "warehouse_zones" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "warehouses_tenant_isolation" ON "warehouses" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);