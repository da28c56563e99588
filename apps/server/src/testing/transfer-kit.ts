/** Test helpers of the transfer-order suites. */
import { transferEndpoints } from '@wms/api';
import type { StockWorld } from './stock-fixtures.ts';

/** A tiny PDF: the bytes a BOL upload carries. */
export const BOL_PDF = Buffer.from('%PDF-1.4\n% bill of lading\n%%EOF\n').toString('base64');

export async function uploadBol(w: StockWorld, customerId = w.customerId) {
  return w.api.ok(transferEndpoints.uploadFile, { customerId, fileName: 'bol.pdf', content: BOL_PDF });
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
