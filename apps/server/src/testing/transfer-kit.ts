/** Test helpers of the transfer-order suites. */
import {
  pdaPickEndpoints,
  pickingOrderEndpoints,
  type TransferAction,
  transferEndpoints,
  transferPickingEndpoints,
} from '@wms/api';
import { stockService } from '../modules/inventory/stock.service.ts';
import { moveTransfers } from '../modules/transfers/transfer-moves.service.ts';
import { keyFor, type StockWorld, stockWorld } from './stock-fixtures.ts';
import type { TestEnv } from './test-env.ts';

/** The suites' clock: the orders below leave three days later (ETD 2026-03-05). */
export const TRANSFER_NOW = new Date('2026-03-02T08:00:00Z');

/** A tiny PDF: the bytes a BOL upload carries. */
export const BOL_PDF = Buffer.from('%PDF-1.4\n% bill of lading\n%%EOF\n').toString('base64');

export async function uploadBol(w: StockWorld, customerId = w.customerId) {
  return w.api.ok(transferEndpoints.uploadFile, { customerId, fileName: 'bol.pdf', content: BOL_PDF });
}

/** A stock world whose product i lies on location i, `onHand(i)` units of it. */
export async function transferWorld(
  env: TestEnv,
  products: number,
  onHand: (product: number) => number,
): Promise<StockWorld> {
  const w = await stockWorld(env, products);
  const by = { tenantId: w.principal.tenantId, userId: w.principal.userId };
  const lines = w.productIds.map((_, p) => ({
    ...keyFor(w, p, p),
    quantity: onHand(p),
    sourceNo: 'TEST',
    sourceModule: 'test',
  }));
  await w.run((tx) => stockService.receive(tx, by, lines, TRANSFER_NOW));
  return w;
}

/** A freight order of every product of the world, 10, 11, 12… units, ETD 2026-03-05, ETA 2026-03-10. */
export const transferInput = (
  w: StockWorld,
  bol: string | null,
  overrides: Record<string, unknown> = {},
) => ({
  kind: 'freight' as const,
  customerId: w.customerId,
  warehouseId: w.warehouseId,
  carrier: 'UPS Freight',
  po: 'PO-778',
  platform: 'Amazon',
  platformCode: 'ont8',
  toWarehouseName: 'ONT8 Moreno Valley',
  suggestPalletNum: 2,
  bol,
  outLabelingQty: 4,
  productLabelingQty: 30,
  etd: '2026-03-05',
  eta: '2026-03-10',
  lines: w.productIds.map((productId, i) => ({ productId, qty: 10 + i, boxQuantity: 1 + i })),
  ...overrides,
});

/** A freight order (`transferInput` with `overrides`) with a BOL of its own, audited. */
export async function auditedTransfer(w: StockWorld, overrides: Record<string, unknown> = {}) {
  const bol = (await uploadBol(w)).id;
  const order = await w.api.ok(transferEndpoints.createTransShip, transferInput(w, bol, overrides));
  await w.api.ok(transferEndpoints.verify, { ids: [order.id] });
  return order;
}

/** Every line of a pick list picked whole, where the list says. */
export async function pickWhole(w: StockWorld, pickListId: string) {
  const detail = await w.api.ok(pickingOrderEndpoints.getPickingOrderDetail, { id: pickListId });
  for (const line of detail.lines)
    await w.api.ok(pdaPickEndpoints.confirmPick, {
      pickListId,
      lineId: line.id,
      qty: line.qty,
      locationId: line.locationId,
    });
}

/** An audited freight order on a pick list of its own, picked whole. */
export async function pickedTransfer(w: StockWorld) {
  const order = await auditedTransfer(w);
  const made = await w.api.ok(transferPickingEndpoints.createPickingList, {
    warehouseId: w.warehouseId,
    ids: [order.id],
  });
  await pickWhole(w, made.pickLists[0]!.id);
  return order;
}

/** Moves orders through `actions` as picking, the PDA or the desk would, without their screens. */
export const moveThrough = (w: StockWorld, ids: string[], actions: readonly TransferAction[]) =>
  w.run(async (tx) => {
    for (const action of actions) await moveTransfers(tx, w.principal, ids, action, TRANSFER_NOW);
  });
