import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

/**
 * A carrier (logistics) account. Its secrets (key, password, privateKey, accessKey) are sealed by
 * platform/secret-box.ts with a key from the environment; the row never holds them in clear.
 */
export const carrierAccounts = pgTable(
  'carrier_accounts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    accountName: text('account_name').notNull(),
    carrier: text('carrier').notNull(),
    accountNumber: text('account_number').notNull().default(''),
    meterNumber: text('meter_number').notNull().default(''),
    hubid: text('hubid').notNull().default(''),
    labelType: text('label_type').notNull().default(''),
    labelStockType: text('label_stock_type').notNull().default(''),
    accoutType: text('account_type').notNull().default(''),
    channelType: text('channel_type').notNull().default(''),
    consumerId: text('consumer_id').notNull().default(''),
    userID: text('user_id_at_carrier').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Field name → sealed value (`v1:` + base64 of iv, tag and ciphertext). */
    sealedSecrets: jsonb('sealed_secrets').$type<Record<string, string>>().notNull().default({}),
    /** Empowered customers and authorised warehouses. */
    customerIds: uuid('customer_ids').array().notNull().default([]),
    warehouseIds: uuid('warehouse_ids').array().notNull().default([]),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('carrier_accounts_tenant_name').on(t.tenantId, t.accountName),
    tenantPolicy('carrier_accounts'),
  ],
).enableRLS();

/** A customer's shipping configuration: per available warehouse, the account and service it ships with. */
export const customerShippingConfigs = pgTable(
  'customer_shipping_configs',
  {
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    carrierAccountId: uuid('carrier_account_id').notNull(),
    serviceCode: text('service_code').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.customerId, t.warehouseId] }),
    index('customer_shipping_configs_account').on(t.tenantId, t.carrierAccountId),
    tenantPolicy('customer_shipping_configs'),
  ],
).enableRLS();
