import {
  type AuditState,
  ErrorCode,
  type Recharge,
  type RechargeFilter,
  type rechargeInput,
  type rechargeQuery,
  uuidv7,
} from '@wms/api';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, recharges } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { canAccess, customerScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { toCents } from '../../platform/money.ts';
import { assertAllInTenant } from '../../platform/references.ts';
import { iso, notFound, pageWindow } from '../../platform/values.ts';
import { auditFlow, voucherOf, withVoucherUrl } from './audit-flow.ts';
import { dollars } from './fee-totals.ts';

type Input = z.infer<typeof rechargeInput>;

const scoped = (p: Principal, ...more: (SQL | undefined)[]) =>
  and(eq(recharges.tenantId, p.tenantId), customerScope(p, recharges.customerId), ...more);

async function rows(tx: Tx, where: SQL | undefined, window: { limit: number; offset: number }) {
  const found = await tx
    .select({ row: recharges, customerCode: customers.customerCode })
    .from(recharges)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, recharges.tenantId), eq(customers.id, recharges.customerId)),
    )
    .where(where)
    .orderBy(desc(recharges.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  return found.map(
    ({ row, customerCode }): Recharge => ({
      id: row.id,
      serialNo: row.serialNo,
      customerId: row.customerId,
      customerCode,
      type: row.type as Recharge['type'],
      way: row.way as Recharge['way'],
      amount: dollars(row.amount),
      voucherFileId: row.voucherFileId,
      voucherName: row.voucherName,
      remark: row.remark,
      auditState: row.auditState as AuditState,
      auditRemark: row.auditRemark,
      createdTime: iso(row.createdAt),
    }),
  );
}

async function get(tx: Tx, p: Principal, id: string) {
  const [found] = await rows(tx, scoped(p, eq(recharges.id, id)), { limit: 1, offset: 0 });
  if (!found) notFound();
  return found;
}

async function fields(tx: Tx, p: Principal, input: Input, store: FileStore, current?: string | null) {
  await assertAllInTenant(tx, p.tenantId, 'customer', [input.customerId]);
  if (!canAccess(p, { customerId: input.customerId })) notFound();
  const voucher = await voucherOf(tx, p, store, input.voucherFileId, current);
  return {
    customerId: input.customerId,
    type: input.type,
    way: input.way,
    amount: toCents(input.amount),
    ...voucher,
    remark: input.remark,
  };
}

const filtered = (p: Principal, q: RechargeFilter) =>
  scoped(
    p,
    q.customerId ? eq(recharges.customerId, q.customerId) : undefined,
    q.serialNo ? eq(recharges.serialNo, q.serialNo) : undefined,
    q.auditState ? eq(recharges.auditState, q.auditState) : undefined,
  );

type Fields = Awaited<ReturnType<typeof fields>>;

const flow = auditFlow<Recharge, Fields>({
  get,
  refused: (r, action) =>
    new BizError(ErrorCode.rechargeStateRefused, { serialNo: r.serialNo, state: r.auditState, action }),
  async write(tx, p, ids, patch) {
    // The balance counts a recharge from its approval on; any other step leaves it uncounted.
    const approvedAt = patch.auditState === 'approved' ? patch.updatedAt : null;
    await tx
      .update(recharges)
      .set({ ...patch, approvedAt })
      .where(and(eq(recharges.tenantId, p.tenantId), inArray(recharges.id, [...ids])));
  },
});

export const rechargesService = {
  async detail(tx: Tx, p: Principal, id: string, store: FileStore, now: Date) {
    return withVoucherUrl(await get(tx, p, id), p, store, now);
  },
  async list(tx: Tx, p: Principal, q: z.infer<typeof rechargeQuery>) {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(recharges)
      .where(filtered(p, q));
    return { items: await rows(tx, filtered(p, q), pageWindow(q)), total };
  },

  /** How many recharges the filters select, and a window of them newest first: the download reads these. */
  async count(tx: Tx, p: Principal, q: RechargeFilter) {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(recharges)
      .where(filtered(p, q));
    return total;
  },
  slice(tx: Tx, p: Principal, q: RechargeFilter, window: { limit: number; offset: number }) {
    return rows(tx, filtered(p, q), window);
  },

  async create(tx: Tx, p: Principal, input: Input, store: FileStore, now: Date) {
    const id = uuidv7();
    await tx.insert(recharges).values({
      tenantId: p.tenantId,
      id,
      serialNo: await nextNumber(tx, p.tenantId, 'recharge', 'RC', now),
      ...(await fields(tx, p, input, store)),
      createdBy: p.userId,
      updatedBy: p.userId,
    });
    return get(tx, p, id);
  },

  update(tx: Tx, p: Principal, input: Input & { id: string }, store: FileStore, now: Date) {
    return flow.edit(tx, p, input.id, (r) => fields(tx, p, input, store, r.voucherFileId), now);
  },

  /** Approves or rejects pending recharges, all or none; an approved one moves the balance from then on. */
  audit(tx: Tx, p: Principal, input: { ids: string[]; approve: boolean; remark: string }, now: Date) {
    return flow.decide(tx, p, input, now);
  },
};
