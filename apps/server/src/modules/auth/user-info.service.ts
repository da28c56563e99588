import type { UserInfo } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roles, userCustomers, users, userWarehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { Directory } from '../../platform/directory.ts';
import { pageCodes } from '../../platform/function-points.ts';
import { assertPlanAllows } from '../../platform/plan-gate.ts';
import { menusService } from '../resources/menus.service.ts';

const allowedByPlan = (principal: Principal, code: string) => {
  try {
    assertPlanAllows(principal, code);
    return true;
  } catch {
    return false;
  }
};

/**
 * A user's assigned warehouse and customer ids, as columns of a query on `users`: they come with the
 * user's row instead of in a round trip of their own.
 */
export const assignedIds = {
  warehouseIds: sql<string[]>`array(select ${userWarehouses.warehouseId}::text from ${userWarehouses}
    where ${userWarehouses.tenantId} = ${users.tenantId} and ${userWarehouses.userId} = ${users.id} order by 1)`,
  customerIds: sql<string[]>`array(select ${userCustomers.customerId}::text from ${userCustomers}
    where ${userCustomers.tenantId} = ${users.tenantId} and ${userCustomers.userId} = ${users.id} order by 1)`,
};

/** A user's warehouse and customer lists (its own customer first) with names from the directory (userInfo). */
export async function listsOf(
  tx: Tx,
  directory: Directory,
  user: { customerId: string | null; warehouseIds: string[]; customerIds: string[] },
) {
  const { warehouseIds } = user;
  const customerIds = [...new Set([...(user.customerId ? [user.customerId] : []), ...user.customerIds])];
  const names = await directory.names(tx, { warehouseIds, customerIds });
  return {
    warehouseList: warehouseIds.map((id) => ({ warehouseId: id, warehouseName: names.warehouses.get(id)! })),
    customerList: customerIds.map((id) => ({ customerId: id, customerName: names.customers.get(id)! })),
  };
}

export const userInfoService = {
  /** GetUserInfo: who I am, what I may do and see in this app, and my warehouses and customers. */
  async info(tx: Tx, principal: Principal, directory: Directory, locale: Locale): Promise<UserInfo> {
    const [row] = await tx
      .select({
        user: users,
        role: { code: roles.code, name: roles.name, nameEn: roles.nameEn },
        ...assignedIds,
      })
      .from(users)
      .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
      .where(and(eq(users.tenantId, principal.tenantId), eq(users.id, principal.userId)));
    const { user, role, warehouseIds, customerIds } = row!;
    const app = principal.system === 'pda' ? 'pda' : 'backoffice';
    const functionPoints = [...principal.functionPoints]
      .filter((code) => !pageCodes.has(code) && allowedByPlan(principal, code))
      .sort();
    return {
      id: user.id,
      account: user.account,
      displayName: user.displayName,
      kind: user.kind as UserInfo['kind'],
      role: principal.roleId,
      permissionId: principal.roleId,
      roleCode: role.code,
      roleName: locale === 'zh-CN' ? role.name : role.nameEn,
      needChangePwd: user.needChangePwd,
      functionPoints,
      menus: await menusService.menusFor(tx, principal, app),
      locale: user.locale === 'en' ? 'en' : 'zh-CN',
      customerId: user.customerId,
      ...(await listsOf(tx, directory, { customerId: user.customerId, warehouseIds, customerIds })),
    };
  },

  /** GetUserGroups: the tenant's roles with how many active users each has. */
  async groups(tx: Tx, principal: Principal) {
    const rows = await tx
      .select({
        id: roles.id,
        code: roles.code,
        name: roles.name,
        nameEn: roles.nameEn,
        userCount: count(users.id),
      })
      .from(roles)
      .leftJoin(
        users,
        and(eq(users.tenantId, roles.tenantId), eq(users.roleId, roles.id), isNull(users.deletedAt)),
      )
      .where(and(eq(roles.tenantId, principal.tenantId), isNull(roles.deletedAt)))
      .groupBy(roles.id, roles.code, roles.name, roles.nameEn)
      .orderBy(asc(roles.code));
    return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
  },
};
