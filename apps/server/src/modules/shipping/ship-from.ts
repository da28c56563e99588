import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouses } from '../../db/schema/index.ts';

/** The sender block of a label: the shipping warehouse's name and address. */
export async function shipFromOf(tx: Executor, tenantId: string, warehouseId: string): Promise<string[]> {
  const [w] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenantId), eq(warehouses.id, warehouseId)));
  if (!w) return [];
  const place = [w.city, [w.province, w.postcode].filter(Boolean).join(' '), w.country]
    .filter(Boolean)
    .join(', ');
  return [w.name, w.street ?? '', place, w.contactPhone ?? ''].filter(Boolean);
}
