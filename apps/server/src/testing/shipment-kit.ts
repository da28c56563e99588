/** Test helpers of the inbound-shipment suites. */
import type { StockWorld } from './stock-fixtures.ts';

let n = 0;

/** A forecast of one line per product of the world, ETD 2026-03-05 and ETA 2026-03-30. */
export const forecastInput = (w: StockWorld, overrides: Record<string, unknown> = {}) => ({
  containerNo: `MSCU${String(Date.now() % 1e6).padStart(6, '0')}${++n}`,
  containerType: '40HQ' as const,
  transportType: 'sea' as const,
  warehouseId: w.warehouseId,
  customerId: w.customerId,
  etd: '2026-03-05',
  eta: '2026-03-30',
  lines: w.productIds.map((productId, i) => ({
    productId,
    cartonCount: 10 + i,
    qty: 120 + i,
    weight: 55.5,
    cbm: 1.25,
    value: 300.1,
  })),
  ...overrides,
});
