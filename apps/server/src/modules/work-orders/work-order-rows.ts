import { ErrorCode, type WorkOrderDetail, type WorkOrderRow, type WorkOrderStatus } from '@wms/api';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  files,
  locations,
  products,
  stocks,
  users,
  warehouses,
  workOrderFees,
  workOrderReplies,
  workOrderStock,
  workOrders,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { mapInOrder } from '../../platform/in-order.ts';
import { formatCents } from '../../platform/money.ts';

export type WorkOrderRecord = typeof workOrders.$inferSelect;
export type Side = 'customer' | 'warehouse';

/** A customer's user writes as the customer; everyone else as the warehouse. */
export const sideOf = (principal: Principal): Side => (principal.customerId ? 'customer' : 'warehouse');

/** The caller's live tickets: its tenant, its customers (a customer's user: its own), its warehouses. */
export function scoped(principal: Principal, ...more: (SQL | undefined)[]) {
  const warehouse = warehouseScope(principal, workOrders.warehouseId);
  return and(
    eq(workOrders.tenantId, principal.tenantId),
    isNull(workOrders.deletedAt),
    customerScope(principal, workOrders.customerId),
    // A ticket about no warehouse in particular is seen by every warehouse's staff.
    warehouse ? or(isNull(workOrders.warehouseId), warehouse) : undefined,
    ...more,
  );
}

/** Unread replies for the caller's side. */
export const unreadOf = (principal: Principal) =>
  sideOf(principal) === 'customer' ? workOrders.customerUnread : workOrders.staffUnread;

const money = (cents: number) => Number(formatCents(cents));

export async function selectRows(
  tx: Tx,
  principal: Principal,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<Array<WorkOrderRow & { record: WorkOrderRecord }>> {
  const feeSum = tx
    .select({
      workOrderId: workOrderFees.workOrderId,
      cents: sql<number>`sum(${workOrderFees.feeCents})::bigint`.as('cents'),
    })
    .from(workOrderFees)
    .where(eq(workOrderFees.tenantId, principal.tenantId))
    .groupBy(workOrderFees.workOrderId)
    .as('fee_sum');
  const replyCount = tx
    .select({
      workOrderId: workOrderReplies.workOrderId,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(workOrderReplies)
    .where(eq(workOrderReplies.tenantId, principal.tenantId))
    .groupBy(workOrderReplies.workOrderId)
    .as('reply_count');
  const found = await tx
    .select({
      row: workOrders,
      customerCode: customers.customerCode,
      warehouseName: warehouses.name,
      cents: feeSum.cents,
      replies: replyCount.n,
    })
    .from(workOrders)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, workOrders.tenantId), eq(customers.id, workOrders.customerId)),
    )
    .leftJoin(
      warehouses,
      and(eq(warehouses.tenantId, workOrders.tenantId), eq(warehouses.id, workOrders.warehouseId)),
    )
    .leftJoin(feeSum, eq(feeSum.workOrderId, workOrders.id))
    .leftJoin(replyCount, eq(replyCount.workOrderId, workOrders.id))
    .where(where)
    .orderBy(desc(workOrders.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  const customerSide = sideOf(principal) === 'customer';
  return found.map(({ row, customerCode, warehouseName, cents, replies }) => ({
    record: row,
    id: row.id,
    workOrderNo: row.workOrderNo,
    customerId: row.customerId,
    customerCode,
    warehouseId: row.warehouseId,
    warehouseName: warehouseName ?? null,
    category: row.category as WorkOrderRow['category'],
    type: row.type,
    priority: row.priority as WorkOrderRow['priority'],
    title: row.title,
    status: row.status as WorkOrderStatus,
    relatedNo: row.relatedNo,
    unread: customerSide ? row.customerUnread : row.staffUnread,
    replyCount: replies ?? 0,
    fee: money(Number(cents ?? 0)),
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    createdTime: row.createdAt.toISOString(),
  }));
}

/** The ticket for a write, row-locked; another customer's or a missing one is "does not exist". */
export async function lockWorkOrder(tx: Tx, principal: Principal, id: string): Promise<WorkOrderRecord> {
  const [row] = await tx
    .select()
    .from(workOrders)
    .where(scoped(principal, eq(workOrders.id, id)))
    .for('update');
  if (!row) throw new BizError(ErrorCode.workOrderNotFound);
  return row;
}

async function filesOf(tx: Tx, principal: Principal, ids: string[], store: FileStore, now: Date) {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(eq(files.tenantId, principal.tenantId), inArray(files.id, ids), isNull(files.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids
    .filter((id) => byId.has(id))
    .map((id) => ({ id, name: byId.get(id)!, url: store.signedUrl(principal.tenantId, id, now) }));
}

export async function detailOf(
  tx: Tx,
  principal: Principal,
  id: string,
  store: FileStore,
  now: Date,
): Promise<WorkOrderDetail> {
  const [found] = await selectRows(tx, principal, scoped(principal, eq(workOrders.id, id)), {
    limit: 1,
    offset: 0,
  });
  if (!found) throw new BizError(ErrorCode.workOrderNotFound);
  const { record, ...row } = found;
  const by = and(eq(workOrderReplies.tenantId, principal.tenantId), eq(workOrderReplies.workOrderId, id));
  const replies = await tx
    .select({ reply: workOrderReplies, authorName: users.displayName })
    .from(workOrderReplies)
    .leftJoin(
      users,
      and(eq(users.tenantId, workOrderReplies.tenantId), eq(users.id, workOrderReplies.authorId)),
    )
    .where(by)
    .orderBy(asc(workOrderReplies.createdAt), asc(workOrderReplies.id));
  const fees = await tx
    .select()
    .from(workOrderFees)
    .where(and(eq(workOrderFees.tenantId, principal.tenantId), eq(workOrderFees.workOrderId, id)))
    .orderBy(asc(workOrderFees.occurredAt), asc(workOrderFees.id));
  const stock = await tx
    .select({ line: workOrderStock, productNo: products.productNo, locationName: locations.locationName })
    .from(workOrderStock)
    .innerJoin(
      products,
      and(eq(products.tenantId, workOrderStock.tenantId), eq(products.id, workOrderStock.productId)),
    )
    .innerJoin(
      stocks,
      and(eq(stocks.tenantId, workOrderStock.tenantId), eq(stocks.id, workOrderStock.stockId)),
    )
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
    .where(and(eq(workOrderStock.tenantId, principal.tenantId), eq(workOrderStock.workOrderId, id)))
    .orderBy(asc(workOrderStock.createdAt));
  return {
    ...row,
    description: record.description,
    attachments: await filesOf(tx, principal, record.attachments, store, now),
    replies: await mapInOrder(replies, async ({ reply, authorName }) => ({
      id: reply.id,
      side: reply.side as Side,
      body: reply.body,
      authorName: authorName ?? '',
      attachments: await filesOf(tx, principal, reply.attachments, store, now),
      createdTime: reply.createdAt.toISOString(),
    })),
    fees: fees.map((f) => ({
      id: f.id,
      category: f.category as WorkOrderDetail['fees'][number]['category'],
      fee: money(f.feeCents),
      remark: f.remark,
      createdTime: f.occurredAt.toISOString(),
    })),
    stock: stock.map(({ line, productNo, locationName }) => ({
      id: line.id,
      productNo,
      locationName,
      quantity: line.quantity,
      locked: !line.unlockedAt,
      createdTime: line.createdAt.toISOString(),
      unlockedTime: line.unlockedAt?.toISOString() ?? null,
    })),
    finishedTime: record.finishedAt?.toISOString() ?? null,
    viewerSide: sideOf(principal),
  };
}
