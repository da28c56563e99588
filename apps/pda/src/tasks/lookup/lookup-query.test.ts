import { uuidv7 } from '@wms/api/pda';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/memory-db.ts';
import type { LocalStock } from '../../db/pda-db.ts';
import { lookUp } from './lookup-query.ts';

const [W1, W2] = [uuidv7(), uuidv7()];
const [A1, A1b] = [uuidv7(), uuidv7()];
const product = (productNo: string) => ({
  productId: `00000000-0000-7000-8000-${productNo.padStart(12, '0')}`,
  productNo,
  name: productNo,
  upc: null,
  productBarcode: null,
  cartonBarcode: null,
  cartonRate: 1,
});
const stock = (warehouseId: string, locationId: string, productNo: string, quantity: number): LocalStock => ({
  id: uuidv7(),
  warehouseId,
  locationId,
  locationName: 'A-01',
  quantity,
  available: quantity,
  product: product(productNo),
  updatedAt: new Date().toISOString(),
  codes: [productNo],
  locationKey: 'A-01',
});

describe('stock lookup on the device', () => {
  async function world() {
    const db = openMemoryDb();
    await db.locations.bulkPut([
      { id: A1, warehouseId: W1, locationName: 'A-01', isDisabled: false, updatedAt: '', nameKey: 'A-01' },
      { id: A1b, warehouseId: W2, locationName: 'A-01', isDisabled: false, updatedAt: '', nameKey: 'A-01' },
    ]);
    await db.stock.bulkPut([
      // One SKU at one location, held by two customers: one row.
      stock(W1, A1, '111', 3),
      stock(W1, A1, '111', 4),
      stock(W1, A1, '222', 1),
      // The same location name in another warehouse.
      stock(W2, A1b, '111', 50),
    ]);
    return db;
  }

  it('keeps to the warehouse the device works in and lists each location once per SKU', async () => {
    const db = await world();
    const byProduct = await lookUp(db, '111', W1);
    expect(byProduct.rows).toEqual([{ key: A1, label: 'A-01', quantity: 7, available: 7 }]);
    const byLocation = await lookUp(db, 'a-01', W1);
    expect(byLocation.rows.map((r) => [r.label, r.quantity])).toEqual([
      ['111', 7],
      ['222', 1],
    ]);
    expect((await lookUp(db, 'A-01', W2)).rows.map((r) => [r.label, r.quantity])).toEqual([['111', 50]]);
  });
});
