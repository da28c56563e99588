import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { customerEndpoints, orderEditEndpoints, orderListEndpoints, syncEndpoints } from '@wms/api';
import { okApi } from './api-call.ts';
import { apiLogin, sessionHeaders } from './login.ts';

/** A pending order of the demo customer ACME in its first warehouse, made through the API. */
export async function pendingAcmeOrder(request: APIRequestContext, token: string, sku = 'ACME-TOWEL') {
  const customers = await okApi(request, token, customerEndpoints.getChannelList, {
    pageIndex: 1,
    pageSize: 10,
  });
  const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
  const warehouses = await okApi(request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  return okApi(request, token, orderEditEndpoints.createOrder, {
    customerId: acme.id,
    warehouseId: warehouses[0]!.warehouseId,
    recipient: {
      receiverName: 'Li Lei',
      state: 'CA',
      city: 'Ontario',
      postalCode: '91761',
      address1: '9 Vine',
    },
    items: [{ sku, saleNum: 1 }],
  });
}

/**
 * Scans onto a pallet as a PDA pallet worker does: the events go through the real sync push, as the
 * handheld's outbox sends them.
 */
export async function scanOntoPallet(
  request: APIRequestContext,
  palletCode: string,
  lines: Array<{ cartonNo: string } | { productNo: string; qty: number }>,
  account = 'pda02',
) {
  const session = await apiLogin(request, account, 'Pda12345', 'pda');
  const at = new Date().toISOString();
  const events = [
    { type: 'pallet.open', payload: { palletCode } },
    ...lines.map((line) => ({
      type: 'cartonNo' in line ? 'pallet.addCarton' : 'pallet.addProduct',
      payload: { palletCode, lineId: randomUUID(), ...line },
    })),
  ].map((event, i) => ({ eventId: randomUUID(), deviceSeq: i + 1, createdAt: at, ...event }));
  const response = await request.post(syncEndpoints.push.path, {
    headers: sessionHeaders(session, 'pda'),
    data: { deviceId: randomUUID(), events },
  });
  const { data } = (await response.json()) as { data: { results: Array<{ status: string }> } };
  const refused = data.results.filter((r) => r.status !== 'applied');
  if (refused.length) throw new Error(`pallet scans refused: ${JSON.stringify(refused)}`);
}
