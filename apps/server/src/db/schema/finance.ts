import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

/**
 * The billing ledger: one immutable row per priced fee of a billable fact. Unique per (source kind, source,
 * fee component, seq): the pricing run inserts seq 0 with ON CONFLICT DO NOTHING, so a fact is charged
 * once however many runs meet it; a correction adds the next seqs (a reversal, then the corrected charge).
 * `exact_milli` is the amount in thousandths of a cent before rounding; a bill line sums it and rounds
 * once (docs/decisions.md "Declared rounding: half-up to the cent, once per line").
 */
export const charges = pgTable(
  'charges',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    /** The source's human number (order number, return number, day), shown on the bill line. */
    sourceNo: text('source_no').notNull(),
    feeType: text('fee_type').notNull(),
    feeComponent: text('fee_component').notNull(),
    seq: integer('seq').notNull().default(0),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    exactMilli: bigint('exact_milli', { mode: 'number' }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    billMonth: text('bill_month').notNull(),
    /** The quotation version (or carrier card) that priced it, the rule and the rounding rule. */
    rateVersionId: uuid('rate_version_id'),
    rule: text('rule').notNull(),
    roundingRule: text('rounding_rule').notNull().default('halfUpCentPerLine'),
    reversesId: uuid('reverses_id'),
    billId: uuid('bill_id'),
    remark: text('remark'),
    createdBy: uuid('created_by'),
    createdAt: audit.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('charges_source').on(t.tenantId, t.sourceKind, t.sourceId, t.feeComponent, t.seq),
    index('charges_open').on(t.tenantId, t.customerId, t.warehouseId, t.billMonth, t.billId),
    // A bill's lines in id order: the month-bill export reads them in keyset batches; without `id` here each
    // batch sorted the whole bill again (quadratic in the bill's lines).
    index('charges_bill').on(t.tenantId, t.billId, t.id),
    // The dashboard's billing trend: money charged per day.
    index('charges_day').on(t.tenantId, t.occurredOn),
    tenantPolicy('charges'),
  ],
).enableRLS();

/** The m³ a customer held in a warehouse at the end of a UTC day: the source of a storage charge. */
export const storageSnapshots = pgTable(
  'storage_snapshots',
  {
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Thousandths of a cubic metre held. */
    volumeMilliM3: bigint('volume_milli_m3', { mode: 'number' }).notNull(),
    createdAt: audit.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.customerId, t.warehouseId, t.day] }),
    tenantPolicy('storage_snapshots'),
  ],
).enableRLS();

/** A closed month of one customer in one warehouse: its charges carry the bill's id. */
export const bills = pgTable(
  'bills',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    billMonth: text('bill_month').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    accountType: text('account_type').notNull(),
    /** unsettled | settled */
    state: text('state').notNull().default('unsettled'),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('bills_month').on(t.tenantId, t.customerId, t.warehouseId, t.billMonth),
    uniqueIndex('bills_invoice').on(t.tenantId, t.invoiceNo),
    tenantPolicy('bills'),
  ],
).enableRLS();

/** A payment matched to a bill (a write-off record). */
export const writeOffs = pgTable(
  'write_offs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    billId: uuid('bill_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: audit.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('write_offs_bill').on(t.tenantId, t.billId),
    tenantPolicy('write_offs'),
  ],
).enableRLS();

/** A miscellaneous fee: entered or imported, charged once audited. */
export const miscFees = pgTable(
  'misc_fees',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    feeNo: text('fee_no').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    feeType: text('fee_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    happenDate: date('happen_date', { mode: 'string' }).notNull(),
    /** The voucher (certificate) file in the files spine. */
    voucherFileId: uuid('voucher_file_id'),
    voucherName: text('voucher_name'),
    remark: text('remark'),
    /** pending | approved | rejected */
    auditState: text('audit_state').notNull().default('pending'),
    auditRemark: text('audit_remark'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('misc_fees_no').on(t.tenantId, t.feeNo),
    tenantPolicy('misc_fees'),
  ],
).enableRLS();

/**
 * A customer's recharge of its prepaid account: entered with its voucher, audited; an approved recharge
 * is a balance movement as final as a charge (corrections are new rows, never edits).
 */
export const recharges = pgTable(
  'recharges',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    serialNo: text('serial_no').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** recharge | refund */
    type: text('type').notNull().default('recharge'),
    /** bankTransfer | paymentService */
    way: text('way').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    voucherFileId: uuid('voucher_file_id'),
    voucherName: text('voucher_name'),
    remark: text('remark'),
    /** pending | approved | rejected */
    auditState: text('audit_state').notNull().default('pending'),
    auditRemark: text('audit_remark'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('recharges_serial').on(t.tenantId, t.serialNo),
    index('recharges_customer').on(t.tenantId, t.customerId, t.auditState),
    tenantPolicy('recharges'),
  ],
).enableRLS();
