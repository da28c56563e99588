import type { Executor } from '../../db/client.ts';

/**
 * The sender block of a label: the shipping warehouse's name and address. Warehouses come with the
 * master data; until then the label names the warehouse by its id.
 */
export async function shipFromOf(_tx: Executor, _tenantId: string, warehouseId: string): Promise<string[]> {
  return [`WAREHOUSE ${warehouseId.slice(0, 8).toUpperCase()}`];
}
