import { ErrorCode } from '@wms/api';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';

/** Per address: at most this many login attempts in a window (decisions.md). */
export const IP_LIMIT = { attempts: 30, windowMs: 10 * 60 * 1000 };
/** Per account: failures 2–4 each add a growing wait (2, 4, 8 s); the 5th locks it for 15 minutes. */
export const ACCOUNT_LIMIT = { lockAfter: 5, lockMs: 15 * 60 * 1000 };

const accountKey = (account: string) => `account:${account.toLowerCase()}`;

export type AccountThrottle = typeof loginThrottles.$inferSelect;

/** Counts this attempt against the caller's address (its own statement, so a refusal still counts). */
export async function throttleAddress(
  db: Db,
  ip: string,
  now: Date,
  attempts = IP_LIMIT.attempts,
): Promise<void> {
  const windowFloor = new Date(now.getTime() - IP_LIMIT.windowMs);
  const stale = sql`${loginThrottles.windowStart} <= ${windowFloor.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key: `ip:${ip}`, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        attempts: sql`case when ${stale} then 1 else ${loginThrottles.attempts} + 1 end`,
        windowStart: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStart} end`,
      },
    })
    .returning();
  if (row && row.attempts > attempts) {
    const wait = row.windowStart.getTime() + IP_LIMIT.windowMs - now.getTime();
    throw new BizError(ErrorCode.loginTooFrequent, { seconds: Math.max(1, Math.ceil(wait / 1000)) });
  }
}

/** The account's throttle row, locked for this transaction so instances take turns per account. */
export async function lockAccountThrottle(
  tx: Executor,
  account: string,
  now: Date,
): Promise<AccountThrottle> {
  const key = accountKey(account);
  await tx.insert(loginThrottles).values({ key, windowStart: now }).onConflictDoNothing();
  const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.key, key)).for('update');
  return row!;
}

const waitAfter = (failures: number) => (failures >= 2 ? 2 ** (failures - 1) * 1000 : 0);

/** The refusal an attempt gets before its password is even checked, if any. */
export function throttleRefusal(row: AccountThrottle, now: Date): BizError | undefined {
  if (row.lockedUntil && row.lockedUntil > now) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000);
    return new BizError(ErrorCode.accountLocked, { minutes });
  }
  const readyAt = (row.lastFailureAt?.getTime() ?? 0) + waitAfter(row.failures);
  if (readyAt > now.getTime())
    return new BizError(ErrorCode.loginTooFrequent, { seconds: Math.ceil((readyAt - now.getTime()) / 1000) });
  return undefined;
}

/** Records a wrong password; returns the lock error when this failure locks the account. */
export async function recordFailure(tx: Executor, row: AccountThrottle, now: Date) {
  const lockExpired = row.lockedUntil !== null && row.lockedUntil <= now;
  const failures = (lockExpired ? 0 : row.failures) + 1;
  const locks = failures >= ACCOUNT_LIMIT.lockAfter;
  await tx
    .update(loginThrottles)
    .set({
      failures: locks ? 0 : failures,
      lastFailureAt: now,
      lockedUntil: locks ? new Date(now.getTime() + ACCOUNT_LIMIT.lockMs) : null,
    })
    .where(eq(loginThrottles.key, row.key));
  return locks
    ? new BizError(ErrorCode.accountLocked, { minutes: ACCOUNT_LIMIT.lockMs / 60_000 })
    : new BizError(ErrorCode.loginFailed);
}

/** A good password (or a reset) clears the account's failures and lock. */
export async function clearAccount(tx: Executor, account: string): Promise<void> {
  await tx
    .update(loginThrottles)
    .set({ failures: 0, lastFailureAt: null, lockedUntil: null })
    .where(eq(loginThrottles.key, accountKey(account)));
}
