import { ErrorCode } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderTaskLines, tasks } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { appendLogs, lockOrders } from '../orders/orders.service.ts';
import { adapterFor } from './carriers/carrier-registry.ts';
import { rateCardsService } from './rate-cards.service.ts';

/** GetTaskResult: a batch shipment the caller started, with every order's outcome in the caller's language. */
export async function taskResult(tx: Tx, principal: Principal, taskId: string, locale: string) {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, principal.tenantId),
        eq(tasks.id, taskId),
        eq(tasks.createdBy, principal.userId),
      ),
    );
  if (!task) throw new BizError(ErrorCode.taskNotFound);
  const lines = await tx
    .select()
    .from(orderTaskLines)
    .where(and(eq(orderTaskLines.tenantId, principal.tenantId), eq(orderTaskLines.taskId, taskId)))
    .orderBy(asc(orderTaskLines.rowNo));
  const total = ((task.payload as { ids?: string[] }).ids ?? []).length;
  const succeeded = lines.filter((l) => l.ok).length;
  return {
    taskId,
    state: task.state as 'queued' | 'running' | 'completed' | 'failed' | 'cancelled',
    process: task.progress,
    total,
    succeeded,
    failed: lines.length - succeeded,
    details: lines.map((l) => ({
      orderId: l.orderId,
      orderNo: l.orderNo,
      ok: l.ok,
      trackingNo: l.trackingNo,
      message: l.message ? ((l.message as Record<string, string>)[locale] ?? null) : null,
    })),
  };
}

export async function serviceList(tx: Tx, principal: Principal) {
  const cards = await rateCardsService.enabledRateCards(tx, principal.tenantId);
  return cards.map((card) => {
    let offline = false;
    try {
      offline = adapterFor(card.carrier).offline;
    } catch {
      offline = false;
    }
    return {
      carrier: card.carrier,
      serviceCode: card.serviceCode,
      serviceName: card.serviceName,
      labelsOffline: offline,
    };
  });
}

/** Signed links to stored labels (PDF preview, re-print); a re-print is logged on the order. */
export async function labelLinks(
  tx: Tx,
  principal: Principal,
  ids: string[],
  files: FileStore,
  now: Date,
  reprint: boolean,
) {
  const rows = await lockOrders(tx, principal, ids);
  const links = rows.map((o) => {
    if (!o.labelFileId || !o.trackingNo) throw new BizError(ErrorCode.orderNoLabel, { orderNo: o.orderNo });
    return {
      orderNo: o.orderNo,
      trackingNo: o.trackingNo,
      url: files.signedUrl(o.tenantId, o.labelFileId, now),
    };
  });
  if (reprint)
    await appendLogs(
      tx,
      principal,
      rows.map((o) => ({ orderId: o.id, action: 'reprint', remark: o.trackingNo })),
      now,
    );
  return links;
}
