import { ErrorCode, type LtlPacking, type ltlPackingListQuery, transferActions, uuidv7 } from '@wms/api';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { ltlPackings, transferOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { BizError } from '../../platform/errors.ts';
import { notFound, pageWindow } from '../../platform/values.ts';
import { delivered, type ListFilter, listWhere, packingsOf, visible } from './ltl-rows.ts';
import { recordTransferCharge } from './transfer-charges.ts';
import { moveTransfers } from './transfer-moves.service.ts';
import { scoped } from './transfer-rows.ts';
import { assertOpen, lockTransfers } from './transfer-store.ts';

const p = ltlPackings;
const t = transferOrders;
type CreateInput = { ids: string[]; carrier: string; truckCompany: string | null; remark?: string | null };

/**
 * CreatePacking: palletised orders of one warehouse go on one new LTL packing, and the packing's carrier
 * becomes theirs. An order not palletised, already on a packing, or of another warehouse is refused by
 * its number, and nothing changes.
 */
async function create(tx: Tx, principal: Principal, input: CreateInput, now: Date) {
  const rows = await lockTransfers(tx, principal, input.ids);
  for (const row of rows) assertOpen(principal, row, 'pack');
  for (const row of rows) {
    if (row.warehouseId !== rows[0]!.warehouseId)
      throw new BizError(ErrorCode.transferPackingWarehouses, { transID: row.transId });
    if (!row.ltlPackingId) continue;
    const [on] = await tx
      .select({ packingNo: p.packingNo })
      .from(p)
      .where(and(eq(p.tenantId, principal.tenantId), eq(p.id, row.ltlPackingId)));
    throw new BizError(ErrorCode.transferAlreadyPacked, {
      transID: row.transId,
      packingNo: on?.packingNo ?? '',
    });
  }
  const id = uuidv7(now.getTime());
  const packingNo = await nextNumber(tx, principal.tenantId, 'ltlPacking', 'LTL', now);
  const [packing] = await tx
    .insert(p)
    .values({
      tenantId: principal.tenantId,
      id,
      packingNo,
      warehouseId: rows[0]!.warehouseId,
      carrier: input.carrier,
      truckCompany: input.truckCompany,
      remark: input.remark ?? null,
      createdAt: now,
      createdBy: principal.userId,
      updatedAt: now,
      updatedBy: principal.userId,
    })
    .returning();
  await moveTransfers(tx, principal, input.ids, 'pack', now, {
    patch: (row) => ({
      ltlPackingId: id,
      carrier: input.carrier,
      truckCompany: input.truckCompany ?? row.truckCompany,
    }),
    remark: packingNo,
  });
  // The pallets loaded are a billable fact of each order (recorded once; loading again updates it).
  for (const row of rows) await recordTransferCharge(tx, principal, row, 'ltl', row.palletNum, now);
  const [out] = await packingsOf(tx, principal, [packing!]);
  return out!;
}

export const ltlService = {
  create,

  /** The packings under the filters (ExportLTLProgress reads their orders). */
  async ids(tx: Tx, principal: Principal, q: ListFilter) {
    const rows = await tx.select({ id: p.id }).from(p).where(listWhere(principal, q));
    return rows.map((r) => r.id);
  },

  /** CreatePackingBatch: one packing per order, in the order given; all or none. */
  async createBatch(tx: Tx, principal: Principal, input: Omit<CreateInput, 'remark'>, now: Date) {
    const out: LtlPacking[] = [];
    for (const id of [...new Set(input.ids)])
      out.push(await create(tx, principal, { ...input, ids: [id] }, now));
    return out;
  },

  async list(tx: Tx, principal: Principal, q: z.output<typeof ltlPackingListQuery>) {
    const where = listWhere(principal, q);
    const { limit, offset } = pageWindow(q);
    const rows = await tx
      .select()
      .from(p)
      .where(where)
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(p).where(where);
    return { items: await packingsOf(tx, principal, rows), total: total?.n ?? 0 };
  },

  async get(tx: Tx, principal: Principal, id: string) {
    const [row] = await tx
      .select()
      .from(p)
      .where(visible(principal, eq(p.id, id)));
    if (!row) notFound();
    const [out] = await packingsOf(tx, principal, [row]);
    return out!;
  },

  /** CreatePickingCount: palletised orders waiting for a packing; packings open and delivered. */
  async counts(tx: Tx, principal: Principal, q: { warehouseId?: string }) {
    const inWarehouse = q.warehouseId ? eq(t.warehouseId, q.warehouseId) : undefined;
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(
        scoped(
          principal,
          inWarehouse,
          inArray(t.status, [...transferActions.pack.from]),
          isNull(t.ltlPackingId),
        ),
      );
    const packings = await tx
      .select({ delivered })
      .from(p)
      .where(visible(principal, q.warehouseId ? eq(p.warehouseId, q.warehouseId) : undefined));
    const n = (d: boolean) => packings.filter((r) => r.delivered === d).length;
    return { waiting: waiting?.n ?? 0, open: n(false), delivered: n(true) };
  },
};
