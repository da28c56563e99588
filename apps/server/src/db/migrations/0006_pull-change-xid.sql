ALTER TABLE "stocks" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "pallets" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "relist_items" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_lists" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "stocks_change" ON "stocks" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
CREATE INDEX "locations_change" ON "locations" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
CREATE INDEX "pallets_change" ON "pallets" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
CREATE INDEX "relist_items_change" ON "relist_items" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
CREATE INDEX "pick_lists_change" ON "pick_lists" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
-- Hand-written (keep when regenerating): every update stamps the writing transaction's id, like the default does for inserts.
CREATE OR REPLACE FUNCTION wms_stamp_change_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stocks_change_xid BEFORE UPDATE ON "stocks" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();--> statement-breakpoint
CREATE TRIGGER locations_change_xid BEFORE UPDATE ON "locations" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();--> statement-breakpoint
CREATE TRIGGER pallets_change_xid BEFORE UPDATE ON "pallets" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();--> statement-breakpoint
CREATE TRIGGER relist_items_change_xid BEFORE UPDATE ON "relist_items" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();--> statement-breakpoint
CREATE TRIGGER pick_lists_change_xid BEFORE UPDATE ON "pick_lists" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();
