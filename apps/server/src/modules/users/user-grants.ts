import { ErrorCode } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roles, userCustomers, userWarehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { allGrantableCodes } from '../../platform/function-points.ts';

type Role = typeof roles.$inferSelect;

export interface Grants {
  roleId: string;
  kind: string;
  customerId: string | null;
  extraFunctionPoints: string[];
  warehouseIds: string[];
  customerIds: string[];
}

const beyond = () => new BizError(ErrorCode.grantBeyondOwn);
const restricts = (permission: string, list: 'warehouse' | 'customer') =>
  permission === list || permission === 'warehouseCustomer';

export async function roleOf(tx: Tx, tenantId: string, roleId: string): Promise<Role> {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId), isNull(roles.deletedAt)));
  if (!role) throw new BizError(ErrorCode.roleNotFound);
  return role;
}

/**
 * Whether a role's rows stay within the caller's: a caller limited to some warehouses (customers) may
 * only hand out a role that is limited too, by its data permission (the holder's own list, itself
 * checked) or by a data condition naming only warehouses (customers) the caller holds.
 */
export function roleScopeWithin(
  principal: Principal,
  role: Pick<Role, 'dataPermission' | 'conditionWarehouseIds' | 'conditionCustomerIds'>,
  kind = 'staff',
): boolean {
  const bounded = (held: readonly string[] | null, list: 'warehouse' | 'customer', condition: string[]) =>
    held === null ||
    restricts(role.dataPermission, list) ||
    (condition.length > 0 && condition.every((id) => held.includes(id)));
  return (
    bounded(principal.warehouseIds, 'warehouse', role.conditionWarehouseIds) &&
    (kind === 'customer' || bounded(principal.customerIds, 'customer', role.conditionCustomerIds))
  );
}

function assertWithin(held: readonly string[] | null, wanted: readonly string[]) {
  if (held !== null && wanted.some((id) => !held.includes(id))) throw beyond();
}

/**
 * Nobody hands out more than they hold (decisions.md): the role's function points and data permission,
 * extra permissions, warehouses and customers must all be within the caller's own. Only what the change
 * adds is checked, so an administrator with fewer rights can still edit an account's other fields.
 */
export async function assertGrantable(tx: Tx, principal: Principal, next: Grants, previous?: Grants) {
  const added = (now: string[], before: string[] = []) => now.filter((item) => !before.includes(item));
  if (!previous || previous.roleId !== next.roleId) {
    const role = await roleOf(tx, principal.tenantId, next.roleId);
    const points = role.isAdmin ? allGrantableCodes : role.functionPoints;
    if (points.some((code) => !principal.functionPoints.has(code))) throw beyond();
    if (!roleScopeWithin(principal, role, next.kind)) throw beyond();
  }
  if (
    added(next.extraFunctionPoints, previous?.extraFunctionPoints).some(
      (c) => !principal.functionPoints.has(c),
    )
  )
    throw beyond();
  assertWithin(principal.warehouseIds, added(next.warehouseIds, previous?.warehouseIds));
  assertWithin(principal.customerIds, added(next.customerIds, previous?.customerIds));
  if (next.customerId && next.customerId !== previous?.customerId)
    assertWithin(principal.customerId ? [principal.customerId] : principal.customerIds, [next.customerId]);
  if (principal.customerId && (next.kind !== 'customer' || next.customerId !== principal.customerId))
    throw beyond();
}

/** Replaces a user's warehouse and customer lists. */
export async function writeLists(tx: Tx, tenantId: string, userId: string, grants: Grants) {
  const own = (table: typeof userWarehouses | typeof userCustomers) =>
    and(eq(table.tenantId, tenantId), eq(table.userId, userId));
  await tx.delete(userWarehouses).where(own(userWarehouses));
  await tx.delete(userCustomers).where(own(userCustomers));
  const warehouseIds = [...new Set(grants.warehouseIds)];
  const customerIds = [...new Set(grants.customerIds)];
  if (warehouseIds.length)
    await tx
      .insert(userWarehouses)
      .values(warehouseIds.map((warehouseId) => ({ tenantId, userId, warehouseId })));
  if (customerIds.length)
    await tx
      .insert(userCustomers)
      .values(customerIds.map((customerId) => ({ tenantId, userId, customerId })));
}
