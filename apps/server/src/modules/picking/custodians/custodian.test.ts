import { pickingOrderEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  type OkBody,
  ORDER_POINTS,
  type OrderWorld,
  orderWorld,
  putStock,
} from '../../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../../testing/test-env.ts';

interface Row {
  id: string;
  pickListNo: string;
  custodianId: string | null;
  custodianName: string | null;
  custodianAssignedTime: string | null;
}

describeEachDb('allocate custodians (DistributeCustodian)', (env) => {
  let w: OrderWorld;
  let clerk: TestUser;
  let otherClerk: TestUser;
  let listIds: string[];
  beforeAll(async () => {
    w = await orderWorld(env());
    const clerkOf = (warehouseId: string) =>
      env().login({
        tenantCode: w.user.tenantCode,
        kind: 'pda',
        system: 'pda',
        functionPoints: ['pda.pallet'],
        dataPermission: 'warehouse',
        warehouseIds: [warehouseId],
      });
    clerk = await clerkOf(w.warehouseId);
    otherClerk = await clerkOf(w.warehouse2Id);
    await putStock(env(), w, 'SKU-002', 2, 10);
    const orders = [];
    for (let i = 0; i < 4; i++)
      orders.push(await createOrder(env(), w, { items: [{ sku: 'SKU-002', saleNum: 1 }] }));
    const created = await call<{ pickLists: Array<{ id: string }> }>(
      pickingOrderEndpoints.createPickingOrder,
      {
        warehouseId: w.warehouseId,
        pickingOrderType: 1,
        includePending: true,
        orderIds: orders.map((o) => o.id),
      },
    );
    listIds = created.data.pickLists.map((l) => l.id);
    expect(listIds.length).toBe(2);
  });
  const call = async <T>(
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
    token = w.token,
  ) => (await env().call(endpoint, input as never, token)).json() as OkBody<T>;
  const page = async (filter: Record<string, unknown> = {}, token = w.token) =>
    call<{ items: Row[]; total: number }>(
      pickingOrderEndpoints.getPickingOrderPageList,
      { pageIndex: 1, pageSize: 50, warehouseId: w.warehouseId, ...filter },
      token,
    );

  it('sets the custodian of the lists, shown in the list with its name, and filters by it', async () => {
    expect((await page({ hasCustodian: 'false' })).data.total).toBe(2);
    const res = await call<{ count: number }>(pickingOrderEndpoints.distributeCustodian, {
      ids: [listIds[0]],
      custodianId: clerk.userId,
    });
    expect(res).toMatchObject({ success: true, data: { count: 1 } });
    const withOne = (await page({ hasCustodian: 'true' })).data;
    expect(withOne.items).toEqual([
      expect.objectContaining({
        id: listIds[0],
        custodianId: clerk.userId,
        custodianName: expect.any(String),
      }),
    ]);
    expect(withOne.items[0]!.custodianAssignedTime).not.toBeNull();
    expect((await page({ hasCustodian: 'false' })).data.items.map((r) => r.id)).toEqual([listIds[1]]);
  });

  it('refuses a clerk of another warehouse or a non-clerk, and writes nothing of the batch', async () => {
    for (const custodianId of [otherClerk.userId, w.user.userId]) {
      const res = await call(
        pickingOrderEndpoints.distributeCustodian,
        { ids: listIds, custodianId },
        w.token,
      );
      expect(res).toMatchObject({ success: false, code: 'CUSTODIAN_UNKNOWN' });
    }
    const en = await env().call(
      pickingOrderEndpoints.distributeCustodian,
      { ids: listIds, custodianId: otherClerk.userId },
      w.token,
      'en',
    );
    expect((await en.json()).message).toBe(
      'The custodian does not exist or is not a clerk of this warehouse',
    );
    const rows = (await page()).data.items;
    expect(rows.find((r) => r.id === listIds[1])!.custodianId).toBeNull();
  });

  it('refuses a cancelled list', async () => {
    expect((await call(pickingOrderEndpoints.cancelPickingOrder, { ids: [listIds[1]] })).success).toBe(true);
    const res = await call(pickingOrderEndpoints.distributeCustodian, {
      ids: [listIds[1]],
      custodianId: clerk.userId,
    });
    expect(res).toMatchObject({ success: false, code: 'PICK_LIST_STATE' });
  });

  it('needs the function point, and sees only lists of the caller warehouses', async () => {
    const viewer = await env().login({
      tenantCode: w.user.tenantCode,
      functionPoints: ['oms:picking:view'],
    });
    const denied = await env().call(
      pickingOrderEndpoints.distributeCustodian,
      { ids: [listIds[0]!], custodianId: clerk.userId },
      viewer.token,
    );
    expect(denied.statusCode).toBe(403);
    const elsewhere = await env().login({
      tenantCode: w.user.tenantCode,
      functionPoints: [...ORDER_POINTS, 'oms:picking:custodian'],
      dataPermission: 'warehouse',
      warehouseIds: [w.warehouse2Id],
    });
    const hidden = await call(
      pickingOrderEndpoints.distributeCustodian,
      { ids: [listIds[0]], custodianId: otherClerk.userId },
      elsewhere.token,
    );
    expect(hidden).toMatchObject({ success: false, code: 'PICK_LIST_NOT_FOUND' });
    expect((await page({}, elsewhere.token)).data.total).toBe(0);
  });
});
