CREATE TABLE "return_charges" (
	"tenant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_charges_tenant_id_return_id_kind_pk" PRIMARY KEY("tenant_id","return_id","kind")
);
--> statement-breakpoint
ALTER TABLE "return_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "return_items" (
	"tenant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"good_qty" integer,
	"damaged_qty" integer,
	"location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "return_items_tenant_id_return_id_product_id_pk" PRIMARY KEY("tenant_id","return_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "return_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_returns" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ALTER COLUMN "order_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "logistics" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "freight_cents" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "receipt_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "received_by" uuid;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "claim_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "handling" jsonb;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "return_charges_customer" ON "return_charges" USING btree ("tenant_id","customer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "order_returns_tenant_status" ON "order_returns" USING btree ("tenant_id","status","receipt_time");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_tenant_no" ON "order_returns" USING btree ("tenant_id","return_no");--> statement-breakpoint
CREATE POLICY "return_charges_tenant_isolation" ON "return_charges" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "return_items_tenant_isolation" ON "return_items" AS PERMISSIVE FOR ALL TO "wms_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);