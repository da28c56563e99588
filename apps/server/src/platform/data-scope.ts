import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from './context.ts';

/**
 * Data permissions (docs/architecture.md#tenancy): conditions that keep a query to the caller's
 * warehouses and customers. `undefined` means unrestricted; an empty list matches nothing. Combine with
 * `and(...)`.
 */
export function warehouseScope(principal: Principal, column: AnyPgColumn): SQL | undefined {
  return listScope(principal.warehouseIds, column);
}

/** A customer's own users see only their customer's rows, whatever else they hold. */
export function customerScope(principal: Principal, column: AnyPgColumn): SQL | undefined {
  if (principal.customerId) return sql`${column} = ${principal.customerId}`;
  return listScope(principal.customerIds, column);
}

function listScope(ids: readonly string[] | null, column: AnyPgColumn): SQL | undefined {
  if (ids === null) return undefined;
  if (ids.length === 0) return sql`false`;
  return inArray(column, [...ids]);
}

/** Whether the caller may touch a row of this warehouse and customer; services use it before writes. */
export function canAccess(
  principal: Principal,
  row: { warehouseId?: string | null; customerId?: string | null },
): boolean {
  const warehouseOk =
    row.warehouseId == null ||
    principal.warehouseIds === null ||
    principal.warehouseIds.includes(row.warehouseId);
  const customerOk =
    row.customerId == null ||
    (principal.customerId
      ? principal.customerId === row.customerId
      : principal.customerIds === null || principal.customerIds.includes(row.customerId));
  return warehouseOk && customerOk;
}
