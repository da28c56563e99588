import { ErrorCode, type MailRecipients, type mailRecipientsQuery, uuidv7 } from '@wms/api';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, mailRecipients } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess, customerScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { likeEscape, pageWindow } from '../../platform/values.ts';

/** The outer query's `customers` row, named as such: drizzle leaves a lone table's columns unqualified. */
const counted = (kind: string) =>
  sql<number>`(select count(*)::int from mail_recipients r where r.tenant_id = customers.tenant_id
    and r.customer_id = customers.id and r.kind = ${kind})`;

/** The caller's customers (its data scope) with the size of each list: the customer selection. */
async function list(tx: Tx, principal: Principal, query: z.infer<typeof mailRecipientsQuery>) {
  const keyword = query.keyword ? likeEscape(query.keyword) : undefined;
  const where = and(
    eq(customers.tenantId, principal.tenantId),
    isNull(customers.deletedAt),
    customerScope(principal, customers.id),
    keyword ? or(ilike(customers.customerCode, keyword), ilike(customers.shortName, keyword)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(customers).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await tx
    .select({
      customerId: customers.id,
      customerCode: customers.customerCode,
      customerName: customers.shortName,
      receiverCount: counted('receiver'),
      ccCount: counted('cc'),
      awayCount: counted('away'),
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.customerCode))
    .limit(limit)
    .offset(offset);
  return { items: rows, total: total?.n ?? 0 };
}

async function assertCustomer(tx: Tx, principal: Principal, customerId: string) {
  const [found] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, principal.tenantId),
        eq(customers.id, customerId),
        isNull(customers.deletedAt),
      ),
    );
  if (!found || !canAccess(principal, { customerId })) throw new BizError(ErrorCode.recordNotFound);
}

/** A customer's three lists as stored. */
export async function recipientsOf(tx: Tx, tenantId: string, customerId: string): Promise<MailRecipients> {
  const rows = await tx
    .select()
    .from(mailRecipients)
    .where(and(eq(mailRecipients.tenantId, tenantId), eq(mailRecipients.customerId, customerId)))
    .orderBy(asc(mailRecipients.createdAt), asc(mailRecipients.id));
  const people = (kind: string) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ email: r.email, name: r.name }));
  return {
    customerId,
    receivers: people('receiver'),
    cc: people('cc'),
    away: rows
      .filter((r) => r.kind === 'away')
      .map((r) => ({ email: r.email, from: r.awayFrom ?? '', until: r.awayUntil ?? '' })),
  };
}

async function get(tx: Tx, principal: Principal, input: { customerId: string }) {
  await assertCustomer(tx, principal, input.customerId);
  return recipientsOf(tx, principal.tenantId, input.customerId);
}

/** Replaces the three lists at once; an address appears once per list. */
async function save(tx: Tx, principal: Principal, input: MailRecipients, now: Date) {
  await assertCustomer(tx, principal, input.customerId);
  await tx
    .delete(mailRecipients)
    .where(
      and(eq(mailRecipients.tenantId, principal.tenantId), eq(mailRecipients.customerId, input.customerId)),
    );
  const base = { tenantId: principal.tenantId, customerId: input.customerId, createdBy: principal.userId };
  const unique = <T extends { email: string }>(list: T[]) => {
    const seen = new Set<string>();
    return list.filter((p) => !seen.has(p.email.toLowerCase()) && seen.add(p.email.toLowerCase()));
  };
  const values = [
    ...unique(input.receivers).map((p) => ({ ...base, kind: 'receiver', email: p.email, name: p.name })),
    ...unique(input.cc).map((p) => ({ ...base, kind: 'cc', email: p.email, name: p.name })),
    ...input.away.map((a) => ({
      ...base,
      kind: 'away',
      email: a.email,
      awayFrom: a.from,
      awayUntil: a.until,
    })),
  ].map((v, i) => ({ ...v, id: uuidv7(), createdAt: new Date(now.getTime() + i), updatedAt: now }));
  if (values.length) await tx.insert(mailRecipients).values(values);
  return recipientsOf(tx, principal.tenantId, input.customerId);
}

export const mailRecipientsService = { list, get, save };
