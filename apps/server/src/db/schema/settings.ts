import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

/**
 * A tenant's system settings, one row per group (shipping, misc, basic, other), its values validated by
 * the group's schema in `@wms/api` on save and read back over the group's defaults.
 */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantId(),
    group: text('group').notNull(),
    values: jsonb('values').notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.group] }), tenantPolicy('tenant_settings')],
).enableRLS();
