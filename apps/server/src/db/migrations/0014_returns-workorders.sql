CREATE TABLE "work_order_fees" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"category" text NOT NULL,
	"fee_cents" bigint NOT NULL,
	"remark" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_fees_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_order_fees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_replies" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_replies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_order_replies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_order_stock" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"occupation_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unlocked_at" timestamp with time zone,
	"unlocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "work_order_stock_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_order_stock" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"work_order_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"priority" text DEFAULT 'general' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"related_no" text,
	"customer_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"last_reply_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"finished_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "work_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "work_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "work_order_fees_ticket" ON "work_order_fees" USING btree ("tenant_id","work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_fees_customer" ON "work_order_fees" USING btree ("tenant_id","customer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "work_order_replies_thread" ON "work_order_replies" USING btree ("tenant_id","work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "work_order_stock_ticket" ON "work_order_stock" USING btree ("tenant_id","work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_tenant_no" ON "work_orders" USING btree ("tenant_id","work_order_no");--> statement-breakpoint
CREATE INDEX "work_orders_tenant_customer" ON "work_orders" USING btree ("tenant_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "order_returns_change" ON "order_returns" USING btree ("tenant_id","change_xid","id");--> statement-breakpoint
CREATE POLICY "work_order_fees_tenant_isolation" ON "work_order_fees" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "work_order_replies_tenant_isolation" ON "work_order_replies" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "work_order_stock_tenant_isolation" ON "work_order_stock" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "work_orders_tenant_isolation" ON "work_orders" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Hand-written (keep when regenerating): updates of a return stamp the writing transaction's id, so the PDA's return pull sees them.
CREATE TRIGGER order_returns_change_xid BEFORE UPDATE ON "order_returns" FOR EACH ROW EXECUTE FUNCTION wms_stamp_change_xid();
