import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode, uuidv7 } from '@wms/api';
import { type Locale, resolveLocale, translate } from '@wms/i18n/messages';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetCodes, users } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { findLoginUser } from './login.service.ts';
import { clearAccount } from './login-throttle.ts';

export const RESET_CODE = { ttlMs: 10 * 60 * 1000, resendMs: 60 * 1000, maxAttempts: 5 };

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Forgot password. Only administrators reset by mail; everyone else is told to ask their
 * administrator. GetIsAdmin answers the same for every account, and sending a code answers "ask your
 * administrator" for anything but an enabled administrator with the address on file, so the calls reveal
 * neither which accounts exist nor which are administrators.
 */
export const forgotPasswordService = {
  /** The same answer for every account: whether it may reset by mail is told only with its address. */
  isAdmin(_account: string) {
    return { isAdmin: true };
  },

  async sendCode(db: Db, mailer: Mailer | undefined, input: { account: string; email: string }, now: Date) {
    const user = await findLoginUser(db, input.account);
    if (!user?.isAdmin || user.isDisabled || !sameEmail(user.email, input.email))
      throw new BizError(ErrorCode.contactAdmin);
    if (!mailer) throw new BizError(ErrorCode.mailNotConfigured);
    await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ createdAt: passwordResetCodes.createdAt })
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.tenantId, user.tenantId), eq(passwordResetCodes.userId, user.id)))
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1);
      if (last && now.getTime() - last.createdAt.getTime() < RESET_CODE.resendMs)
        throw new BizError(ErrorCode.resetCodeTooFrequent);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await tx.insert(passwordResetCodes).values({
        tenantId: user.tenantId,
        id: uuidv7(now.getTime()),
        userId: user.id,
        codeHash: hashCode(user.id, code).toString('hex'),
        expiresAt: new Date(now.getTime() + RESET_CODE.ttlMs),
        createdAt: now,
      });
      // Sent inside the transaction: if the mail fails, no code exists that nobody received.
      const locale: Locale = resolveLocale(user.locale);
      const params = { name: user.displayName, code, minutes: RESET_CODE.ttlMs / 60_000 };
      await mailer.send({
        to: user.email!,
        subject: translate(locale, 'identity:resetMailSubject'),
        text: translate(locale, 'identity:resetMailBody', params),
      });
    });
    return null;
  },

  /** Spends the newest code (single use, 5 tries) and sets the new password; sessions end. */
  async reset(db: Db, input: { account: string; email: string; code: string; password: string }, now: Date) {
    const user = await findLoginUser(db, input.account);
    if (!user?.isAdmin || user.isDisabled || !sameEmail(user.email, input.email))
      throw new BizError(ErrorCode.resetCodeInvalid);
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.tenantId, user.tenantId),
            eq(passwordResetCodes.userId, user.id),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1)
        .for('update');
      if (!row || row.attempts >= RESET_CODE.maxAttempts) return ErrorCode.resetCodeInvalid;
      const match = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(user.id, input.code));
      const where = and(eq(passwordResetCodes.tenantId, row.tenantId), eq(passwordResetCodes.id, row.id));
      if (!match) {
        await tx
          .update(passwordResetCodes)
          .set({ attempts: row.attempts + 1 })
          .where(where);
        return ErrorCode.resetCodeInvalid;
      }
      await tx.update(passwordResetCodes).set({ usedAt: now }).where(where);
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(input.password), needChangePwd: false, updatedAt: now })
        .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)));
      await revokeUserSessions(tx, user.tenantId, user.id, now);
      await clearAccount(tx, user.account);
      return undefined;
    });
    if (outcome) throw new BizError(outcome);
    return null;
  },
};
