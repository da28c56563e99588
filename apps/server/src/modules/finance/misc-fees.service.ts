import {
  type AuditState,
  ErrorCode,
  type MiscFee,
  type miscFeeInput,
  type miscFeeQuery,
  uuidv7,
} from '@wms/api';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, miscFees, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { canAccess, customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { toCents } from '../../platform/money.ts';
import { assertAllInTenant } from '../../platform/references.ts';
import { iso, notFound, pageWindow } from '../../platform/values.ts';
import { auditFlow, uploadVoucher, voucherOf, withVoucherUrl } from './audit-flow.ts';
import { milli } from './charge-source.ts';
import { dollars } from './fee-totals.ts';
import { ledgerService } from './ledger.service.ts';

type Input = z.infer<typeof miscFeeInput>;

const scoped = (p: Principal, ...more: (SQL | undefined)[]) =>
  and(
    eq(miscFees.tenantId, p.tenantId),
    warehouseScope(p, miscFees.warehouseId),
    customerScope(p, miscFees.customerId),
    ...more,
  );

async function rows(tx: Tx, where: SQL | undefined, window: { limit: number; offset: number }) {
  const found = await tx
    .select({ row: miscFees, customerCode: customers.customerCode, warehouseName: warehouses.name })
    .from(miscFees)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, miscFees.tenantId), eq(customers.id, miscFees.customerId)),
    )
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, miscFees.tenantId), eq(warehouses.id, miscFees.warehouseId)),
    )
    .where(where)
    .orderBy(desc(miscFees.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  return found.map(
    ({ row, customerCode, warehouseName }): MiscFee => ({
      id: row.id,
      feeNo: row.feeNo,
      customerId: row.customerId,
      customerCode,
      warehouseId: row.warehouseId,
      warehouseName,
      feeType: row.feeType,
      amount: dollars(row.amount),
      happenDate: row.happenDate,
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
  const [found] = await rows(tx, scoped(p, eq(miscFees.id, id)), { limit: 1, offset: 0 });
  if (!found) notFound();
  return found;
}

/** The fields of a fee as stored: the customer and warehouse checked, the voucher readable by the caller. */
async function fields(tx: Tx, p: Principal, input: Input, store: FileStore, current?: string | null) {
  await assertAllInTenant(tx, p.tenantId, 'warehouse', [input.warehouseId]);
  await assertAllInTenant(tx, p.tenantId, 'customer', [input.customerId]);
  if (!canAccess(p, input)) notFound();
  const voucher = await voucherOf(tx, p, store, input.voucherFileId, current);
  return {
    customerId: input.customerId,
    warehouseId: input.warehouseId,
    feeType: input.feeType,
    amount: toCents(input.amount),
    happenDate: input.happenDate,
    ...voucher,
    remark: input.remark,
  };
}

type Fields = Awaited<ReturnType<typeof fields>>;

const flow = auditFlow<MiscFee, Fields>({
  get,
  refused: (fee, action) =>
    new BizError(ErrorCode.miscFeeStateRefused, { feeNo: fee.feeNo, state: fee.auditState, action }),
  async write(tx, p, ids, patch) {
    await tx
      .update(miscFees)
      .set(patch)
      .where(and(eq(miscFees.tenantId, p.tenantId), inArray(miscFees.id, [...ids])));
  },
});

/** An approved fee is charged at once, in the approval's transaction. */
const charge = (tx: Tx, p: Principal, fees: MiscFee[]) =>
  ledgerService.post(
    tx,
    p.tenantId,
    fees.map((f) => ({
      customerId: f.customerId,
      warehouseId: f.warehouseId,
      sourceKind: 'miscFee' as const,
      sourceId: f.id,
      sourceNo: f.feeNo,
      feeType: 'misc' as const,
      feeComponent: 'misc',
      quantity: 1,
      exactMilli: milli(toCents(f.amount)),
      occurredOn: f.happenDate,
      rateVersionId: null,
      rule: `miscFee:${f.feeType}`,
    })),
    p.userId,
  );

export const miscFeesService = {
  get,
  async detail(tx: Tx, p: Principal, id: string, store: FileStore, now: Date) {
    return withVoucherUrl(await get(tx, p, id), p, store, now);
  },
  async list(tx: Tx, p: Principal, q: z.infer<typeof miscFeeQuery>) {
    const where = scoped(
      p,
      q.feeNo ? eq(miscFees.feeNo, q.feeNo) : undefined,
      q.customerId ? eq(miscFees.customerId, q.customerId) : undefined,
      q.warehouseId ? eq(miscFees.warehouseId, q.warehouseId) : undefined,
      q.auditState ? eq(miscFees.auditState, q.auditState) : undefined,
    );
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(miscFees).where(where);
    return { items: await rows(tx, where, pageWindow(q)), total };
  },

  uploadVoucher,

  async create(tx: Tx, p: Principal, input: Input, store: FileStore, now: Date) {
    return get(tx, p, await miscFeesService.insert(tx, p, await fields(tx, p, input, store), now));
  },

  /** Stores a checked fee as pending under the next fee number; returns its id. */
  async insert(tx: Tx, p: Principal, checked: Awaited<ReturnType<typeof fields>>, now: Date) {
    const id = uuidv7();
    await tx.insert(miscFees).values({
      tenantId: p.tenantId,
      id,
      feeNo: await nextNumber(tx, p.tenantId, 'miscFee', 'MF', now),
      ...checked,
      createdBy: p.userId,
      updatedBy: p.userId,
    });
    return id;
  },

  update(tx: Tx, p: Principal, input: Input & { id: string }, store: FileStore, now: Date) {
    return flow.edit(tx, p, input.id, (fee) => fields(tx, p, input, store, fee.voucherFileId), now);
  },

  /** Approves or rejects pending fees, all or none; an approved fee is charged at once. */
  audit(tx: Tx, p: Principal, input: { ids: string[]; approve: boolean; remark: string }, now: Date) {
    return flow.decide(tx, p, input, now, (fees) => charge(tx, p, fees));
  },
};
