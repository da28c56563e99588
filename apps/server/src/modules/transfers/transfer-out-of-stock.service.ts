import { ErrorCode, type transferOutOfStockReport } from '@wms/api';
import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { transferLines, transferOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { appendTransferLogs } from './transfer-log.ts';
import { moveTransfers } from './transfer-moves.service.ts';
import { detailOf, linesOf } from './transfer-rows.ts';
import { lockTransfer } from './transfer-store.ts';

const lineWhere = (tenantId: string, id: string) =>
  and(eq(transferLines.tenantId, tenantId), eq(transferLines.id, id));

export const transferOutOfStockService = {
  /** The warehouse reports short lines: the order stops until its customer confirms. */
  async report(tx: Tx, principal: Principal, input: z.output<typeof transferOutOfStockReport>, now: Date) {
    const row = await lockTransfer(tx, principal, input.id);
    const lines = await linesOf(tx, principal.tenantId, row.id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const short of input.lines) {
      const line = byId.get(short.lineId);
      if (!line) throw new BizError(ErrorCode.recordNotFound);
      if (short.shortQty > line.needPickQty)
        throw new BizError(ErrorCode.transferShortTooMuch, {
          productNo: line.productNo,
          shortQty: short.shortQty,
          qty: line.needPickQty,
        });
    }
    await moveTransfers(tx, principal, [row.id], 'reportOutOfStock', now, {
      patch: () => ({ outOfStockReason: input.reason }),
      remark: input.reason,
    });
    for (const short of input.lines)
      await tx
        .update(transferLines)
        .set({ outOfStockQty: short.shortQty, updatedAt: now, updatedBy: principal.userId })
        .where(lineWhere(principal.tenantId, short.lineId));
    await appendTransferLogs(
      tx,
      principal,
      input.lines.map((s) => ({
        transferId: row.id,
        action: 'outOfStockLine',
        remark: `${byId.get(s.lineId)!.productNo} -${s.shortQty}`,
      })),
      now,
    );
    return detailOf(tx, principal, row.id);
  },

  /**
   * ConfirmOutofStock: "continue" takes the short units off the lines and the order goes back to
   * pending to be picked as it now stands; "cancel" gives the order up.
   */
  async confirm(
    tx: Tx,
    principal: Principal,
    input: { id: string; decision: 'continue' | 'cancel' },
    now: Date,
  ) {
    if (input.decision === 'cancel') {
      await moveTransfers(tx, principal, [input.id], 'customerCancel', now);
      return detailOf(tx, principal, input.id);
    }
    await moveTransfers(tx, principal, [input.id], 'confirmOutOfStock', now, {
      patch: () => ({ outOfStockReason: null }),
    });
    const lines = await tx
      .select()
      .from(transferLines)
      .where(
        and(
          eq(transferLines.tenantId, principal.tenantId),
          eq(transferLines.transferId, input.id),
          gt(transferLines.outOfStockQty, 0),
        ),
      );
    for (const line of lines)
      await tx
        .update(transferLines)
        .set({ needPickQty: line.needPickQty - line.outOfStockQty, outOfStockQty: 0, updatedAt: now })
        .where(lineWhere(principal.tenantId, line.id));
    const all = await linesOf(tx, principal.tenantId, input.id);
    await tx
      .update(transferOrders)
      .set({ qtyTotal: all.reduce((n, l) => n + l.needPickQty, 0) })
      .where(and(eq(transferOrders.tenantId, principal.tenantId), eq(transferOrders.id, input.id)));
    return detailOf(tx, principal, input.id);
  },

  async shortLines(tx: Tx, principal: Principal, id: string) {
    const detail = await detailOf(tx, principal, id);
    return detail.lines.filter((l) => l.outOfStockQty > 0);
  },
};
