import type { Tx } from '../db/client.ts';

/**
 * Names of warehouses and customers for identity screens (warehouseList, customerList). Identity keeps
 * only ids; the master-data module owns the names. The default answers each id with itself until the
 * warehouse and customer tables are wired in (buildApp's `directory` option).
 */
export interface Directory {
  warehouseNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>>;
  customerNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>>;
}

const idsAsNames = async (_tx: Tx, ids: readonly string[]) => new Map(ids.map((id) => [id, id]));

export const idDirectory: Directory = { warehouseNames: idsAsNames, customerNames: idsAsNames };
