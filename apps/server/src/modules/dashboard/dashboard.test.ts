import { dashboardEndpoints, type Endpoint } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createOrder, forceStatus, orderWorld, putStock } from '../../testing/order-kit.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';
import { pacificDate, pacificDays } from './pacific-days.ts';

describe('Pacific days', () => {
  it('counts calendar days in Los Angeles, across a daylight-saving change', () => {
    // 2026-03-08 10:30 UTC is 02:30 PST → 03:30 PDT on the day clocks spring forward; 07:00 UTC is still the 7th.
    expect(pacificDate(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-07');
    expect(pacificDate(new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    expect(pacificDays(new Date('2026-03-10T06:59:00Z'), 7)).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');

describeEachDb('dashboard', (env) => {
  const call = async (endpoint: Endpoint, input: unknown, user: TestUser) =>
    (await env().call(endpoint, input as never, user.token)).json();

  it('counts the range’s orders by status, per Pacific day, completion and storage use', async () => {
    const world = await orderWorld(env());
    const [a, b, c] = [
      await createOrder(env(), world),
      await createOrder(env(), world),
      await createOrder(env(), world),
    ];
    await forceStatus(env(), world.user.tenantId, [a.id], 'shipped');
    await env()
      .database.db.update(orders)
      .set({ shippedAt: new Date() })
      .where(and(eq(orders.tenantId, world.user.tenantId), eq(orders.id, a.id)));
    await forceStatus(env(), world.user.tenantId, [c.id], 'cancelled');
    await putStock(env(), world, 'SKU-001', 0, 5);
    await putStock(env(), world, 'SKU-002', 1, 5);
    const body = await call(dashboardEndpoints.getOverview, { days: 7 }, world.user);
    expect(body.success, JSON.stringify(body)).toBe(true);
    const data = body.data;
    expect(data.range).toMatchObject({
      days: 7,
      to: pacificDate(new Date()),
      timeZone: 'America/Los_Angeles',
    });
    expect(data.orders.total).toBe(3);
    expect(
      Object.fromEntries(
        data.orders.byStatus.map((r: { status: string; count: number }) => [r.status, r.count]),
      ),
    ).toEqual({
      pending: 1,
      shipped: 1,
      cancelled: 1,
    });
    expect(data.orders.daily).toHaveLength(7);
    expect(data.orders.daily.at(-1)).toEqual({ date: pacificDate(new Date()), created: 3, shipped: 1 });
    expect(data.completion).toEqual({ shipped: 1, total: 2, rate: 0.5 });
    const lax = data.storage.find((s: { warehouseId: string }) => s.warehouseId === world.warehouseId);
    expect(lax).toMatchObject({ locations: 20, occupied: 2, rate: 0.1 });
    expect(data.setupGuide.map((s: { step: string; done: boolean | null }) => [s.step, s.done])).toEqual([
      ['createWarehouse', true],
      ['importZone', false],
      ['authorizeWarehouse', false],
      ['createFeeStructure', false],
      ['chooseQuote', false],
      ['addCarrierAccount', false],
    ]);
    expect(data.pending).toContain('tickets');
    expect(data.pending).not.toContain('billingTrend');
    expect(data.billing.trend.map((d: { date: string }) => d.date)).toEqual(
      data.orders.daily.map((d: { date: string }) => d.date),
    );
    expect(b).toBeTruthy();
    expect(
      (await call(dashboardEndpoints.getOverview, { days: 30 }, world.user)).data.orders.daily,
    ).toHaveLength(30);
    expect((await call(dashboardEndpoints.getOverview, { days: 10 }, world.user)).code).toBe('VALIDATION');
  });

  it('counts shipped orders by one definition in the status list and the completion', async () => {
    const world = await orderWorld(env());
    const [a, b] = [await createOrder(env(), world), await createOrder(env(), world)];
    await createOrder(env(), world);
    await forceStatus(env(), world.user.tenantId, [a.id], 'shipped');
    await forceStatus(env(), world.user.tenantId, [b.id], 'logisticsException');
    const data = (await call(dashboardEndpoints.getOverview, { days: 7 }, world.user)).data;
    const shipped = data.orders.byStatus.find((r: { status: string }) => r.status === 'shipped');
    expect(data.completion).toEqual({ shipped: shipped.count, total: 3, rate: 1 / 3 });
  });

  it('keeps a user to the warehouses of their data permission', async () => {
    const world = await orderWorld(env());
    await createOrder(env(), world);
    const limited = await env().login({
      tenantCode: world.user.tenantCode,
      dataPermission: 'warehouse',
      warehouseIds: [world.warehouse2Id],
    });
    const data = (await call(dashboardEndpoints.getOverview, { days: 7 }, limited)).data;
    expect(data.orders.total).toBe(0);
    expect(data.storage.map((s: { warehouseId: string }) => s.warehouseId)).toEqual([world.warehouse2Id]);
  });

  it("shows a customer's user its own orders, without the warehouse's setup guide and location use", async () => {
    const world = await orderWorld(env());
    await createOrder(env(), world);
    const customer = await env().login({
      tenantCode: world.user.tenantCode,
      kind: 'customer',
      customerId: world.customer2Id,
      dataPermission: 'customer',
      customerIds: [world.customer2Id],
    });
    const data = (await call(dashboardEndpoints.getOverview, { days: 7 }, customer)).data;
    expect(data).toMatchObject({ orders: { total: 0 }, storage: [], setupGuide: [], forCustomer: true });
  });

  it('stores feedback attachments on disk: png/jpg/jpeg/zip only, at most 3', async () => {
    const user = await env().login({ functionPoints: ['home:feedback:create'] });
    const file = await call(
      dashboardEndpoints.uploadFeedbackFile,
      { fileName: 'shot.png', content: PNG },
      user,
    );
    expect(file).toMatchObject({ success: true, data: { name: 'shot.png' } });
    const renamed = Buffer.from('plain text').toString('base64');
    expect(
      await call(dashboardEndpoints.uploadFeedbackFile, { fileName: 'a.png', content: renamed }, user),
    ).toMatchObject({
      success: false,
      code: 'UPLOAD_FORMAT',
    });
    expect(
      await call(dashboardEndpoints.uploadFeedbackFile, { fileName: 'a.gif', content: PNG }, user),
    ).toMatchObject({
      success: false,
      code: 'VALIDATION',
    });
    const tooMany = { type: 'bug', description: 'x', fileIds: Array(4).fill(file.data.id) };
    expect(await call(dashboardEndpoints.createFeedback, tooMany, user)).toMatchObject({
      code: 'VALIDATION',
    });
    const sent = await call(
      dashboardEndpoints.createFeedback,
      { type: 'bug', description: 'The chart is slow', email: 'a@b.co', fileIds: [file.data.id] },
      user,
    );
    expect(sent.success).toBe(true);
    const download = await env().app.inject({ method: 'GET', url: sent.data.fileUrl[0].url });
    expect(download.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const other = await env().login({ functionPoints: ['home:feedback:create'] });
    expect(
      await call(
        dashboardEndpoints.createFeedback,
        { type: 'bug', description: 'x', fileIds: [file.data.id] },
        other,
      ),
    ).toMatchObject({ success: false, code: 'FEEDBACK_FILE_NOT_FOUND' });
  });
});
