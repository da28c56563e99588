CREATE TABLE "inbound_unloadings" (
	"tenant_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"transport_no" text NOT NULL,
	"container_type" text NOT NULL,
	"cartons" integer NOT NULL,
	"pieces" integer NOT NULL,
	"cbm_hundredths" integer NOT NULL,
	"pallets" integer NOT NULL,
	"unloaded_at" timestamp with time zone NOT NULL,
	"unloaded_by" uuid,
	CONSTRAINT "inbound_unloadings_tenant_id_shipment_id_pk" PRIMARY KEY("tenant_id","shipment_id")
);
--> statement-breakpoint
ALTER TABLE "inbound_unloadings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "damaged_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "received_cartons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "shelved_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "unexpected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "restock_id" uuid;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "received_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "restocks" ADD COLUMN "staged_location_id" uuid;--> statement-breakpoint
CREATE INDEX "inbound_unloadings_tenant_time" ON "inbound_unloadings" USING btree ("tenant_id","unloaded_at");--> statement-breakpoint
CREATE INDEX "inbound_shipments_change" ON "inbound_shipments" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
CREATE POLICY "inbound_unloadings_tenant_isolation" ON "inbound_unloadings" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Hand-written (keep when regenerating): updates of a container stamp the writing transaction's id, so PDA pulls of
-- the `inbound` kind follow it (the function comes from 0006_pull-change-xid).
CREATE TRIGGER inbound_shipments_change_xid BEFORE UPDATE ON "inbound_shipments" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();
