import { type EmpowerNode, ErrorCode, RESOURCE_TYPE, type RoleRow, uuidv7 } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { resources, roles, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { allGrantableCodes } from '../../platform/function-points.ts';
import { editionAllows, platformAllows } from '../../platform/plan-gate.ts';
import { assertAllInTenant } from '../../platform/references.ts';
import { likeEscape } from '../../platform/values.ts';
import { roleOf, roleScopeWithin } from './user-grants.ts';

type Role = typeof roles.$inferSelect;

interface RoleFields {
  name: string;
  nameEn: string;
  dataPermission: string;
  dataCondition: { warehouseIds: string[]; customerIds: string[] };
  remark: string;
}

const beyond = () => new BizError(ErrorCode.grantBeyondOwn);
const live = (tenantId: string) => and(eq(roles.tenantId, tenantId), isNull(roles.deletedAt));

function toRow(role: Role, userCount: number, locale: Locale): RoleRow {
  return {
    id: role.id,
    code: role.code,
    name: locale === 'en' ? role.nameEn : role.name,
    nameEn: role.nameEn,
    isAdmin: role.isAdmin,
    dataPermission: role.dataPermission as RoleRow['dataPermission'],
    dataCondition: { warehouseIds: role.conditionWarehouseIds, customerIds: role.conditionCustomerIds },
    remark: role.remark,
    userCount,
    pointCount: role.isAdmin ? allGrantableCodes.length : role.functionPoints.length,
    createdTime: role.createdAt.toISOString(),
    updatedTime: role.updatedAt.toISOString(),
  };
}

/** Accounts (not deleted) holding each role. */
async function userCounts(tx: Tx, tenantId: string, roleIds: string[]) {
  if (!roleIds.length) return new Map<string, number>();
  const rows = await tx
    .select({ roleId: users.roleId, n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.roleId, roleIds), isNull(users.deletedAt)))
    .groupBy(users.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

/** The warehouses and customers of a data condition exist in the tenant and are within the caller's. */
async function checkScope(
  tx: Tx,
  principal: Principal,
  fields: Pick<Role, 'dataPermission' | 'conditionWarehouseIds' | 'conditionCustomerIds'>,
) {
  await assertAllInTenant(tx, principal.tenantId, 'warehouse', fields.conditionWarehouseIds);
  await assertAllInTenant(tx, principal.tenantId, 'customer', fields.conditionCustomerIds);
  if (!roleScopeWithin(principal, fields)) throw beyond();
}

const conditionColumns = (fields: RoleFields) => ({
  dataPermission: fields.dataPermission,
  conditionWarehouseIds: [...new Set(fields.dataCondition.warehouseIds)],
  conditionCustomerIds: [...new Set(fields.dataCondition.customerIds)],
});

/** The menus, pages and function points a tenant's plan offers (what a role of the tenant can hold). */
async function planResources(tx: Tx, principal: Principal) {
  const rows = await tx
    .select()
    .from(resources)
    .where(
      and(
        inArray(resources.resourceType, [
          RESOURCE_TYPE.menu,
          RESOURCE_TYPE.page,
          RESOURCE_TYPE.functionPoint,
        ]),
        isNull(resources.deletedAt),
        eq(resources.isDisabled, false),
      ),
    )
    .orderBy(asc(resources.orderIndex), asc(resources.code));
  return rows.filter(
    (row) =>
      editionAllows(principal.edition, row.resourceVersion) &&
      platformAllows(principal, row.code) &&
      (principal.isPDA || row.moduleId !== 'pda'),
  );
}

async function findRole(tx: Tx, principal: Principal, id: string, forChange = false) {
  const role = await roleOf(tx, principal.tenantId, id);
  if (forChange && role.isAdmin) throw new BizError(ErrorCode.roleIsAdmin);
  return role;
}

/** Roles: create, change, delete, and which menus, pages and function points they grant. */
export const rolesService = {
  async list(
    tx: Tx,
    principal: Principal,
    query: { pageIndex: number; pageSize: number; keyword?: string },
    locale: Locale,
  ) {
    const like = query.keyword ? likeEscape(query.keyword) : undefined;
    const where = and(
      live(principal.tenantId),
      like ? or(ilike(roles.code, like), ilike(roles.name, like), ilike(roles.nameEn, like)) : undefined,
    );
    const rows = await tx
      .select()
      .from(roles)
      .where(where)
      .orderBy(desc(roles.isAdmin), asc(roles.code))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(roles).where(where);
    const counts = await userCounts(
      tx,
      principal.tenantId,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => toRow(r, counts.get(r.id) ?? 0, locale)), total: Number(total?.n ?? 0) };
  },

  async options(tx: Tx, principal: Principal, locale: Locale) {
    const rows = await tx.select().from(roles).where(live(principal.tenantId)).orderBy(asc(roles.code));
    return rows.map((r) => ({ id: r.id, code: r.code, name: locale === 'en' ? r.nameEn : r.name }));
  },

  async one(tx: Tx, principal: Principal, id: string, locale: Locale) {
    const role = await findRole(tx, principal, id);
    const counts = await userCounts(tx, principal.tenantId, [id]);
    return toRow(role, counts.get(id) ?? 0, locale);
  },

  async create(
    tx: Tx,
    principal: Principal,
    input: RoleFields & { code: string; functionPoints: string[] },
    now: Date,
  ) {
    const columns = conditionColumns(input);
    await checkScope(tx, principal, columns);
    const codes = await rolesService.assertGrantableCodes(tx, principal, input.functionPoints, []);
    const id = uuidv7(now.getTime());
    try {
      await tx.insert(roles).values({
        id,
        tenantId: principal.tenantId,
        code: input.code,
        name: input.name,
        nameEn: input.nameEn,
        remark: input.remark,
        functionPoints: codes,
        ...columns,
        createdBy: principal.userId,
        updatedBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BizError(ErrorCode.roleCodeExists);
      throw error;
    }
    return id;
  },

  /** A change is effective on each holder's next request: the principal is read per request. */
  async update(tx: Tx, principal: Principal, id: string, input: RoleFields, now: Date) {
    await findRole(tx, principal, id, true);
    const columns = conditionColumns(input);
    await checkScope(tx, principal, columns);
    await tx
      .update(roles)
      .set({
        name: input.name,
        nameEn: input.nameEn,
        remark: input.remark,
        ...columns,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(and(eq(roles.tenantId, principal.tenantId), eq(roles.id, id)));
  },

  async softDelete(tx: Tx, principal: Principal, id: string, now: Date) {
    await findRole(tx, principal, id, true);
    const counts = await userCounts(tx, principal.tenantId, [id]);
    if ((counts.get(id) ?? 0) > 0) throw new BizError(ErrorCode.roleInUse);
    // The code is freed for a new role: the unique index spans deleted rows too.
    await tx
      .update(roles)
      .set({
        deletedAt: now,
        code: sql`${roles.code} || '#' || ${id}`,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(and(eq(roles.tenantId, principal.tenantId), eq(roles.id, id)));
  },

  /**
   * Checks a new set of codes against the old: every code must be a page or function point of the plan,
   * and whatever changes (added or withdrawn) must be held by the caller. Returns the codes to store.
   */
  async assertGrantableCodes(tx: Tx, principal: Principal, wanted: string[], before: string[]) {
    const known = new Set(
      (await planResources(tx, principal))
        .filter((r) => r.resourceType !== RESOURCE_TYPE.menu)
        .map((r) => r.code),
    );
    const next = [...new Set(wanted)];
    const unknown = next.find((code) => !known.has(code) && !before.includes(code));
    if (unknown) throw new BizError(ErrorCode.unknownResourceCode, { code: unknown });
    const changed = [
      ...next.filter((code) => !before.includes(code)),
      ...before.filter((code) => !next.includes(code)),
    ];
    if (changed.some((code) => !principal.functionPoints.has(code))) throw beyond();
    return next.sort();
  },

  async empowerTree(tx: Tx, principal: Principal, id: string, locale: Locale) {
    const role = await findRole(tx, principal, id);
    const rows = await planResources(tx, principal);
    const byId = new Map(rows.map((r) => [r.id, r.code]));
    const nodes: EmpowerNode[] = rows.map((r) => ({
      code: r.code,
      parentCode: r.parentId ? (byId.get(r.parentId) ?? null) : null,
      resourceType: r.resourceType as EmpowerNode['resourceType'],
      title: locale === 'en' ? r.titleEn : r.title,
      moduleId: r.moduleId,
      grantable: !role.isAdmin && principal.functionPoints.has(r.code),
    }));
    const held = role.isAdmin ? allGrantableCodes : role.functionPoints;
    return { role: await rolesService.one(tx, principal, id, locale), nodes, checked: [...held] };
  },

  async setEmpower(tx: Tx, principal: Principal, id: string, codes: string[], now: Date) {
    const role = await findRole(tx, principal, id, true);
    const next = await rolesService.assertGrantableCodes(tx, principal, codes, role.functionPoints);
    await tx
      .update(roles)
      .set({ functionPoints: next, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(roles.tenantId, principal.tenantId), eq(roles.id, id)));
  },

  /** Modules: the catalogue's groups, with what each holds in this plan. */
  async modules(tx: Tx, principal: Principal, locale: Locale) {
    const rows = await planResources(tx, principal);
    const modules = new Map<
      string,
      { moduleId: string; title: string; pageCount: number; pointCount: number }
    >();
    for (const row of rows) {
      if (!row.moduleId) continue;
      const entry = modules.get(row.moduleId) ?? {
        moduleId: row.moduleId,
        title: row.moduleId,
        pageCount: 0,
        pointCount: 0,
      };
      if (row.resourceType === RESOURCE_TYPE.menu && !row.parentId)
        entry.title = locale === 'en' ? row.titleEn : row.title;
      if (row.resourceType === RESOURCE_TYPE.page) entry.pageCount += 1;
      if (row.resourceType === RESOURCE_TYPE.functionPoint) entry.pointCount += 1;
      modules.set(row.moduleId, entry);
    }
    return [...modules.values()];
  },
};
