import { type MailEvent, uuidv7 } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, mailAccounts, mailLogs } from '../../db/schema/index.ts';
import { insertTask } from '../../platform/jobs.ts';
import { recipientsOf } from './mail-recipients.service.ts';

/** The job that delivers one mail log row (registries/schedules.ts registers its handler). */
export const MAIL_PUSH_JOB = 'mail:push';

export interface MailPush {
  tenantId: string;
  customerId: string;
  event: Exclude<MailEvent, 'test'>;
  /** The number the mail is about (container, invoice, return). */
  sourceNo: string;
  params: Record<string, string | number>;
  /** Who caused it; null when the warehouse acted on its own. */
  userId: string | null;
}

/** Both languages in one mail: the receiver's language is not known, and the texts exist in both. */
function render(event: MailPush['event'], params: Record<string, string | number>) {
  const text = (part: string, locale: 'zh-CN' | 'en') =>
    translate(locale, `mail:push.${event}.${part}`, params);
  return {
    subject: `${text('subject', 'zh-CN')} / ${text('subject', 'en')}`,
    body: `${text('body', 'zh-CN')}\n\n${text('body', 'en')}`,
  };
}

/** Whether an address is on the away list on this day (dates inclusive). */
const awayOn = (away: { email: string; from: string; until: string }[], day: string) => {
  const out = new Set(away.filter((a) => a.from <= day && day <= a.until).map((a) => a.email.toLowerCase()));
  return (email: string) => out.has(email.toLowerCase());
};

/**
 * Mail push of a business event to the customer's receivers, in the event's transaction: the mail log row
 * and the task that delivers it exist only if the event commits, and the jobs spine sends it (with
 * retries) whatever happens to this request. Nothing is queued when the tenant has no enabled default
 * account or the customer no receivers; a mail whose every receiver is away is logged as skipped.
 */
async function queue(tx: Tx, push: MailPush, now: Date): Promise<string | null> {
  const [account] = await tx
    .select({ id: mailAccounts.id, mailEmail: mailAccounts.mailEmail })
    .from(mailAccounts)
    .where(
      and(
        eq(mailAccounts.tenantId, push.tenantId),
        eq(mailAccounts.isDefault, true),
        eq(mailAccounts.isEnabled, true),
        isNull(mailAccounts.deletedAt),
      ),
    );
  if (!account) return null;
  const lists = await recipientsOf(tx, push.tenantId, push.customerId);
  if (!lists.receivers.length) return null;
  const isAway = awayOn(lists.away, now.toISOString().slice(0, 10));
  const to = lists.receivers.map((p) => p.email).filter((e) => !isAway(e));
  const cc = lists.cc.map((p) => p.email).filter((e) => !isAway(e) && !to.includes(e));
  const [customer] = await tx
    .select({ name: customers.shortName })
    .from(customers)
    .where(and(eq(customers.tenantId, push.tenantId), eq(customers.id, push.customerId)));
  const { subject, body } = render(push.event, { ...push.params, customerName: customer?.name ?? '' });
  const id = uuidv7();
  await tx.insert(mailLogs).values({
    tenantId: push.tenantId,
    id,
    event: push.event,
    customerId: push.customerId,
    sourceNo: push.sourceNo,
    accountId: account.id,
    fromEmail: account.mailEmail,
    subject,
    body,
    toList: to,
    ccList: cc,
    state: to.length ? 'queued' : 'skipped',
    lastError: to.length ? '' : 'mail:allAway',
    createdBy: push.userId,
    updatedBy: push.userId,
    createdAt: now,
    updatedAt: now,
  });
  if (to.length) await queueDelivery(tx, push.tenantId, id, subject);
  return id;
}

/** The task that sends a queued mail log row. */
export async function queueDelivery(tx: Tx, tenantId: string, mailLogId: string, subject: string) {
  await insertTask(tx, {
    tenantId,
    userId: null,
    kind: 'scheduled',
    type: MAIL_PUSH_JOB,
    filename: subject.slice(0, 200),
    locale: 'en',
    payload: { mailLogId },
  });
}

export const mailPushService = { queue };
