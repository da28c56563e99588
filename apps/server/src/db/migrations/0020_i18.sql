CREATE TABLE "inbound_files" (
	"tenant_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "inbound_files_tenant_id_shipment_id_file_id_pk" PRIMARY KEY("tenant_id","shipment_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "inbound_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inbound_pallets" (
	"tenant_id" uuid NOT NULL,
	"pallet_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	CONSTRAINT "inbound_pallets_tenant_id_pallet_id_pk" PRIMARY KEY("tenant_id","pallet_id")
);
--> statement-breakpoint
ALTER TABLE "inbound_pallets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inbound_files" ADD CONSTRAINT "inbound_files_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_pallets_tenant_shipment" ON "inbound_pallets" USING btree ("tenant_id","shipment_id");--> statement-breakpoint
CREATE POLICY "inbound_files_tenant_isolation" ON "inbound_files" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "inbound_pallets_tenant_isolation" ON "inbound_pallets" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);