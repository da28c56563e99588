import type { Page } from '@playwright/test';
import {
  orderEditEndpoints,
  pickingOrderEndpoints,
  type SyncEvent,
  stockEndpoints,
  syncEndpoints,
} from '@wms/api';
import { api, backOfficeUser } from './pda-helpers.ts';
import type { PdaUser } from './pda-login.ts';

export interface PickSetup {
  admin: PdaUser;
  pickListId: string;
  pickListNo: string;
  orderNo: string;
  productId: string;
  productNo: string;
  /** The lines in walking order. */
  lines: Array<{ id: string; locationId: string; locationName: string; qty: number; seq: number }>;
  totalQty: number;
}

/** On-hand units of a product in a warehouse, summed over its locations (the server's stock total). */
export async function stockTotal(page: Page, admin: PdaUser, warehouseId: string, productId: string) {
  let total = 0;
  for (let pageIndex = 1; ; pageIndex += 1) {
    const res = await api(page, admin, stockEndpoints.getLocationStockPageList, {
      warehouseId,
      productId,
      pageIndex,
      pageSize: 100,
      hideEmpty: false,
    });
    total += res.items.reduce((n, r) => n + r.quantity, 0);
    if (res.items.length < 100) return total;
  }
}

/** Stock log rows of the order's picks: one per applied pick event. */
export async function pickLogCount(page: Page, admin: PdaUser, orderNo: string) {
  const res = await api(page, admin, stockEndpoints.getStockLogPageList, {
    sourceNo: orderNo,
    eventType: 'pick',
    pageIndex: 1,
    pageSize: 10,
  });
  return res.total;
}

/** The list as the server holds it. */
export async function pickListState(page: Page, admin: PdaUser, id: string) {
  const detail = await api(page, admin, pickingOrderEndpoints.getPickingOrderDetail, { id });
  return { state: detail.state, pickedQty: detail.lines.reduce((n, l) => n + l.pickedQty, 0) };
}

/**
 * A new pick list of one order of `qty` units of one product of the PDA user's warehouse, assigned to that
 * user unless `assign` is false (a PDA lists only the lists assigned to it): the product's richest location is topped up first so
 * the order is allocated in full.
 */
export async function pickListFor(
  page: Page,
  user: PdaUser,
  qty: number,
  { assign = true }: { assign?: boolean } = {},
): Promise<PickSetup> {
  const admin = await backOfficeUser(page);
  const rows = await api(page, admin, stockEndpoints.getLocationStockPageList, {
    warehouseId: user.warehouseId,
    pageIndex: 1,
    pageSize: 100,
  });
  const row = [...rows.items].sort((a, b) => b.availableQty - a.availableQty)[0]!;
  await api(page, admin, stockEndpoints.adjust, { stockId: row.id, quantity: row.quantity + qty });
  const order = await api(page, admin, orderEditEndpoints.createOrder, {
    customerId: row.customerId,
    warehouseId: user.warehouseId,
    platform: 'amazon',
    recordNo: `PDA-${Date.now()}`,
    recipient: {
      receiverName: 'Jane Doe',
      country: 'US',
      state: 'CA',
      city: 'Los Angeles',
      postalCode: '90001',
      address1: '1 Main St',
      phone: '213-555-0100',
      isResidential: true,
    },
    items: [{ sku: row.productNo, saleNum: qty }],
  });
  const created = await api(page, admin, pickingOrderEndpoints.createPickingOrder, {
    warehouseId: user.warehouseId,
    pickingOrderType: 1,
    includePending: true,
    orderIds: [order.id],
  });
  const list = created.pickLists[0]!;
  if (assign)
    await api(page, admin, pickingOrderEndpoints.distributePicker, { ids: [list.id], pickerId: user.userId });
  const detail = await api(page, admin, pickingOrderEndpoints.getPickingOrderDetail, { id: list.id });
  return {
    admin,
    pickListId: list.id,
    pickListNo: detail.pickListNo,
    orderNo: order.orderNo,
    productId: row.productId,
    productNo: row.productNo,
    lines: detail.lines.map((l) => ({
      id: l.id,
      locationId: l.locationId,
      locationName: l.locationName,
      qty: l.qty,
      seq: l.seq,
    })),
    totalQty: qty,
  };
}

/** Another picker's device takes the list's lease, straight through the sync API. */
export async function checkOutElsewhere(page: Page, holder: PdaUser, pickListId: string) {
  const event: SyncEvent = {
    eventId: crypto.randomUUID(),
    deviceSeq: 1,
    type: 'pick.checkOut',
    payload: { pickListId },
    createdAt: new Date().toISOString(),
  };
  const out = await api(page, holder, syncEndpoints.push, { deviceId: crypto.randomUUID(), events: [event] });
  return out.results[0]!;
}
