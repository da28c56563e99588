import { decryptPassword, ErrorCode, type LoginResult, uuidv7 } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { loginLogs, roles, tenants, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { openSession } from '../../platform/sessions.ts';
import { captchaService } from './captcha.service.ts';
import {
  clearAccount,
  IP_LIMIT,
  lockAccountThrottle,
  recordFailure,
  throttleAddress,
  throttleRefusal,
} from './login-throttle.ts';

/** Compared against when the account does not exist, so both cases take the same time. */
const decoyHash = hashPassword('decoy-password-0');

/** The active user behind an account name, with what the login rules need. */
export async function findLoginUser(db: Executor, account: string) {
  const [row] = await db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      account: users.account,
      displayName: users.displayName,
      email: users.email,
      locale: users.locale,
      kind: users.kind,
      passwordHash: users.passwordHash,
      needChangePwd: users.needChangePwd,
      isDisabled: users.isDisabled,
      isAdmin: roles.isAdmin,
      tenantDisabled: tenants.isDisabled,
      tenantPDA: tenants.isPDA,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(sql`lower(${users.account}) = lower(${account})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUser>>>;

/** Which app may this account use: PDA accounts only the PDA, and the PDA only with isPDA. */
function appRefusal(user: LoginUser, system: RequestContext['system']): string | undefined {
  if (user.isDisabled || user.tenantDisabled) return ErrorCode.userDisabled;
  if (system === 'pda' && user.kind !== 'pda') return ErrorCode.pdaAccountRequired;
  if (system === 'pda' && !user.tenantPDA) return ErrorCode.versionDenied;
  if (system !== 'pda' && user.kind === 'pda') return ErrorCode.pdaAccountOnly;
  return undefined;
}

/**
 * `CoustomerValidate`: throttles, spends the captcha ticket, checks the password and opens a session.
 * Refusals are returned from the transaction rather than thrown, so the failure count, the spent ticket
 * and the login log are committed before the caller sees the error.
 */
async function login(
  db: Db,
  input: { account: string; password: string; ticket: string },
  ctx: RequestContext,
  now: Date,
  attemptsPerAddress = IP_LIMIT.attempts,
): Promise<LoginResult> {
  await throttleAddress(db, ctx.ip, now, attemptsPerAddress);
  const outcome = await db.transaction(async (tx): Promise<BizError | LoginResult> => {
    const throttle = await lockAccountThrottle(tx, input.account, now);
    const refused = throttleRefusal(throttle, now);
    if (refused) return refused;
    if (!(await captchaService.consumeTicket(tx, input.ticket, now)))
      return new BizError(ErrorCode.captchaRequired);
    const user = await findLoginUser(tx, input.account);
    const password = (await decryptPassword(input.password))?.trim() ?? '';
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
    const log = {
      id: uuidv7(now.getTime()),
      account: input.account,
      ip: ctx.ip,
      system: ctx.system,
      createdAt: now,
    };
    if (!user || !matches) {
      await tx
        .insert(loginLogs)
        .values({ ...log, tenantId: user?.tenantId, userId: user?.id, success: false, reason: 'password' });
      return recordFailure(tx, throttle, now);
    }
    await clearAccount(tx, input.account);
    const appCode = appRefusal(user, ctx.system);
    await tx.insert(loginLogs).values({
      ...log,
      tenantId: user.tenantId,
      userId: user.id,
      success: !appCode,
      reason: appCode ?? '',
    });
    if (appCode) return new BizError(appCode);
    await tx
      .update(users)
      .set({ lastLoginAt: now })
      .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
    const session = await openSession(tx, user, now, ctx.system);
    return {
      accessToken: session.token,
      tokenType: 'Bearer',
      expiresAt: session.expiresAt.toISOString(),
      needChangePwd: user.needChangePwd,
    };
  });
  if (outcome instanceof BizError) throw outcome;
  return outcome;
}

export const loginService = { login };
