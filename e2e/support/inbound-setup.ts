import type { Page } from '@playwright/test';
import { customerEndpoints, locationEndpoints, productEndpoints, shipmentEndpoints } from '@wms/api';
import { api } from './pda-helpers.ts';
import type { PdaUser } from './pda-login.ts';

/**
 * A customer of the spec's own with one product per quantity, two locations of the PDA user's warehouse
 * (`inboundGoods`), and an arrived container of those quantities.
 */
/**
 * One product per quantity of the customer (its carton barcode `C-<stamp>-<n>`, one piece a carton) and two
 * locations of the warehouse, named after `stamp`.
 */
export async function inboundGoods(
  page: Page,
  admin: PdaUser,
  warehouseId: string,
  customerId: string,
  stamp: string,
  quantities: number[],
) {
  const products = [];
  for (const i of quantities.map((_, n) => n + 1))
    products.push(
      await api(page, admin, productEndpoints.create, {
        customerId,
        productNo: `RCV-${stamp}-${i}`,
        nameCn: '收货测试',
        nameEn: 'Receiving-test',
        declarationAmount: 5,
        cartonRate: 1,
        cartonBarcode: `C-${stamp}-${i}`,
        length: 10,
        width: 8,
        height: 6,
        weight: 1,
        cartonLength: 24,
        cartonWidth: 18,
        cartonHeight: 14,
        cartonWeight: 11,
      } as never),
    );
  const locations = [];
  for (const i of [1, 2])
    locations.push(
      await api(page, admin, locationEndpoints.create, {
        warehouseId,
        locationName: `PA-${stamp}-${i}`,
        locationType: 'shelf',
      } as never),
    );
  return { products, locations };
}

export async function arrivedContainer(
  page: Page,
  admin: PdaUser,
  warehouseId: string,
  tag: string,
  quantities: number[],
) {
  const stamp = `${tag}${Date.now().toString(36).toUpperCase()}`;
  const customer = await api(page, admin, customerEndpoints.createChannel, {
    customerCode: `IB${stamp}`,
    shortName: 'Dock',
    fullName: 'Dock Receiving LLC',
    warehouseIds: [warehouseId],
  } as never);
  const { products, locations } = await inboundGoods(
    page,
    admin,
    warehouseId,
    customer.id,
    stamp,
    quantities,
  );
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const made = await api(page, admin, shipmentEndpoints.create, {
    containerNo: `RCVU${String(Date.now()).slice(-7)}`,
    containerType: '20GP',
    transportType: 'sea',
    warehouseId,
    customerId: customer.id,
    etd: day(-20),
    eta: day(-1),
    lines: products.map((p, i) => ({
      productId: p.id,
      cartonCount: 2,
      qty: quantities[i]!,
      weight: 10,
      cbm: 0.5,
      value: 100,
    })),
  } as never);
  await api(page, admin, shipmentEndpoints.verify, { ids: [made.id] });
  for (const action of ['depart', 'arrive'] as const)
    await api(page, admin, shipmentEndpoints.updateState, { ids: [made.id], action });
  return { made, products, locations };
}
