import { type CreateTenantInput, ErrorCode, type TenantRow, uuidv7 } from '@wms/api';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { roles, sessions, tenants, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { allGrantableCodes } from '../../platform/function-points.ts';
import { actAsTenant } from '../../platform/tenancy.ts';
import { usersService } from '../users/users.service.ts';
import { toTenantInfo } from './tenants.service.ts';

type Tenant = typeof tenants.$inferSelect;

/** The first administrator's role in a new tenant: every function point its plan allows. */
const ADMIN_ROLE = {
  code: 'sysAdmin',
  name: '系统管理员',
  nameEn: 'System administrator',
  isAdmin: true,
  dataPermission: 'all',
} as const;

function toRow(row: Tenant, adminAccount: string): TenantRow {
  return {
    ...toTenantInfo(row),
    isDisabled: row.isDisabled,
    adminAccount,
    createdTime: row.createdAt.toISOString(),
  };
}

/** Each tenant's first administrator account (the oldest account holding an administrator role). */
async function adminsOf(db: Executor, tenantIds: string[]): Promise<Map<string, string>> {
  if (!tenantIds.length) return new Map();
  const rows = await db
    .select({ tenantId: users.tenantId, account: users.account })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(inArray(users.tenantId, tenantIds), eq(roles.isAdmin, true), isNull(users.deletedAt)))
    .orderBy(desc(users.createdAt));
  return new Map(rows.map((r) => [r.tenantId, r.account]));
}

async function rowById(db: Executor, id: string): Promise<TenantRow> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  if (!row) throw new BizError(ErrorCode.tenantNotFound);
  return toRow(row, (await adminsOf(db, [id])).get(id) ?? '');
}

/**
 * Onboarding by the platform operator. Tenants span tenants, so this runs on the owner connection
 * (decisions.md "Two database handles"); the new tenant's role and administrator are written as that
 * tenant, under its row-level security.
 */
export const tenantOnboardingService = {
  async create(db: Db, principal: Principal, input: CreateTenantInput, now: Date): Promise<TenantRow> {
    return db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`lower(${tenants.code}) = lower(${input.code})`);
      if (taken) throw new BizError(ErrorCode.tenantCodeExists, { code: input.code });
      const id = uuidv7(now.getTime());
      const [tenant] = await tx
        .insert(tenants)
        .values({
          id,
          code: input.code,
          name: input.name,
          edition: input.edition,
          orderLimit: input.orderLimit,
          warehouseLimit: input.warehouseLimit,
          customerLimit: input.customerLimit,
          isPDA: input.isPDA,
          createdAt: now,
          updatedAt: now,
          createdBy: principal.userId,
        })
        .returning();
      await actAsTenant(tx, id);
      const role = await usersService.createRole(tx, {
        tenantId: id,
        ...ADMIN_ROLE,
        functionPoints: [...allGrantableCodes],
      });
      await usersService.create(tx as Tx, {
        tenantId: id,
        account: input.adminAccount,
        displayName: input.adminDisplayName,
        email: input.adminEmail,
        password: input.adminPassword,
        kind: 'staff',
        roleId: role.id,
        needChangePwd: true,
      });
      return toRow(tenant!, input.adminAccount);
    });
  },

  async list(db: Db, query: { pageIndex: number; pageSize: number; keyword?: string }) {
    const where: SQL | undefined = query.keyword
      ? or(ilike(tenants.code, `%${query.keyword}%`), ilike(tenants.name, `%${query.keyword}%`))
      : undefined;
    const rows = await db
      .select()
      .from(tenants)
      .where(where)
      .orderBy(asc(tenants.createdAt), asc(tenants.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(tenants).where(where);
    const admins = await adminsOf(
      db,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => toRow(r, admins.get(r.id) ?? '')), total: Number(total?.n ?? 0) };
  },

  /** Disabling ends every session of the tenant at once; its users cannot log in until it is enabled. */
  async setDisabled(db: Db, principal: Principal, input: { id: string; isDisabled: boolean }, now: Date) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, input.id)).for('update');
      if (!row) throw new BizError(ErrorCode.tenantNotFound);
      if (row.isPlatform && input.isDisabled) throw new BizError(ErrorCode.tenantPlatformLocked);
      await tx
        .update(tenants)
        .set({ isDisabled: input.isDisabled, updatedAt: now, updatedBy: principal.userId })
        .where(eq(tenants.id, input.id));
      if (input.isDisabled)
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.tenantId, input.id), isNull(sessions.revokedAt)));
      return rowById(tx, input.id);
    });
  },

  /**
   * The administrator finished /config/init: later logins go to the home page. The owner connection
   * writes it: the app role may only read its tenant's row.
   */
  async finishInit(db: Executor, principal: Principal, now: Date) {
    await db
      .update(tenants)
      .set({ initializedAt: now, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(tenants.id, principal.tenantId), isNull(tenants.initializedAt)));
    return { initialized: true };
  },
};
