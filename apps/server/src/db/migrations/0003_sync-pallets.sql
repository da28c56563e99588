CREATE TABLE "pallet_lines" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pallet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"carton_no" text,
	"product_no" text,
	"product_id" uuid,
	"qty" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"event_id" uuid,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pallet_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pallet_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pallets" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pallet_code" text NOT NULL,
	"plqty" integer DEFAULT 1 NOT NULL,
	"printer" text,
	"use" text NOT NULL,
	"print_size" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text DEFAULT 'inUse' NOT NULL,
	"picker_id" uuid,
	"carton_qty" integer DEFAULT 0 NOT NULL,
	"product_qty" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "pallets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pallets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sync_devices" (
	"tenant_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"gap_count" integer DEFAULT 0 NOT NULL,
	"last_push_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "sync_devices_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "sync_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sync_events" (
	"tenant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"device_seq" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code" text,
	"outcome" jsonb,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "sync_events_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "sync_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "pallet_lines_tenant_pallet" ON "pallet_lines" USING btree ("tenant_id","pallet_id");--> statement-breakpoint
CREATE INDEX "pallet_lines_tenant_carton" ON "pallet_lines" USING btree ("tenant_id","carton_no") WHERE carton_no is not null and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pallets_tenant_code" ON "pallets" USING btree ("tenant_id","pallet_code");--> statement-breakpoint
CREATE INDEX "pallets_tenant_updated" ON "pallets" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "pallets_tenant_created" ON "pallets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sync_events_tenant_device" ON "sync_events" USING btree ("tenant_id","device_id","device_seq");--> statement-breakpoint
CREATE INDEX "sync_events_tenant_issues" ON "sync_events" USING btree ("tenant_id","created_at") WHERE status in ('rejected', 'conflict');--> statement-breakpoint
CREATE POLICY "pallet_lines_tenant_isolation" ON "pallet_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pallets_tenant_isolation" ON "pallets" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sync_devices_tenant_isolation" ON "sync_devices" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sync_events_tenant_isolation" ON "sync_events" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);