import { ErrorCode, type MailState, type mailLogQuery, mailResendable } from '@wms/api';
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, mailLogs } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { likeEscape, pageWindow } from '../../platform/values.ts';
import { queueDelivery } from './mail-push.service.ts';
import { toMailLog } from './mail-rows.ts';

/** Mails about a customer follow the caller's customer scope; test mails name no customer. */
const scoped = (principal: Principal) =>
  or(isNull(mailLogs.customerId), customerScope(principal, mailLogs.customerId) ?? sql`true`);

const joinCustomer = and(eq(customers.tenantId, mailLogs.tenantId), eq(customers.id, mailLogs.customerId));

async function list(tx: Tx, principal: Principal, query: z.infer<typeof mailLogQuery>) {
  const where = and(
    eq(mailLogs.tenantId, principal.tenantId),
    scoped(principal),
    query.state ? eq(mailLogs.state, query.state) : undefined,
    query.event ? eq(mailLogs.event, query.event) : undefined,
    query.to ? ilike(sql`array_to_string(${mailLogs.toList}, ',')`, likeEscape(query.to)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(mailLogs).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await tx
    .select({ row: mailLogs, customerName: customers.shortName })
    .from(mailLogs)
    .leftJoin(customers, joinCustomer)
    .where(where)
    .orderBy(desc(mailLogs.createdAt), desc(mailLogs.id))
    .limit(limit)
    .offset(offset);
  return { items: rows.map((r) => toMailLog(r.row, r.customerName ?? '')), total: total?.n ?? 0 };
}

/** A failed mail goes back to the queue with one more chance. */
async function resend(tx: Tx, principal: Principal, input: { id: string }, now: Date) {
  const [found] = await tx
    .select({ row: mailLogs, customerName: customers.shortName })
    .from(mailLogs)
    .leftJoin(customers, joinCustomer)
    .where(and(eq(mailLogs.tenantId, principal.tenantId), eq(mailLogs.id, input.id), scoped(principal)))
    .for('update', { of: mailLogs });
  if (!found) throw new BizError(ErrorCode.recordNotFound);
  if (!mailResendable(found.row.state as MailState)) throw new BizError(ErrorCode.mailLogNotResendable);
  const [row] = await tx
    .update(mailLogs)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: null, updatedAt: now, updatedBy: principal.userId })
    .where(and(eq(mailLogs.tenantId, principal.tenantId), eq(mailLogs.id, input.id)))
    .returning();
  await queueDelivery(tx, principal.tenantId, row!.id, row!.subject);
  return toMailLog(row!, found.customerName ?? '');
}

export const mailLogService = { list, resend };
