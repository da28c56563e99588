import { sql } from 'drizzle-orm';
import {
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
import { audit, changeXid, softDelete, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const distance = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * A pick list (picking order): drop-shipping now, transport and truck later (`kind`). Its lines
 * are in walking order; both the chosen route's distance and the S-shape distance are kept.
 */
export const pickLists = pgTable(
  'pick_lists',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    pickListNo: text('pick_list_no').notNull(),
    kind: text('kind').notNull(),
    /** 1 single-product, 2 multi-product. */
    pickingOrderType: integer('picking_order_type').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    /** Set when every order is one customer's. */
    customerId: uuid('customer_id'),
    carrier: text('carrier'),
    pickerId: uuid('picker_id'),
    /** The clerk who takes custody of the picked goods until they ship (Allocate custodians). */
    custodianId: uuid('custodian_id'),
    custodianAssignedAt: at('custodian_assigned_at'),
    /** unPick | picking | picked | cancelled */
    state: text('state').notNull().default('unPick'),
    routeStrategy: text('route_strategy').notNull(),
    walkDistance: distance('walk_distance').notNull(),
    sShapeDistance: distance('s_shape_distance').notNull(),
    orderCount: integer('order_count').notNull(),
    lineCount: integer('line_count').notNull(),
    totalQty: integer('total_qty').notNull(),
    pickedQty: integer('picked_qty').notNull().default(0),
    assignedAt: at('assigned_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    ...audit,
    changeXid: changeXid(),
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('pick_lists_tenant_no').on(t.tenantId, t.pickListNo),
    index('pick_lists_tenant_state').on(t.tenantId, t.kind, t.state, t.createdAt),
    index('pick_lists_tenant_picker').on(t.tenantId, t.pickerId).where(sql`picker_id is not null`),
    index('pick_lists_change').on(t.tenantId, t.changeXid, t.id),
    tenantPolicy('pick_lists'),
  ],
).enableRLS();

/** One stop of a pick list: an order's units of one product at one location. */
export const pickListLines = pgTable(
  'pick_list_lines',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    pickListId: uuid('pick_list_id').notNull(),
    /** Walking order, from 1. */
    seq: integer('seq').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    productNo: text('product_no').notNull(),
    locationId: uuid('location_id').notNull(),
    locationName: text('location_name').notNull(),
    qty: integer('qty').notNull(),
    pickedQty: integer('picked_qty').notNull().default(0),
    /** unPick | picking | picked | outOfStock */
    state: text('state').notNull().default('unPick'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('pick_list_lines_tenant_list').on(t.tenantId, t.pickListId, t.seq),
    index('pick_list_lines_tenant_order').on(t.tenantId, t.orderId),
    tenantPolicy('pick_list_lines'),
  ],
).enableRLS();
