DROP INDEX "charges_bill";--> statement-breakpoint
CREATE INDEX "charges_bill" ON "charges" USING btree ("tenant_id","bill_id","id");