import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, changeXid, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Freight, trucking and transport orders: stock sent from a warehouse to a platform warehouse. */
export const transferOrders = pgTable(
  'transfer_orders',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    transId: text('trans_id').notNull(),
    /** freight | trucking | transport */
    kind: text('kind').notNull(),
    /** The canonical status of the transfer state machine in packages/api. */
    status: text('status').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    carrier: text('carrier'),
    po: text('po'),
    platform: text('platform'),
    platformCode: text('platform_code'),
    toWarehouseName: text('to_warehouse_name'),
    suggestPalletNum: integer('suggest_pallet_num').notNull().default(0),
    palletNum: integer('pallet_num').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    palletPhotos: uuid('pallet_photos').array().notNull().default([]),
    /** File ids of the stock-preparation file and the bill of lading. */
    filePath: uuid('file_path'),
    bol: uuid('bol'),
    isPresale: boolean('is_presale').notNull().default(false),
    isPallet: boolean('is_pallet').notNull().default(true),
    isPhotos: boolean('is_photos').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    outLabelingQty: integer('out_labeling_qty').notNull().default(0),
    productLabelingQty: integer('product_labeling_qty').notNull().default(0),
    /** Line sums, kept with the lines so the list reads no lines. */
    boxTotalQty: integer('box_total_qty').notNull().default(0),
    qtyTotal: integer('qty_total').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    etd: date('etd', { mode: 'string' }).notNull(),
    eta: date('eta', { mode: 'string' }),
    sendGoodsTime: at('send_goods_time'),
    realSendGoodsTime: at('real_send_goods_time'),
    remark: text('remark'),
    customerRemarks: text('customer_remarks'),
    /** The latest warehouse remark (all of them are in the operation log). */
    warehouseRemark: text('warehouse_remark'),
    rejectReason: text('reject_reason'),
    outOfStockReason: text('out_of_stock_reason'),
    pdaAccount: text('pda_account'),
    clerk: text('clerk'),
    truckCompany: text('truck_company'),
    /** The LTL packing (less-than-truckload load) the palletised order travels on, if any. */
    ltlPackingId: uuid('ltl_packing_id'),
    /** The writing transaction: related tenants' sync reads the orders changed since its cursor. */
    changeXid: changeXid(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('transfer_orders_tenant_trans_id').on(t.tenantId, t.transId),
    index('transfer_orders_change').on(t.tenantId, t.changeXid, t.id),
    index('transfer_orders_tenant_status').on(t.tenantId, t.status, t.warehouseId, t.customerId),
    index('transfer_orders_tenant_created').on(t.tenantId, t.createdAt),
    index('transfer_orders_tenant_ltl').on(t.tenantId, t.ltlPackingId).where(sql`ltl_packing_id is not null`),
    tenantPolicy('transfer_orders'),
  ],
).enableRLS();

/** The product lines of a transfer order, with what was picked, found short and delivered. */
export const transferLines = pgTable(
  'transfer_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    transferId: uuid('transfer_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id').notNull(),
    needPickQty: integer('need_pick_qty').notNull(),
    boxQuantity: integer('box_quantity').notNull().default(0),
    pickedQty: integer('picked_qty').notNull().default(0),
    deliveryQty: integer('delivery_qty').notNull().default(0),
    outOfStockQty: integer('out_of_stock_qty').notNull().default(0),
    locationName: text('location_name'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('transfer_lines_tenant_transfer').on(t.tenantId, t.transferId, t.lineNo),
    tenantPolicy('transfer_lines'),
  ],
).enableRLS();

/** The operation log of a transfer order, warehouse remarks included. */
export const transferLogs = pgTable(
  'transfer_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    transferId: uuid('transfer_id').notNull(),
    /** Entries written in the same millisecond keep their order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    beforeStatus: text('before_status'),
    afterStatus: text('after_status'),
    remark: text('remark'),
    createdAt: audit.createdAt,
    createdBy: audit.createdBy,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('transfer_logs_tenant_transfer').on(t.tenantId, t.transferId, t.seq),
    tenantPolicy('transfer_logs'),
  ],
).enableRLS();

/**
 * Billable facts of a transfer order, one row per order and kind (pallets built, labels applied,
 * handed over), so billing prices each once; a repeat of the fact updates its quantity.
 */
export const transferCharges = pgTable(
  'transfer_charges',
  {
    tenantId: tenantId(),
    transferId: uuid('transfer_id').notNull(),
    /** pallets | labels | handover */
    kind: text('kind').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    quantity: integer('quantity').notNull(),
    occurredAt: at('occurred_at').notNull(),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.transferId, t.kind] }),
    index('transfer_charges_customer').on(t.tenantId, t.customerId, t.occurredAt),
    tenantPolicy('transfer_charges'),
  ],
).enableRLS();

/** The pallets built for a transfer order on the PDA: a pallet code each, with cartons and weight. */
export const transferPallets = pgTable(
  'transfer_pallets',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    transferId: uuid('transfer_id').notNull(),
    seq: integer('seq').notNull(),
    palletId: uuid('pallet_id').notNull(),
    palletCode: text('pallet_code').notNull(),
    cartons: integer('cartons').notNull(),
    weightHundredths: integer('weight_hundredths').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('transfer_pallets_tenant_transfer').on(t.tenantId, t.transferId, t.seq),
    tenantPolicy('transfer_pallets'),
  ],
).enableRLS();

/**
 * An LTL packing: palletised transfer orders of one warehouse loaded together on one less-than-truckload
 * truck. Its orders name it (transfer_orders.ltl_packing_id); it is delivered when they all are.
 */
export const ltlPackings = pgTable(
  'ltl_packings',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    packingNo: text('packing_no').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    carrier: text('carrier').notNull(),
    truckCompany: text('truck_company'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('ltl_packings_tenant_no').on(t.tenantId, t.packingNo),
    index('ltl_packings_tenant_created').on(t.tenantId, t.warehouseId, t.createdAt),
    tenantPolicy('ltl_packings'),
  ],
).enableRLS();
