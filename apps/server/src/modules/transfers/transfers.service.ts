import { type TransferTab, type transferListQuery, transferTabNames, transferTabs } from '@wms/api';
import { count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { transferOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { iso, pageWindow, splitBatch } from '../../platform/values.ts';
import { appendTransferLogs, transferLogList } from './transfer-log.ts';
import { detailOf, linesOf, scoped, tabWhere, transferRows } from './transfer-rows.ts';
import { assertOpen, byId, lockTransfer } from './transfer-store.ts';

const t = transferOrders;
const DAY_MS = 86_400_000;
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

interface Scope {
  kind?: string;
  warehouseId?: string;
  customerId?: string;
}
const scopeWhere = (p: Principal, q: Scope, ...more: (SQL | undefined)[]) =>
  scoped(
    p,
    q.kind ? eq(t.kind, q.kind) : undefined,
    q.warehouseId ? eq(t.warehouseId, q.warehouseId) : undefined,
    q.customerId ? eq(t.customerId, q.customerId) : undefined,
    ...more,
  );

export type TransferFilter = Omit<z.output<typeof transferListQuery>, 'pageIndex' | 'pageSize' | 'sort'> & {
  ids?: string[];
};

/** The caller's orders of a tab under the list's filters (the list and its exports). */
export function transferWhere(principal: Principal, q: TransferFilter) {
  const keys = splitBatch(q.keyword).map((k) => k.toUpperCase());
  return scopeWhere(
    principal,
    q,
    tabWhere(q.tab),
    q.ids?.length ? inArray(t.id, q.ids) : undefined,
    q.isHot === undefined ? undefined : eq(t.isHot, q.isHot),
    keys.length ? or(inArray(t.transId, keys), inArray(t.po, keys)) : undefined,
    q.createdFrom ? gte(t.createdAt, dayStart(q.createdFrom)) : undefined,
    q.createdTo ? lt(t.createdAt, new Date(+dayStart(q.createdTo) + DAY_MS)) : undefined,
  );
}

export const transfersService = {
  detail: detailOf,

  async list(tx: Tx, principal: Principal, q: z.output<typeof transferListQuery>) {
    const where = transferWhere(principal, q);
    const items = await transferRows(tx, principal, where, pageWindow(q), [
      desc(t.isHot),
      desc(t.createdAt),
      desc(t.id),
    ]);
    const [total] = await tx.select({ n: count() }).from(t).where(where);
    return { items, total: total?.n ?? 0 };
  },

  /** GetPendingCount: one grouped count for every tab. */
  async tabCounts(tx: Tx, principal: Principal, q: Scope) {
    const rows = await tx
      .select({ status: t.status, n: count() })
      .from(t)
      .where(scopeWhere(principal, q))
      .groupBy(t.status);
    const byStatus = new Map(rows.map((r) => [r.status, r.n]));
    const out = {} as Record<TransferTab, number>;
    for (const tab of transferTabNames)
      out[tab] = (transferTabs[tab] as readonly string[]).reduce((n, st) => n + (byStatus.get(st) ?? 0), 0);
    return out;
  },

  async outOfStockList(tx: Tx, principal: Principal, q: Scope) {
    const where = scopeWhere(principal, q, eq(t.status, 'outOfStock'));
    const items = await transferRows(tx, principal, where, { limit: 100, offset: 0 }, [desc(t.createdAt)]);
    return { items, total: items.length };
  },

  async lines(tx: Tx, principal: Principal, id: string) {
    await detailOf(tx, principal, id);
    return linesOf(tx, principal.tenantId, id);
  },

  async logs(tx: Tx, principal: Principal, id: string) {
    await detailOf(tx, principal, id);
    return transferLogList(tx, principal, id);
  },

  async remarks(tx: Tx, principal: Principal, id: string) {
    await detailOf(tx, principal, id);
    const logs = await transferLogList(tx, principal, id, 'warehouseRemark');
    return logs.map((l) => ({
      id: l.id,
      remark: l.remark ?? '',
      createdTime: l.createdTime,
      createdByName: l.createdByName,
    }));
  },

  /** AddWarehouseRemark: kept in the log; the newest shows on the list. */
  async addRemark(tx: Tx, principal: Principal, input: { id: string; remark: string }, now: Date) {
    const row = await lockTransfer(tx, principal, input.id);
    assertOpen(principal, row, 'markHot');
    await tx
      .update(t)
      .set({ warehouseRemark: input.remark, updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
    await appendTransferLogs(
      tx,
      principal,
      [{ transferId: row.id, action: 'warehouseRemark', remark: input.remark }],
      now,
    );
    const [last] = (await transfersService.remarks(tx, principal, row.id)).slice(-1);
    return last!;
  },

  async updateSendGoodsTime(
    tx: Tx,
    principal: Principal,
    input: { id: string; sendGoodsTime: string },
    now: Date,
  ) {
    const row = await lockTransfer(tx, principal, input.id);
    assertOpen(principal, row, 'changeCarrier');
    const when = new Date(input.sendGoodsTime);
    await tx
      .update(t)
      .set({ sendGoodsTime: when, updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
    await appendTransferLogs(
      tx,
      principal,
      [{ transferId: row.id, action: 'updateEstimatedTime', remark: iso(when) }],
      now,
    );
    return detailOf(tx, principal, row.id);
  },

  /** GetFilesInfo: the documents and pallet photos, each with a signed download link. */
  async files(tx: Tx, principal: Principal, id: string, store: FileStore, now: Date) {
    const order = await detailOf(tx, principal, id);
    const link = (fileId: string) => store.signedUrl(principal.tenantId, fileId, now);
    const out = [];
    if (order.filePath)
      out.push({ field: 'filePath' as const, ...order.filePath, url: link(order.filePath.id) });
    if (order.bol) out.push({ field: 'bol' as const, ...order.bol, url: link(order.bol.id) });
    for (const photo of order.palletPhotoPath)
      out.push({ field: 'palletPhoto' as const, id: photo, name: photo, url: link(photo) });
    return out;
  },
};
