import { ErrorCode, type quoteLogQuery, type quoteLogSchema, uuidv7 } from '@wms/api';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { contracts, customers, quoteLogs, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { iso, pageWindow } from '../../platform/values.ts';

type Action = z.infer<typeof quoteLogSchema>['action'];

/** One quote log line, written in the same transaction as the change it describes. */
export async function writeQuoteLog(
  tx: Tx,
  p: Principal,
  of: { contractId: string; customerId: string },
  action: Action,
  detail: Record<string, unknown>,
  now: Date,
) {
  await tx.insert(quoteLogs).values({
    tenantId: p.tenantId,
    id: uuidv7(),
    ...of,
    action,
    detail,
    createdAt: now,
    updatedAt: now,
    createdBy: p.userId,
    updatedBy: p.userId,
  });
}

type QuoteLog = z.infer<typeof quoteLogSchema>;

/** The logs matching `where`, with their contract number, customer code and author's name. */
async function select(tx: Tx, where: SQL | undefined, window: { limit: number; offset: number }) {
  const found = await tx
    .select({
      row: quoteLogs,
      contractNo: contracts.contractNo,
      customerCode: customers.customerCode,
      userName: users.displayName,
    })
    .from(quoteLogs)
    .innerJoin(
      contracts,
      and(eq(contracts.tenantId, quoteLogs.tenantId), eq(contracts.id, quoteLogs.contractId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.tenantId, quoteLogs.tenantId), eq(customers.id, quoteLogs.customerId)),
    )
    .leftJoin(users, and(eq(users.tenantId, quoteLogs.tenantId), eq(users.id, quoteLogs.createdBy)))
    .where(where)
    .orderBy(desc(quoteLogs.createdAt), desc(quoteLogs.id))
    .limit(window.limit)
    .offset(window.offset);
  return found.map(
    ({ row, contractNo, customerCode, userName }): QuoteLog => ({
      id: row.id,
      contractId: row.contractId,
      contractNo,
      customerId: row.customerId,
      customerCode: customerCode ?? '',
      action: row.action as Action,
      detail: row.detail as Record<string, unknown>,
      userName: userName ?? '',
      createdTime: iso(row.createdAt),
    }),
  );
}

export const quoteLogsService = {
  async list(tx: Tx, p: Principal, q: z.infer<typeof quoteLogQuery>) {
    const where: SQL | undefined = and(
      eq(quoteLogs.tenantId, p.tenantId),
      customerScope(p, quoteLogs.customerId),
      q.customerId ? eq(quoteLogs.customerId, q.customerId) : undefined,
      q.contractId ? eq(quoteLogs.contractId, q.contractId) : undefined,
    );
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(quoteLogs).where(where);
    return { items: await select(tx, where, pageWindow(q)), total };
  },

  /** One log; another customer's is "not found" to a customer's user, as if it did not exist. */
  async get(tx: Tx, p: Principal, id: string): Promise<QuoteLog> {
    const where = and(
      eq(quoteLogs.tenantId, p.tenantId),
      eq(quoteLogs.id, id),
      customerScope(p, quoteLogs.customerId),
    );
    const [found] = await select(tx, where, { limit: 1, offset: 0 });
    if (!found) throw new BizError(ErrorCode.quoteLogNotFound);
    return found;
  },
};
