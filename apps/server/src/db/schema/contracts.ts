import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

/** A customer's signed contract; its prices are the quotation versions below. */
export const contracts = pgTable(
  'contracts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    contractNo: text('contract_no').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    signer: text('signer').notNull(),
    signTime: timestamp('sign_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** The PDF in the files spine. */
    fileId: uuid('file_id'),
    accountSet: text('account_set').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('contracts_tenant_no').on(t.tenantId, t.contractNo),
    index('contracts_tenant_customer').on(t.tenantId, t.customerId),
    tenantPolicy('contracts'),
  ],
).enableRLS();

/**
 * One quotation version of a contract: an effective-dated rate card. A version is never edited; a price
 * change is a new version from a later date, so a charge priced by an older one stays as it was.
 */
export const quotations = pgTable(
  'quotations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    contractId: uuid('contract_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    quotationNo: text('quotation_no').notNull(),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** `QuotationInput` without the contract and date: logistics, warehouse charges, surcharges, peak season. */
    body: jsonb('body').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('quotations_tenant_version').on(t.tenantId, t.contractId, t.version),
    uniqueIndex('quotations_tenant_effective').on(t.tenantId, t.contractId, t.effectiveFrom),
    index('quotations_tenant_customer').on(t.tenantId, t.customerId, t.effectiveFrom),
    tenantPolicy('quotations'),
  ],
).enableRLS();

/** Who changed which contract or quotation, when, and what (the quote logs). */
export const quoteLogs = pgTable(
  'quote_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    contractId: uuid('contract_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('quote_logs_tenant_contract').on(t.tenantId, t.contractId, t.createdAt),
    tenantPolicy('quote_logs'),
  ],
).enableRLS();
