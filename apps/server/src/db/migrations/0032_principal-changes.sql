-- Every write that can change who a caller is or what it may do announces itself on `wms_principals`, at
-- commit, so each server process drops the principals it cached (platform/principal-cache.ts).
CREATE OR REPLACE FUNCTION wms_principals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wms_principals', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_principals AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION wms_principals_changed();--> statement-breakpoint
CREATE TRIGGER roles_principals AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION wms_principals_changed();--> statement-breakpoint
CREATE TRIGGER tenants_principals AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenants" FOR EACH STATEMENT EXECUTE FUNCTION wms_principals_changed();--> statement-breakpoint
CREATE TRIGGER user_warehouses_principals AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_warehouses" FOR EACH STATEMENT EXECUTE FUNCTION wms_principals_changed();--> statement-breakpoint
CREATE TRIGGER user_customers_principals AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_customers" FOR EACH STATEMENT EXECUTE FUNCTION wms_principals_changed();--> statement-breakpoint
CREATE TRIGGER sessions_principals AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION wms_principals_changed();
