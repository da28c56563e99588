import { ErrorCode, uuidv7 } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { roles, userCustomers, users, userWarehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { assertGrantable, type Grants, writeLists } from './user-grants.ts';
import { findUser } from './user-query.ts';

export interface NewRole {
  tenantId: string;
  code: string;
  name: string;
  nameEn: string;
  functionPoints: string[];
  isAdmin?: boolean;
  dataPermission?: string;
  dataCondition?: string;
}

export interface NewUser {
  tenantId: string;
  account: string;
  displayName: string;
  password: string;
  kind: 'staff' | 'customer' | 'pda';
  roleId: string;
  email?: string | null;
  phone?: string | null;
  customerId?: string | null;
  extraFunctionPoints?: string[];
  warehouseIds?: string[];
  customerIds?: string[];
  locale?: 'zh-CN' | 'en';
  needChangePwd?: boolean;
  isDisabled?: boolean;
  remark?: string;
  createdBy?: string;
}

type Profile = Omit<NewUser, 'tenantId' | 'account' | 'kind' | 'password' | 'createdBy'> & {
  password?: string;
};

const grantsOf = (input: Partial<Grants> & { roleId: string; kind: string }): Grants => ({
  roleId: input.roleId,
  kind: input.kind,
  customerId: input.kind === 'customer' ? (input.customerId ?? null) : null,
  extraFunctionPoints: input.extraFunctionPoints ?? [],
  warehouseIds: input.warehouseIds ?? [],
  customerIds: input.customerIds ?? [],
});

/** Accounts: the rules of creating, changing, deactivating and reactivating them. */
export const usersService = {
  /** The enabled users of one customer: whom a notice about the customer's goods goes to. */
  async customerUserIds(tx: Executor, tenantId: string, customerId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.customerId, customerId),
          eq(users.kind, 'customer'),
          eq(users.isDisabled, false),
          isNull(users.deletedAt),
        ),
      );
    return rows.map((r) => r.id);
  },

  async createRole(tx: Executor, input: NewRole) {
    const [row] = await tx
      .insert(roles)
      .values({ id: uuidv7(), ...input })
      .returning();
    return row!;
  },

  /** Inserts an account with its lists; the seed uses it directly, the API through `createChecked`. */
  async create(tx: Tx, input: NewUser) {
    const { password, warehouseIds, customerIds, ...rest } = input;
    const grants = grantsOf(input);
    const id = uuidv7();
    try {
      await tx.insert(users).values({
        ...rest,
        id,
        customerId: grants.customerId,
        passwordHash: await hashPassword(password),
        updatedBy: input.createdBy,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BizError(ErrorCode.accountExists, { account: input.account });
      throw error;
    }
    await writeLists(tx, input.tenantId, id, grants);
    return { id, tenantId: input.tenantId, account: input.account };
  },

  async createChecked(tx: Tx, principal: Principal, input: Omit<NewUser, 'tenantId' | 'createdBy'>) {
    await assertGrantable(tx, principal, grantsOf(input));
    return usersService.create(tx, { ...input, tenantId: principal.tenantId, createdBy: principal.userId });
  },

  /** A password set here is an administrator's reset: the user must change it, and sessions end. */
  async update(tx: Tx, principal: Principal, id: string, input: Profile, now: Date) {
    const { user } = await findUser(tx, principal, id);
    // One after the other: a transaction is one connection.
    const warehouseRows = await tx
      .select()
      .from(userWarehouses)
      .where(and(eq(userWarehouses.tenantId, user.tenantId), eq(userWarehouses.userId, id)));
    const customerRows = await tx
      .select()
      .from(userCustomers)
      .where(and(eq(userCustomers.tenantId, user.tenantId), eq(userCustomers.userId, id)));
    const previous = grantsOf({
      ...user,
      warehouseIds: warehouseRows.map((row) => row.warehouseId),
      customerIds: customerRows.map((row) => row.customerId),
    });
    const next = grantsOf({ ...input, kind: user.kind });
    await assertGrantable(tx, principal, next, previous);
    const { password, warehouseIds: _w, customerIds: _c, ...profile } = input;
    await tx
      .update(users)
      .set({
        ...profile,
        customerId: next.customerId,
        ...(password ? { passwordHash: await hashPassword(password), needChangePwd: true } : {}),
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, id)));
    await writeLists(tx, user.tenantId, id, next);
    if (password || input.isDisabled) await revokeUserSessions(tx, user.tenantId, id, now);
  },

  async setDeleted(tx: Tx, principal: Principal, id: string, deleted: boolean, now: Date) {
    const { user } = await findUser(tx, principal, id);
    if (deleted && id === principal.userId) throw new BizError(ErrorCode.cannotDeleteSelf);
    if (!deleted && user.deletedAt === null) throw new BizError(ErrorCode.userNotDeleted);
    if (deleted && user.deletedAt !== null) throw new BizError(ErrorCode.userNotFound);
    await tx
      .update(users)
      .set({ deletedAt: deleted ? now : null, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, id)));
    if (deleted) await revokeUserSessions(tx, user.tenantId, id, now);
  },

  /** My own password: the pending change is done, and every session of mine ends. */
  async changeOwnPassword(tx: Tx, principal: Principal, password: string, now: Date) {
    await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        needChangePwd: false,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(and(eq(users.tenantId, principal.tenantId), eq(users.id, principal.userId)));
    await revokeUserSessions(tx, principal.tenantId, principal.userId, now);
    return null;
  },
};
