CREATE TABLE "inbound_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"carton_count" integer NOT NULL,
	"qty" integer NOT NULL,
	"weight_hundredths" integer NOT NULL,
	"cbm_hundredths" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "inbound_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "inbound_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inbound_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inbound_logs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"before_status" text,
	"after_status" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "inbound_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "inbound_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inbound_shipments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"transport_no" text NOT NULL,
	"container_no" text NOT NULL,
	"container_type" text NOT NULL,
	"transport_type" text NOT NULL,
	"transport_company" text,
	"warehouse_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"etd" date NOT NULL,
	"eta" date NOT NULL,
	"eta_port" date,
	"eta_warehouse" date,
	"box_no" text,
	"remark" text,
	"status" text NOT NULL,
	"carton_count_send" integer NOT NULL,
	"qty_total" integer NOT NULL,
	"cbm_hundredths" integer NOT NULL,
	"weight_hundredths" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"line_count" integer NOT NULL,
	"count_carton" integer DEFAULT 0 NOT NULL,
	"additional_num" integer DEFAULT 0 NOT NULL,
	"receipt_state" text DEFAULT 'notReceived' NOT NULL,
	"received_differs" boolean DEFAULT false NOT NULL,
	"reject_reason" text,
	"abnormal_message" text,
	"appointment_deliver_time" timestamp with time zone,
	"delivery_time" timestamp with time zone,
	"emptied_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "inbound_shipments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "inbound_shipments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "inbound_lines_tenant_shipment" ON "inbound_lines" USING btree ("tenant_id","shipment_id","line_no");--> statement-breakpoint
CREATE INDEX "inbound_logs_tenant_shipment" ON "inbound_logs" USING btree ("tenant_id","shipment_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_shipments_tenant_transport_no" ON "inbound_shipments" USING btree ("tenant_id","transport_no");--> statement-breakpoint
CREATE INDEX "inbound_shipments_tenant_status" ON "inbound_shipments" USING btree ("tenant_id","status","warehouse_id","customer_id");--> statement-breakpoint
CREATE INDEX "inbound_shipments_tenant_created" ON "inbound_shipments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "inbound_lines_tenant_isolation" ON "inbound_lines" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "inbound_logs_tenant_isolation" ON "inbound_logs" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "inbound_shipments_tenant_isolation" ON "inbound_shipments" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);