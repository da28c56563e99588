import { type DataPermission, ErrorCode, type UserDetail, type UserRow } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roles, users, userWarehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { Directory } from '../../platform/directory.ts';
import { BizError } from '../../platform/errors.ts';
import { likeEscape } from '../../platform/values.ts';
import { assignedIds, listsOf } from '../auth/user-info.service.ts';

/**
 * Which accounts the caller sees (data permissions): a customer's user only its customer's
 * users; staff limited to some customers only those customers' users besides staff and PDA accounts.
 */
export function visibleUsers(principal: Principal): SQL | undefined {
  if (principal.customerId)
    return and(eq(users.kind, 'customer'), eq(users.customerId, principal.customerId));
  if (principal.customerIds === null) return undefined;
  const own = principal.customerIds.length
    ? inArray(users.customerId, [...principal.customerIds])
    : sql`false`;
  return or(ne(users.kind, 'customer'), own);
}

const SORTS = {
  account: users.account,
  displayName: users.displayName,
  createdTime: users.createdAt,
  lastLoginTime: users.lastLoginAt,
} as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The accounts page and its writes: who holds one of these manages accounts. */
const ACCOUNT_MANAGER_POINTS = [
  'system.account',
  'system:user:create',
  'system:user:update',
  'system:user:delete',
  'system:user:reactivate',
];

/**
 * Whether the caller may see how to reach an account and when it last logged in. Any logged-in user
 * may list accounts (a picker chooses a colleague), but only whoever manages accounts needs their
 * mail, phone and last login; the caller always sees its own.
 */
export const seesContactDetails = (principal: Principal, userId?: string) =>
  userId === principal.userId || ACCOUNT_MANAGER_POINTS.some((c) => principal.functionPoints.has(c));

/** An account as a caller who does not manage accounts sees it: who, not how to reach them. */
function withoutContact<R extends UserRow>(row: R): R {
  return { ...row, email: null, phone: null, lastLoginTime: null };
}

type Joined = { user: typeof users.$inferSelect; role: { name: string; nameEn: string } };

function toRow({ user, role }: Joined, locale: Locale): UserRow {
  return {
    id: user.id,
    account: user.account,
    displayName: user.displayName,
    email: user.email,
    phone: user.phone,
    kind: user.kind as UserRow['kind'],
    roleId: user.roleId,
    roleName: locale === 'zh-CN' ? role.name : role.nameEn,
    customerId: user.customerId,
    isDisabled: user.isDisabled,
    isDeleted: user.deletedAt !== null,
    needChangePwd: user.needChangePwd,
    locale: user.locale === 'en' ? 'en' : 'zh-CN',
    lastLoginTime: iso(user.lastLoginAt),
    createdTime: user.createdAt.toISOString(),
    updatedTime: user.updatedAt.toISOString(),
  };
}

export interface UserFilter {
  pageIndex: number;
  pageSize: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  account?: string;
  displayName?: string;
  kind?: string;
  roleId?: string;
  customerId?: string;
  warehouseId?: string;
  isDisabled?: boolean;
  isDeleted?: boolean;
}

export async function listUsers(tx: Tx, principal: Principal, filter: UserFilter, locale: Locale) {
  const inWarehouse = filter.warehouseId
    ? sql`exists (select 1 from ${userWarehouses} where ${userWarehouses.tenantId} = ${users.tenantId}
        and ${userWarehouses.userId} = ${users.id} and ${userWarehouses.warehouseId} = ${filter.warehouseId})`
    : undefined;
  const where = and(
    eq(users.tenantId, principal.tenantId),
    filter.isDeleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    visibleUsers(principal),
    filter.account ? ilike(users.account, likeEscape(filter.account)) : undefined,
    filter.displayName ? ilike(users.displayName, likeEscape(filter.displayName)) : undefined,
    filter.kind ? eq(users.kind, filter.kind) : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.customerId ? eq(users.customerId, filter.customerId) : undefined,
    filter.isDisabled === undefined ? undefined : eq(users.isDisabled, filter.isDisabled),
    inWarehouse,
  );
  // Sorting by last login would give away the order of what the caller may not see.
  const field =
    filter.sort?.field === 'lastLoginTime' && !seesContactDetails(principal) ? '' : filter.sort?.field;
  const column = SORTS[field as keyof typeof SORTS] ?? users.createdAt;
  const order = filter.sort?.order === 'asc' ? asc(column) : desc(column);
  const joinRole = and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId));
  // One after the other: a transaction is one connection.
  const rows = await tx
    .select({ user: users, role: { name: roles.name, nameEn: roles.nameEn } })
    .from(users)
    .innerJoin(roles, joinRole)
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(filter.pageSize)
    .offset((filter.pageIndex - 1) * filter.pageSize);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  const items = rows.map((row) => {
    const item = toRow(row, locale);
    return seesContactDetails(principal, item.id) ? item : withoutContact(item);
  });
  return { items, total: Number(total?.n ?? 0) };
}

/** One visible account (deleted ones too); anything else is "does not exist". */
export async function findUser(tx: Tx, principal: Principal, id: string) {
  const [row] = await tx
    .select({ user: users, role: roles, ...assignedIds })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, principal.tenantId), eq(users.id, id), visibleUsers(principal)));
  if (!row) throw new BizError(ErrorCode.userNotFound);
  return row;
}

export async function userDetail(
  tx: Tx,
  principal: Principal,
  directory: Directory,
  id: string,
  locale: Locale,
): Promise<UserDetail> {
  const { user, role, warehouseIds, customerIds } = await findUser(tx, principal, id);
  const full = seesContactDetails(principal, user.id);
  const row = toRow({ user, role }, locale);
  return {
    ...(full ? row : withoutContact(row)),
    remark: full ? user.remark : '',
    extraFunctionPoints: full ? [...user.extraFunctionPoints].sort() : [],
    dataPermission: role.dataPermission as DataPermission,
    dataCondition: role.dataCondition,
    ...(await listsOf(tx, directory, { customerId: user.customerId, warehouseIds, customerIds })),
  };
}
