import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, uuidv7 } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema/index.ts';
import type { Principal } from './context.ts';
import { unauthorized } from './errors.ts';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session and returns its opaque token; only the token's hash is stored. */
export async function openSession(
  db: Db,
  user: { id: string; tenantId: string },
  now: Date,
  system = 'backoffice',
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = uuidv7();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
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

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Resolves a bearer token to the caller. Runs on the owner connection because the tenant is not known
 * until the session is found. An expired or revoked session answers WBS00012, a disabled user USR0015.
 */
export async function resolvePrincipal(db: Db, token: string, now: Date): Promise<Principal> {
  const [row] = await db
    .select({
      session: sessions,
      user: {
        id: users.id,
        kind: users.kind,
        customerId: users.customerId,
        isDisabled: users.isDisabled,
        extra: users.extraFunctionPoints,
      },
      roleFunctionPoints: roles.functionPoints,
    })
    .from(sessions)
    .innerJoin(
      users,
      and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId), isNull(users.deletedAt)),
    )
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw unauthorized(ErrorCode.sessionInvalid);
  if (row.session.revokedAt || row.session.expiresAt <= now) throw unauthorized(ErrorCode.sessionExpired);
  if (row.user.isDisabled) throw unauthorized(ErrorCode.userDisabled);
  return {
    tenantId: row.session.tenantId,
    userId: row.user.id,
    sessionId: row.session.id,
    kind: row.user.kind,
    customerId: row.user.customerId,
    functionPoints: new Set([...row.roleFunctionPoints, ...row.user.extra]),
    warehouseIds: null,
    customerIds: row.user.customerId ? [row.user.customerId] : null,
  };
}
