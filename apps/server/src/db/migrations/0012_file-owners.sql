-- A reference to a file of another tenant (or to none) could be stored before; drop such references so
-- the tenant-keyed foreign keys below can hold.
UPDATE "customers" c SET "business_license_file_id" = NULL WHERE "business_license_file_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "files" f WHERE f."tenant_id" = c."tenant_id" AND f."id" = c."business_license_file_id");--> statement-breakpoint
UPDATE "product_categories" c SET "icon_file_id" = NULL WHERE "icon_file_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "files" f WHERE f."tenant_id" = c."tenant_id" AND f."id" = c."icon_file_id");--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_business_license_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","business_license_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_tenant_id_icon_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","icon_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;