import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, changeXid, softDelete, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const measure = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * Drop-shipping orders: header and recipient. Ids of warehouses, customers and stores are kept
 * without foreign keys so the order area does not depend on the master data's tables. `status` moves only
 * through `applyOrderAction`; `order_counts` follows every insert and move.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    orderNo: text('order_no').notNull(),
    recordNo: text('record_no'),
    orderTime: at('order_time').notNull(),
    storeId: uuid('store_id'),
    storeName: text('store_name'),
    platform: text('platform'),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    customerReference1: text('customer_reference1'),
    customerReference2: text('customer_reference2'),
    orderAmount: money('order_amount'),
    weight: measure('weight').notNull().default(0),
    length: measure('length'),
    width: measure('width'),
    height: measure('height'),
    packageNum: integer('package_num').notNull().default(0),
    totalWeight: measure('total_weight').notNull().default(0),
    estimatedFreight: money('estimated_freight'),
    labelCreatedAt: at('label_created_at'),
    scanTime: at('scan_time'),
    shippedAt: at('shipped_at'),
    status: text('status').notNull(),
    /** toBeCreated | toBePicked | toBeScanned while toBeDelivered, else null. */
    pickStatus: text('pick_status'),
    abnormalReason: text('abnormal_reason'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    labelFileId: uuid('label_file_id'),
    deliverAccount: text('deliver_account'),
    costAccount: text('cost_account'),
    signType: text('sign_type').notNull().default('none'),
    service: text('service'),
    parcel: text('parcel'),
    isMultiPackage: boolean('is_multi_package').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    remark: text('remark'),
    receiverName: text('receiver_name').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    phone: text('phone'),
    email: text('email'),
    isResidential: boolean('is_residential').notNull().default(true),
    skuSummary: text('sku_summary').notNull().default(''),
    itemQty: integer('item_qty').notNull().default(0),
    /** Distinct SKUs: 1 makes a single-product order for pick lists. */
    skuKinds: integer('sku_kinds').notNull().default(0),
    pickListId: uuid('pick_list_id'),
    pickListNo: text('pick_list_no'),
    ...audit,
    ...softDelete,
    /** Tenant-to-tenant sync reads orders in `(change_xid, id)` order (decisions.md "Pull cursor by transaction id"). */
    changeXid: changeXid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('orders_tenant_order_no').on(t.tenantId, t.orderNo),
    // GetAllPageList and the tab lists: one status, newest order time first (bench/orders.bench.ts). Kept
    // ascending: read backwards they give `order by order_time desc, id desc` (NULLS FIRST) as the
    // queries write it, which a `DESC NULLS LAST` index could not
    index('orders_tenant_status_time').on(t.tenantId, t.status, t.orderTime, t.id),
    index('orders_tenant_time').on(t.tenantId, t.orderTime, t.id),
    // a customer's own users always filter by their customer
    index('orders_tenant_customer_status_time').on(t.tenantId, t.customerId, t.status, t.orderTime, t.id),
    index('orders_tenant_record_no').on(t.tenantId, t.recordNo),
    index('orders_tenant_tracking_no').on(t.tenantId, t.trackingNo),
    index('orders_tenant_pick_list').on(t.tenantId, t.pickListId).where(sql`pick_list_id is not null`),
    // side-menu badges and pick list generation look at processed orders by pick status
    index('orders_tenant_pick_status')
      .on(t.tenantId, t.pickStatus, t.warehouseId, t.skuKinds)
      .where(sql`status = 'toBeDelivered'`),
    index('orders_change').on(t.tenantId, t.changeXid, t.id),
    tenantPolicy('orders'),
  ],
).enableRLS();

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id'),
    sku: text('sku').notNull(),
    onlineSku: text('online_sku'),
    saleNum: integer('sale_num').notNull(),
    buyer: text('buyer'),
    unitWeight: measure('unit_weight'),
    unitPrice: money('unit_price'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_items_tenant_order').on(t.tenantId, t.orderId, t.lineNo),
    index('order_items_tenant_sku').on(t.tenantId, t.sku),
    tenantPolicy('order_items'),
  ],
).enableRLS();

export const orderPackages = pgTable(
  'order_packages',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    orderId: uuid('order_id').notNull(),
    packageNo: integer('package_no').notNull(),
    length: measure('length').notNull(),
    width: measure('width').notNull(),
    height: measure('height').notNull(),
    weight: measure('weight').notNull(),
    skuList: text('sku_list'),
    trackingNo: text('tracking_no'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_packages_tenant_order').on(t.tenantId, t.orderId, t.packageNo),
    tenantPolicy('order_packages'),
  ],
).enableRLS();

/** The operation log: every change and status move of an order. */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    orderId: uuid('order_id').notNull(),
    action: text('action').notNull(),
    beforeStatus: text('before_status'),
    afterStatus: text('after_status'),
    changes: jsonb('changes').notNull().default({}),
    remark: text('remark'),
    createdAt: audit.createdAt,
    createdBy: audit.createdBy,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_logs_tenant_order').on(t.tenantId, t.orderId, t.createdAt),
    tenantPolicy('order_logs'),
  ],
).enableRLS();

/**
 * Orders per warehouse, customer and status, kept in the transaction of every insert and move, so tab
 * counts and list totals read a handful of rows instead of counting a million (decisions.md).
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    tenantId: tenantId(),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.warehouseId, t.customerId, t.status] }),
    tenantPolicy('order_counts'),
  ],
).enableRLS();
