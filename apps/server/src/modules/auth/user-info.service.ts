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

/** A user's warehouse and customer lists with names from the directory (userInfo). */
export async function listsOf(
  tx: Tx,
  directory: Directory,
  tenantId: string,
  userId: string,
  customerId: string | null,
) {
  // Both lists in one statement (one round trip on every GetUserInfo).
  const rows = await tx
    .select({ list: sql<string>`'warehouse'`, id: userWarehouses.warehouseId })
    .from(userWarehouses)
    .where(and(eq(userWarehouses.tenantId, tenantId), eq(userWarehouses.userId, userId)))
    .unionAll(
      tx
        .select({ list: sql<string>`'customer'`, id: userCustomers.customerId })
        .from(userCustomers)
        .where(and(eq(userCustomers.tenantId, tenantId), eq(userCustomers.userId, userId))),
    );
  const warehouseRows = rows.filter((row) => row.list === 'warehouse');
  const customerRows = rows.filter((row) => row.list === 'customer');
  const warehouseIds = warehouseRows.map((row) => row.id);
  const customerIds = [
    ...new Set([...(customerId ? [customerId] : []), ...customerRows.map((row) => row.id)]),
  ];
  // One after the other: a transaction is one connection.
  const warehouseNames = await directory.warehouseNames(tx, warehouseIds);
  const customerNames = await directory.customerNames(tx, customerIds);
  return {
    warehouseList: warehouseIds.map((id) => ({
      warehouseId: id,
      warehouseName: warehouseNames.get(id) ?? id,
    })),
    customerList: customerIds.map((id) => ({ customerId: id, customerName: customerNames.get(id) ?? id })),
  };
}

export const userInfoService = {
  /** GetUserInfo: who I am, what I may do and see in this app, and my warehouses and customers. */
  async info(tx: Tx, principal: Principal, directory: Directory, locale: Locale): Promise<UserInfo> {
    const [row] = await tx
      .select({ user: users, role: { code: roles.code, name: roles.name, nameEn: roles.nameEn } })
      .from(users)
      .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
      .where(and(eq(users.tenantId, principal.tenantId), eq(users.id, principal.userId)));
    const { user, role } = row!;
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
      ...(await listsOf(tx, directory, principal.tenantId, user.id, user.customerId)),
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
