CREATE TABLE "ltl_packings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"packing_no" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"truck_company" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "ltl_packings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ltl_packings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD COLUMN "ltl_packing_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "ltl_packings_tenant_no" ON "ltl_packings" USING btree ("tenant_id","packing_no");--> statement-breakpoint
CREATE INDEX "ltl_packings_tenant_created" ON "ltl_packings" USING btree ("tenant_id","warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_tenant_ltl" ON "transfer_orders" USING btree ("tenant_id","ltl_packing_id") WHERE ltl_packing_id is not null;--> statement-breakpoint
CREATE POLICY "ltl_packings_tenant_isolation" ON "ltl_packings" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);