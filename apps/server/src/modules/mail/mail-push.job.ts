import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAccounts, mailLogs } from '../../db/schema/index.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { sendThroughAccount } from '../../platform/mailer.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { queueDelivery } from './mail-push.service.ts';
import { reasonOf, smtpOf } from './mail-rows.ts';

/** Minutes before the 2nd, 3rd and 4th attempt; after the 4th failure a mail is failed for good. */
export const MAIL_RETRY_MINUTES = [1, 5, 30] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;

/**
 * Delivers one queued mail. The row is read in one transaction, the SMTP conversation runs outside any,
 * and the outcome is written in a second: sent, retrying with its next attempt time, or failed after the
 * last attempt. Only a `queued` row is sent, so a task run twice sends once.
 */
export const mailPushJob =
  (clock: () => Date, box: SecretBox): JobHandler =>
  async (job) => {
    const { mailLogId } = job.task.payload as { mailLogId: string };
    const found = await job.inTenant(async (tx) => {
      const [log] = await tx
        .select()
        .from(mailLogs)
        .where(and(eq(mailLogs.tenantId, job.task.tenantId), eq(mailLogs.id, mailLogId)));
      if (log?.state !== 'queued' || !log.accountId) return undefined;
      const [account] = await tx
        .select()
        .from(mailAccounts)
        .where(and(eq(mailAccounts.tenantId, log.tenantId), eq(mailAccounts.id, log.accountId)));
      return { log, account };
    });
    if (!found) return { result: { state: 'unchanged' } };
    const { log, account } = found;
    let failure = '';
    if (!account || account.deletedAt || !account.isEnabled) failure = 'MAIL_NO_ACCOUNT';
    else {
      try {
        await sendThroughAccount(smtpOf(account, box), {
          to: log.toList,
          cc: log.ccList.length ? log.ccList : undefined,
          subject: log.subject,
          text: log.body,
        });
      } catch (error) {
        failure = reasonOf(error);
      }
    }
    const now = clock();
    const attempts = log.attempts + 1;
    const retryIn = MAIL_RETRY_MINUTES[attempts - 1];
    const state = !failure ? 'sent' : retryIn === undefined ? 'failed' : 'retrying';
    await job.inTenant((tx) =>
      tx
        .update(mailLogs)
        .set({
          state,
          attempts,
          lastError: failure,
          sentAt: failure ? null : now,
          nextAttemptAt: state === 'retrying' ? new Date(now.getTime() + retryIn! * 60_000) : null,
          updatedAt: now,
        })
        .where(
          and(eq(mailLogs.tenantId, log.tenantId), eq(mailLogs.id, log.id), eq(mailLogs.state, 'queued')),
        ),
    );
    return { result: { state, attempts } };
  };

/**
 * Queues again every mail whose next attempt is due (the schedule calls it). The row turns `queued` in
 * the transaction that inserts its task, so however many instances look, a mail gets one task per attempt.
 */
export async function enqueueMailRetries(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ tenantId: mailLogs.tenantId })
    .from(mailLogs)
    .where(and(eq(mailLogs.state, 'retrying'), lte(mailLogs.nextAttemptAt, now)));
  let queued = 0;
  for (const { tenantId } of due) {
    await withTenant(db, tenantId, async (tx) => {
      const rows = await tx
        .update(mailLogs)
        .set({ state: 'queued', nextAttemptAt: null, updatedAt: now })
        .where(
          and(
            eq(mailLogs.tenantId, tenantId),
            inArray(
              mailLogs.id,
              sql`(select id from ${mailLogs} where tenant_id = ${tenantId} and state = 'retrying'
                and next_attempt_at <= ${now.toISOString()}::timestamptz for update skip locked)`,
            ),
          ),
        )
        .returning({ id: mailLogs.id, subject: mailLogs.subject });
      for (const row of rows) await queueDelivery(tx, tenantId, row.id, row.subject);
      queued += rows.length;
    });
  }
  return queued;
}
