import { labelingTotal, type savePalletInfoSchema, type TransferPallet, uuidv7 } from '@wms/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { transferOrders, transferPallets, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { assertFileReadable } from '../../platform/files.ts';
import { palletsService } from '../pallets/pallets.service.ts';
import { recordTransferCharge } from './transfer-charges.ts';
import { moveTransfers } from './transfer-moves.service.ts';
import { detailOf, scoped } from './transfer-rows.ts';
import { assertOpen, lockTransfer } from './transfer-store.ts';

const p = transferPallets;

async function palletsOf(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(p)
    .where(and(eq(p.tenantId, tenantId), inArray(p.transferId, ids)))
    .orderBy(asc(p.transferId), asc(p.seq));
}

const toPallet = (row: typeof p.$inferSelect): TransferPallet => ({
  id: row.id,
  seq: row.seq,
  palletCode: row.palletCode,
  cartons: row.cartons,
  weight: row.weightHundredths / 100,
});

export const transferPalletsService = {
  /**
   * SavePalletInfo: the picked order's pallets, each under a new pallet code of use "palletizing"; the
   * order is palletised, and the pallets built and labels applied are recorded once as billable facts.
   */
  async save(tx: Tx, principal: Principal, input: z.output<typeof savePalletInfoSchema>, now: Date) {
    const row = await lockTransfer(tx, principal, input.id);
    assertOpen(principal, row, 'palletise');
    for (const photo of input.photos) await assertFileReadable(tx, principal, photo);
    const { items } = await palletsService.generate(tx, principal, {
      warehouseId: row.warehouseId,
      use: 'palletizing',
      printSize: '4x6',
      plqty: input.pallets.length,
    });
    await tx.delete(p).where(and(eq(p.tenantId, row.tenantId), eq(p.transferId, row.id)));
    await tx.insert(p).values(
      input.pallets.map((pallet, i) => ({
        tenantId: row.tenantId,
        id: uuidv7(now.getTime()),
        transferId: row.id,
        seq: i + 1,
        palletId: items[i]!.id,
        palletCode: items[i]!.palletCode,
        cartons: pallet.cartons,
        weightHundredths: Math.round(pallet.weight * 100),
        createdAt: now,
        createdBy: principal.userId,
        updatedAt: now,
        updatedBy: principal.userId,
      })),
    );
    const [me] = await tx
      .select({ name: users.displayName })
      .from(users)
      .where(and(eq(users.tenantId, principal.tenantId), eq(users.id, principal.userId)));
    await moveTransfers(tx, principal, [row.id], 'palletise', now, {
      patch: () => ({
        palletNum: input.pallets.length,
        palletPhotos: input.photos,
        clerk: me?.name ?? null,
      }),
      remark: items.map((i) => i.palletCode).join(', '),
    });
    await recordTransferCharge(tx, principal, row, 'pallets', input.pallets.length, now);
    const labels = labelingTotal(row);
    if (labels > 0) await recordTransferCharge(tx, principal, row, 'labels', labels, now);
    return detailOf(tx, principal, row.id);
  },

  async list(tx: Tx, principal: Principal, id: string) {
    await detailOf(tx, principal, id);
    return (await palletsOf(tx, principal.tenantId, [id])).map(toPallet);
  },

  async detailList(tx: Tx, principal: Principal, ids: string[]) {
    const orders = await tx
      .select({ id: transferOrders.id, transId: transferOrders.transId })
      .from(transferOrders)
      .where(scoped(principal, inArray(transferOrders.id, ids)));
    const names = new Map(orders.map((o) => [o.id, o.transId]));
    const rows = await palletsOf(tx, principal.tenantId, [...names.keys()]);
    return rows.map((r) => ({ ...toPallet(r), transID: names.get(r.transferId)! }));
  },
};
