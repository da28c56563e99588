import type { PlanUsage } from '@wms/api';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { counters, customers, tenants, warehouses } from '../../db/schema/index.ts';

/**
 * The plan's use, counted as its limits are: orders by the month's quota counter (what order creation
 * takes from), warehouses and customers that are not deleted.
 */
async function usage(tx: Tx, tenantId: string, now: Date): Promise<PlanUsage> {
  const month = now.toISOString().slice(0, 7);
  const [plan] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  const [orders] = await tx
    .select({ value: counters.value })
    .from(counters)
    .where(and(eq(counters.tenantId, tenantId), eq(counters.name, 'orderQuota'), eq(counters.period, month)));
  const [houses] = await tx
    .select({ n: count() })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenantId), isNull(warehouses.deletedAt)));
  const [clients] = await tx
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt)));
  return {
    month,
    ordersThisMonth: orders?.value ?? 0,
    orderLimit: plan?.orderLimit ?? 0,
    warehouses: houses?.n ?? 0,
    warehouseLimit: plan?.warehouseLimit ?? 0,
    customers: clients?.n ?? 0,
    customerLimit: plan?.customerLimit ?? 0,
  };
}

export const planUsageService = { usage };
