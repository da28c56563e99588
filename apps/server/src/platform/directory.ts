import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { customers, warehouses } from '../db/schema/index.ts';

/**
 * Names of warehouses and customers for identity screens (warehouseList, customerList). Identity keeps
 * only ids; the master-data tables own the names. An id whose row is gone answers with itself, so a
 * stale permission stays visible (and removable) instead of vanishing.
 */
export interface Directory {
  warehouseNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>>;
  customerNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>>;
}

function withFallback(ids: readonly string[], rows: { id: string; name: string }[]) {
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return new Map(ids.map((id) => [id, names.get(id) ?? id]));
}

export const tableDirectory: Directory = {
  async warehouseNames(tx, ids) {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(inArray(warehouses.id, [...ids]));
    return withFallback(ids, rows);
  },
  async customerNames(tx, ids) {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ id: customers.id, name: customers.shortName })
      .from(customers)
      .where(inArray(customers.id, [...ids]));
    return withFallback(ids, rows);
  },
};
