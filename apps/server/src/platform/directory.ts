import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { customers, warehouses } from '../db/schema/index.ts';

export interface NamedIds {
  warehouseIds: readonly string[];
  customerIds: readonly string[];
}

/** Id → name; an id with no row answers with itself. */
export interface Names {
  warehouses: Map<string, string>;
  customers: Map<string, string>;
}

/**
 * Names of warehouses and customers for identity screens (warehouseList, customerList). Identity keeps
 * only ids; the master-data tables own the names. An id whose row is gone answers with itself, so a
 * stale permission stays visible (and removable) instead of vanishing.
 */
export interface Directory {
  /** Both kinds in one statement: a transaction is one connection, and each statement a round trip. */
  names(tx: Tx, ids: NamedIds): Promise<Names>;
}

function withFallback(ids: readonly string[], found: Map<string, string>) {
  return new Map(ids.map((id) => [id, found.get(id) ?? id]));
}

export const tableDirectory: Directory = {
  async names(tx, { warehouseIds, customerIds }) {
    const warehouseRows = tx
      .select({ kind: sql<string>`'warehouse'`, id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(inArray(warehouses.id, [...warehouseIds]));
    const customerRows = tx
      .select({ kind: sql<string>`'customer'`, id: customers.id, name: customers.shortName })
      .from(customers)
      .where(inArray(customers.id, [...customerIds]));
    const rows =
      warehouseIds.length && customerIds.length
        ? await warehouseRows.unionAll(customerRows)
        : warehouseIds.length
          ? await warehouseRows
          : customerIds.length
            ? await customerRows
            : [];
    const found = (kind: string) =>
      new Map(rows.filter((row) => row.kind === kind).map((row) => [row.id, row.name]));
    return {
      warehouses: withFallback(warehouseIds, found('warehouse')),
      customers: withFallback(customerIds, found('customer')),
    };
  },
};
