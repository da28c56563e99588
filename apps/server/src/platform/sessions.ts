import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, selfServicePoints, uuidv7 } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, type Executor, principalCacheOf } from '../db/client.ts';
import { roles, sessions, tenants, userCustomers, users, userWarehouses } from '../db/schema/index.ts';
import type { Principal } from './context.ts';
import { unauthorized } from './errors.ts';
import { allGrantableCodes } from './function-points.ts';
import { readSettings } from './tenant-settings.ts';

const HOUR_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session and returns its opaque token; only the token's hash is stored. It lasts the tenant's
 * basic setting `sessionHours` (12 until changed).
 */
export async function openSession(
  db: Executor,
  user: { id: string; tenantId: string },
  now: Date,
  system = 'backoffice',
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = uuidv7();
  const { sessionHours } = await readSettings(db, user.tenantId, 'basic');
  const expiresAt = new Date(now.getTime() + sessionHours * HOUR_MS);
  await db.insert(sessions).values({
    id: sessionId,
    tenantId: user.tenantId,
    userId: user.id,
    tokenHash: hashToken(token),
    system,
    expiresAt,
    lastSeenAt: now,
  });
  return { token, sessionId, expiresAt };
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user: after a password change, a reset, deactivation or disabling. */
export async function revokeUserSessions(db: Executor, tenantId: string, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A data condition narrows a list: none keeps it, `null` (all) becomes the condition. */
function narrowed(list: string[] | null, condition: readonly string[]): string[] | null {
  if (!condition.length) return list;
  return list === null ? [...condition] : list.filter((id) => condition.includes(id));
}

/**
 * The role's data permission decides which of the user's lists restrict its rows; its data condition
 * narrows them further. Every list scoped through platform/data-scope.ts then filters by both.
 */
export function scopedLists(
  role: {
    dataPermission: string;
    conditionWarehouseIds: readonly string[];
    conditionCustomerIds: readonly string[];
  },
  warehouses: string[],
  customers: string[],
) {
  const { dataPermission } = role;
  const byWarehouse = dataPermission === 'warehouse' || dataPermission === 'warehouseCustomer';
  const byCustomer = dataPermission === 'customer' || dataPermission === 'warehouseCustomer';
  return {
    warehouseIds: narrowed(byWarehouse ? warehouses : null, role.conditionWarehouseIds),
    customerIds: narrowed(byCustomer ? customers : null, role.conditionCustomerIds),
  };
}

/** What a principal is made of: the user, its role, its tenant's plan and its data-permission lists. */
const principalColumns = {
  user: {
    id: users.id,
    tenantId: users.tenantId,
    kind: users.kind,
    customerId: users.customerId,
    isDisabled: users.isDisabled,
    needChangePwd: users.needChangePwd,
    extra: users.extraFunctionPoints,
  },
  role: {
    id: roles.id,
    functionPoints: roles.functionPoints,
    isAdmin: roles.isAdmin,
    dataPermission: roles.dataPermission,
    conditionWarehouseIds: roles.conditionWarehouseIds,
    conditionCustomerIds: roles.conditionCustomerIds,
  },
  tenant: {
    edition: tenants.edition,
    isPDA: tenants.isPDA,
    isPlatform: tenants.isPlatform,
    isDisabled: tenants.isDisabled,
  },
  warehouses: sql<string[]>`array(select ${userWarehouses.warehouseId} from ${userWarehouses}
    where ${userWarehouses.tenantId} = ${users.tenantId} and ${userWarehouses.userId} = ${users.id})`,
  customers: sql<string[]>`array(select ${userCustomers.customerId} from ${userCustomers}
    where ${userCustomers.tenantId} = ${users.tenantId} and ${userCustomers.userId} = ${users.id})`,
};

type PrincipalRow = {
  user: {
    id: string;
    tenantId: string;
    kind: string;
    customerId: string | null;
    needChangePwd: boolean;
    extra: string[];
  };
  role: {
    id: string;
    functionPoints: string[];
    isAdmin: boolean;
    dataPermission: string;
    conditionWarehouseIds: string[];
    conditionCustomerIds: string[];
  };
  tenant: { edition: string; isPDA: boolean; isPlatform: boolean };
  warehouses: string[];
  customers: string[];
};

function toPrincipal(row: PrincipalRow, session: { id: string; system: string }): Principal {
  const granted = row.role.isAdmin ? allGrantableCodes : row.role.functionPoints;
  const lists = scopedLists(row.role, row.warehouses, row.customers);
  return {
    tenantId: row.user.tenantId,
    userId: row.user.id,
    sessionId: session.id,
    kind: row.user.kind,
    roleId: row.role.id,
    system: session.system,
    needChangePwd: row.user.needChangePwd,
    edition: row.tenant.edition,
    isPDA: row.tenant.isPDA,
    isPlatform: row.tenant.isPlatform,
    customerId: row.user.customerId,
    functionPoints: new Set([...granted, ...row.user.extra, ...selfServicePoints]),
    warehouseIds: lists.warehouseIds,
    customerIds: row.user.customerId ? [row.user.customerId] : lists.customerIds,
  };
}

const withRoleAndTenant = and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId));

/** The caller by token hash: one prepared statement per database, parsed and planned once (every request). */
const byTokenHash = (db: Db) =>
  db
    .select({ ...principalColumns, session: sessions })
    .from(sessions)
    .innerJoin(
      users,
      and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId), isNull(users.deletedAt)),
    )
    .innerJoin(roles, withRoleAndTenant)
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_principal');
const prepared = new WeakMap<Db, ReturnType<typeof byTokenHash>>();
type TokenRow = Awaited<ReturnType<ReturnType<typeof byTokenHash>['execute']>>[number];

/**
 * Resolves a bearer token to the caller, from the cache of recent principals when it holds the token
 * (db/principal-cache.ts). Runs on the owner connection because the tenant is not known until the
 * session is found. An expired or revoked session answers WBS00012, a disabled user USR0015.
 */
export async function resolvePrincipal(db: Db, token: string, now: Date): Promise<Principal> {
  let query = prepared.get(db);
  if (!query) {
    query = byTokenHash(db);
    prepared.set(db, query);
  }
  const tokenHash = hashToken(token);
  const cache = principalCacheOf<TokenRow>(db);
  let row = cache?.get(tokenHash);
  if (!row) {
    const generation = cache?.generation() ?? 0;
    [row] = await query.execute({ tokenHash });
    if (row) cache?.put(tokenHash, row, generation);
  }
  if (!row) throw unauthorized(ErrorCode.sessionInvalid);
  if (row.session.revokedAt || row.session.expiresAt <= now) throw unauthorized(ErrorCode.sessionExpired);
  // a disabled tenant's sessions are revoked when it is disabled; this holds for any still racing
  if (row.user.isDisabled || row.tenant.isDisabled) throw unauthorized(ErrorCode.userDisabled);
  return toPrincipal(row, row.session);
}

/**
 * The current rights of a user without a session: background jobs act as the user who started them,
 * with the permissions that user holds when the job runs.
 */
export async function principalForUser(db: Executor, tenantId: string, userId: string): Promise<Principal> {
  const [row] = await db
    .select(principalColumns)
    .from(users)
    .innerJoin(roles, withRoleAndTenant)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row || row.user.isDisabled || row.tenant.isDisabled) throw unauthorized(ErrorCode.userDisabled);
  return toPrincipal(row, { id: '', system: 'job' });
}
