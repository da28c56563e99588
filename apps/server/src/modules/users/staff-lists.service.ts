import type { MenuItem, StaffRef } from '@wms/api';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { resources, roles, users, userWarehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { menusService } from '../resources/menus.service.ts';
import { visibleUsers } from './user-query.ts';

/** The PDA pages whose grant makes an account a picker or a clerk (pallet packer). */
export const PICKER_GRANT = 'pda.pick';
export const CLERK_GRANT = 'pda.pallet';

/** Granted explicitly: the administrator's role holds everything but is nobody's picker or clerk. */
const holds = (code: string) =>
  sql`(not ${roles.isAdmin} and (${code} = any(${roles.functionPoints}) or ${code} = any(${users.extraFunctionPoints})))`;

const restrictsWarehouses = sql`${roles.dataPermission} in ('warehouse', 'warehouseCustomer')`;

const inWarehouses = (ids: readonly string[]) =>
  sql`exists (select 1 from ${userWarehouses} where ${userWarehouses.tenantId} = ${users.tenantId}
    and ${userWarehouses.userId} = ${users.id} and ${inArray(userWarehouses.warehouseId, [...ids])})`;

/**
 * Accounts that work in a warehouse: theirs by warehouse list, or every warehouse when their role
 * does not restrict warehouses. A caller asking about a warehouse outside its own gets nobody.
 */
function worksIn(principal: Principal, warehouseId?: string): SQL | undefined {
  const wanted = warehouseId ? [warehouseId] : principal.warehouseIds;
  if (wanted === null) return undefined;
  if (principal.warehouseIds !== null && warehouseId && !principal.warehouseIds.includes(warehouseId))
    return sql`false`;
  if (!wanted.length) return sql`false`;
  return or(sql`not ${restrictsWarehouses}`, inWarehouses(wanted));
}

async function staffHolding(
  tx: Tx,
  principal: Principal,
  grant: string,
  kinds: string[],
  warehouseId?: string,
) {
  const rows = await tx
    .select({ id: users.id, account: users.account, displayName: users.displayName })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.tenantId, principal.tenantId),
        isNull(users.deletedAt),
        eq(users.isDisabled, false),
        inArray(users.kind, kinds),
        holds(grant),
        visibleUsers(principal),
        worksIn(principal, warehouseId),
      ),
    )
    .orderBy(asc(users.account));
  return rows satisfies StaffRef[];
}

export const staffListsService = {
  /** GetPickerList: PDA accounts granted picking. */
  pickers: (tx: Tx, principal: Principal, warehouseId?: string) =>
    staffHolding(tx, principal, PICKER_GRANT, ['pda'], warehouseId),

  /** GetClerkList: staff or PDA accounts granted palletizing in the warehouse. */
  clerks: (tx: Tx, principal: Principal, warehouseId: string) =>
    staffHolding(tx, principal, CLERK_GRANT, ['staff', 'pda'], warehouseId),

  /** GetPDAMenuList: my PDA menus, or with `all` every PDA menu the plan includes (to configure accounts). */
  async pdaMenus(tx: Tx, principal: Principal, all: boolean): Promise<MenuItem[]> {
    if (!all) return menusService.menusFor(tx, principal, 'pda');
    const everything = { ...principal, functionPoints: new Set(await pdaCodes(tx)) };
    return menusService.menusFor(tx, everything, 'pda');
  },
};

async function pdaCodes(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ code: resources.code })
    .from(resources)
    .where(and(eq(resources.moduleId, 'pda'), isNull(resources.deletedAt)));
  return rows.map((row) => row.code);
}
