ALTER TABLE "tenant_sync_copies" ADD COLUMN "own_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "transfer_orders_change" ON "transfer_orders" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
-- Hand-written
CREATE TRIGGER transfer_orders_change_xid BEFORE UPDATE ON "transfer_orders" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();
