import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One mutating call of a signed-in user: who, which call, on what, how it ended and how long it took.
 * The request body is never stored, so a password or a key sent to an endpoint cannot land here.
 */
export const apiLogs = pgTable(
  'api_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    functionPoint: text('function_point').notNull().default(''),
    target: text('target').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    success: boolean('success').notNull(),
    code: text('code').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('api_logs_time').on(t.tenantId, t.createdAt),
    tenantPolicy('api_logs'),
  ],
).enableRLS();

/** How long the tenant keeps its API log; a tenant without a row keeps the default. */
export const apiLogSettings = pgTable(
  'api_log_settings',
  {
    tenantId: tenantId().primaryKey(),
    retentionDays: integer('retention_days').notNull(),
    ...audit,
  },
  () => [tenantPolicy('api_log_settings')],
).enableRLS();

/** A store's authorisation on its platform: the refresh token sealed with the secret box, never returned. */
export const storeAuthorizations = pgTable(
  'store_authorizations',
  {
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    platform: text('platform').notNull(),
    sellingPartnerId: text('selling_partner_id').notNull(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    authorizedAt: at('authorized_at').notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.storeId] }), tenantPolicy('store_authorizations')],
).enableRLS();
