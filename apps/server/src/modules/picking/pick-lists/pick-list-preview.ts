import { PICK_PREVIEW_ORDERS, type PickListPreview, type pickListPreviewInputSchema } from '@wms/api';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { customers, orders } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { iso } from '../../../platform/values.ts';
import { findWarehouse } from '../../warehouses/warehouses.service.ts';
import { candidateOrder, candidateWhere } from './pick-list-candidates.ts';

/**
 * GetPickOrderPreview: what Generate would take with the same choices, before anything is made: how
 * many orders wait, how many fit one list in this warehouse, and the first of them to choose from.
 */
export async function pickListPreview(
  tx: Tx,
  principal: Principal,
  input: z.output<typeof pickListPreviewInputSchema>,
): Promise<PickListPreview> {
  const warehouse = await findWarehouse(tx, principal, input.warehouseId);
  const where = candidateWhere(principal, input);
  const [total] = await tx.select({ n: count() }).from(orders).where(where);
  const rows = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      customerCode: customers.customerCode,
      carrier: orders.carrier,
      skuSummary: orders.skuSummary,
      isHot: orders.isHot,
      status: orders.status,
      orderTime: orders.orderTime,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .where(where)
    .orderBy(...candidateOrder)
    .limit(PICK_PREVIEW_ORDERS);
  return {
    count: total?.n ?? 0,
    orderLimit: Math.max(1, warehouse.pickListOrderLimit),
    orders: rows.map((r) => ({ ...r, orderTime: iso(r.orderTime) })),
  };
}
