import type { APIRequestContext } from '@playwright/test';
import {
  customerEndpoints,
  type Endpoint,
  type EndpointInput,
  orderListEndpoints,
  pdaPickEndpoints,
  pickingOrderEndpoints,
  productEndpoints,
  transferEndpoints,
  transferPalletEndpoints,
  transferPickingEndpoints,
} from '@wms/api';
import { okApi } from './api-call.ts';

/**
 * A freight order of the demo customer ACME, made, audited and picked through the API as the back office
 * and the handheld do (one unit of `sku`, so the demo stock lasts), waiting to be palletised.
 */
export async function pickedAcmeTransfer(request: APIRequestContext, token: string, sku = 'ACME-KETTLE') {
  const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) =>
    okApi(request, token, endpoint, input);
  const customers = await call(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 10 });
  const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
  const [warehouse] = await call(orderListEndpoints.getWareHouseInfoByCustomerId, { customerId: acme.id });
  const products = await call(productEndpoints.getListByPage, {
    customerId: acme.id,
    productNos: sku,
    pageIndex: 1,
    pageSize: 10,
  });
  const bol = await call(transferEndpoints.uploadFile, {
    customerId: acme.id,
    fileName: 'bol.pdf',
    content: Buffer.from('%PDF-1.4\n% bill of lading\n%%EOF\n').toString('base64'),
  });
  const order = await call(transferEndpoints.createTransShip, {
    kind: 'freight',
    customerId: acme.id,
    warehouseId: warehouse!.warehouseId,
    platformCode: 'ONT8',
    toWarehouseName: 'ONT8 Moreno Valley',
    po: `PO-${Date.now() % 1_000_000}`,
    bol: bol.id,
    etd: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    lines: [{ productId: products.items[0]!.id, qty: 1, boxQuantity: 1 }],
  } as never);
  await call(transferEndpoints.verify, { ids: [order.id] });
  const made = await call(transferPickingEndpoints.createPickingList, {
    warehouseId: warehouse!.warehouseId,
    ids: [order.id],
  });
  const list = await call(pickingOrderEndpoints.getPickingOrderDetail, { id: made.pickLists[0]!.id });
  for (const line of list.lines)
    await call(pdaPickEndpoints.confirmPick, {
      pickListId: list.id,
      lineId: line.id,
      qty: line.qty,
      locationId: line.locationId,
    });
  return { id: order.id, transID: order.transID, warehouseId: warehouse!.warehouseId };
}

/** The same order palletised into `pallets` pallets, with their pallet codes. */
export async function palletisedAcmeTransfer(
  request: APIRequestContext,
  token: string,
  pallets: number,
  sku = 'ACME-KETTLE',
) {
  const order = await pickedAcmeTransfer(request, token, sku);
  await okApi(request, token, transferPalletEndpoints.savePalletInfo, {
    id: order.id,
    pallets: Array.from({ length: pallets }, (_, i) => ({ cartons: 1, weight: 10 + i })),
  });
  const codes = await okApi(request, token, transferPalletEndpoints.getPalletBarCodeList, { id: order.id });
  return { id: order.id, transID: order.transID, palletCodes: codes.map((c) => c.palletCode) };
}
