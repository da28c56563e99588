import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';
import { files } from './tasks.ts';

const live = sql`deleted_at IS NULL`;

/** A customer of the fulfilment provider: basic info plus account and carrier configuration. */
export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerCode: text('customer_code').notNull(),
    shortName: text('short_name').notNull(),
    fullName: text('full_name').notNull(),
    contact: text('contact'),
    tel: text('tel'),
    email: text('email'),
    companyAddress: text('company_address'),
    businessLicenseFileId: uuid('business_license_file_id'),
    businessManagerId: uuid('business_manager_id'),
    customerManagerId: uuid('customer_manager_id'),
    salesManagerId: uuid('sales_manager_id'),
    responsibleAgentId: uuid('responsible_agent_id'),
    serviceManagerId: uuid('service_manager_id'),
    accountManagerId: uuid('account_manager_id'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    serviceState: text('service_state').notNull().default('inService'),
    accountType: text('account_type').notNull().default('prepaid'),
    creditAmount: numeric('credit_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    paymentTermDays: integer('payment_term_days').notNull().default(0),
    temporaryQuota: numeric('temporary_quota', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Available warehouses. */
    warehouseIds: uuid('warehouse_ids').array().notNull().default([]),
    fedexDivisor: numeric('fedex_divisor', { precision: 10, scale: 2 }).notNull().default('139'),
    upsDivisor: numeric('ups_divisor', { precision: 10, scale: 2 }).notNull().default('139'),
    weightTiers: jsonb('weight_tiers').$type<number[]>().notNull().default([]),
    minChargeVolume: numeric('min_charge_volume', { precision: 10, scale: 4 }),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('customers_tenant_code').on(t.tenantId, t.customerCode).where(live),
    // With tenant_id in the key, the database itself refuses a licence file of another tenant.
    foreignKey({
      columns: [t.tenantId, t.businessLicenseFileId],
      foreignColumns: [files.tenantId, files.id],
    }),
    tenantPolicy('customers'),
  ],
).enableRLS();

/** A customer's store on a sales platform. */
export const customerStores = pgTable(
  'customer_stores',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('customer_stores_name').on(t.tenantId, t.customerId, t.name).where(live),
    index('customer_stores_tenant').on(t.tenantId, t.platform),
    tenantPolicy('customer_stores'),
  ],
).enableRLS();

/** A customer's docking (contact) people: who looks after which side of the business. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    lineNo: integer('line_no').notNull(),
    name: text('name').notNull(),
    /** CONTACT_DUTIES of @wms/api */
    duty: text('duty').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    remark: text('remark').notNull().default(''),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('customer_contacts_customer').on(t.tenantId, t.customerId, t.lineNo),
    tenantPolicy('customer_contacts'),
  ],
).enableRLS();
