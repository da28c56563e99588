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
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "material_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "material_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE INDEX "product_components_component" ON "product_components" USING btree ("tenant_id","component_id");--> statement-breakpoint
CREATE INDEX "product_logs_product" ON "product_logs" USING btree ("tenant_id","product_id","kind","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "products_customer_no" ON "products" USING btree ("tenant_id","customer_id","product_no") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_tenant_no" ON "products" USING btree ("tenant_id","product_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_products_sku" ON "sale_products" USING btree ("tenant_id","customer_id","online_sku") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "restocks_tenant_state" ON "restocks" USING btree ("tenant_id","warehouse_id","state");--> statement-breakpoint
CREATE INDEX "order_freights_tenant_order" ON "order_freights" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_tenant_service" ON "rate_cards" USING btree ("tenant_id","carrier","service_code");--> statement-breakpoint
CREATE INDEX "shipments_tenant_order" ON "shipments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tenant_tracking" ON "shipments" USING btree ("tenant_id","carrier","tracking_no");--> statement-breakpoint
CREATE INDEX "material_logs_material" ON "material_logs" USING btree ("tenant_id","material_id","seq");--> statement-breakpoint
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
CREATE POLICY "order_returns_tenant_isolation" ON "order_returns" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_task_lines_tenant_isolation" ON "order_task_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_counts_tenant_isolation" ON "order_counts" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_items_tenant_isolation" ON "order_items" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_logs_tenant_isolation" ON "order_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_packages_tenant_isolation" ON "order_packages" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "orders_tenant_isolation" ON "orders" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pick_list_lines_tenant_isolation" ON "pick_list_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pick_lists_tenant_isolation" ON "pick_lists" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_categories_tenant_isolation" ON "product_categories" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_components_tenant_isolation" ON "product_components" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_logs_tenant_isolation" ON "product_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "products_tenant_isolation" ON "products" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sale_products_tenant_isolation" ON "sale_products" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "restocks_tenant_isolation" ON "restocks" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_fee_lines_tenant_isolation" ON "order_fee_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_freights_tenant_isolation" ON "order_freights" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "rate_cards_tenant_isolation" ON "rate_cards" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "shipments_tenant_isolation" ON "shipments" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "material_logs_tenant_isolation" ON "material_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "materials_tenant_isolation" ON "materials" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "postal_codes_tenant_isolation" ON "postal_codes" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "warehouse_zones_tenant_isolation" ON "warehouse_zones" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "warehouses_tenant_isolation" ON "warehouses" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);