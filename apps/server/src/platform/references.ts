import { ErrorCode } from '@wms/api';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { customers, warehouses } from '../db/schema/index.ts';
import type { Principal } from './context.ts';
import { canAccess } from './data-scope.ts';
import { BizError } from './errors.ts';

/**
 * Ids a request body names resolve in the caller's tenant, or the request is refused with "The record
 * does not exist or has been removed": a row of another tenant, a removed one and a made-up id answer
 * alike, so the refusal does not tell which ids exist elsewhere.
 */
const missing = () => new BizError(ErrorCode.recordNotFound);

/** A live warehouse of the caller's tenant that its data scope covers. */
export async function assertWarehouseVisible(tx: Tx, principal: Principal, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(eq(warehouses.tenantId, principal.tenantId), eq(warehouses.id, id), isNull(warehouses.deletedAt)),
    );
  if (!row || !canAccess(principal, { warehouseId: row.id })) throw missing();
}

const tables = { warehouse: warehouses, customer: customers } as const;

/** Every id names a live warehouse (or customer) of the tenant, whatever the caller's data scope. */
export async function assertAllInTenant(
  tx: Tx,
  tenantId: string,
  kind: keyof typeof tables,
  ids: readonly string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const table = tables[kind];
  const [found] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, unique), isNull(table.deletedAt)));
  if ((found?.n ?? 0) !== unique.length) throw missing();
}
