import { downloadHistoryEndpoints, messageEndpoints, type ReturnDetail, returnEndpoints } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, returnCharges, stockLogs } from '../../db/schema/index.ts';
import {
  createOrder,
  forceStatus,
  loginCustomerUser,
  type OkBody,
  type OrderWorld,
  orderWorld,
  stockOf,
} from '../../testing/order-kit.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';
import { enqueueReturnSweeps } from './return-auto.job.ts';

const RETURN_POINTS = [
  'return:list:create',
  'return:list:update',
  'return:list:receive',
  'return:list:handle',
  'return:list:claim',
];
const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-05-04T08:00:00Z');

async function shippedOrder(env: TestEnv, w: OrderWorld) {
  const order = await createOrder(env, w, { items: [{ sku: 'SKU-001', saleNum: 3 }] });
  await forceStatus(env, w.user.tenantId, [order.id], 'shipped');
  await env.database.db
    .update(orders)
    .set({ trackingNo: `OUT-${order.orderNo}`, length: 12, width: 10, height: 4, weight: 3.5 })
    .where(and(eq(orders.tenantId, w.user.tenantId), eq(orders.id, order.id)));
  return order;
}

describeEachDb(
  'returns: create, receive, handle, auto-handle, isolation',
  (env) => {
    let w: OrderWorld;
    let customerToken: string;
    let otherCustomerToken: string;
    beforeAll(async () => {
      w = await orderWorld(env());
      const points = [...RETURN_POINTS, 'oms:order:view'];
      customerToken = await loginCustomerUser(env(), w.user.tenantId, w.customerId, points);
      otherCustomerToken = await loginCustomerUser(env(), w.user.tenantId, w.customer2Id, points);
    });
    const call = async <T = ReturnDetail>(endpoint: object, input: unknown, token = w.token) =>
      (await env().call(endpoint as never, input as never, token)).json() as OkBody<T>;
    const ok = async <T = ReturnDetail>(endpoint: object, input: unknown, token = w.token) => {
      const body = await call<T>(endpoint, input, token);
      if (!body.success) throw new Error(`${body.code} ${body.message}`);
      return body.data;
    };
    const fromOrder = async (quantity = 3) => {
      const order = await shippedOrder(env(), w);
      return ok(returnEndpoints.create, {
        orderId: order.id,
        trackingNo: `RET-${order.orderNo}`,
        returnRemarks: 'Wrong size',
        items: [{ productId: w.productIds['SKU-001'], quantity }],
      });
    };
    const receiveOneDamaged = (id: string) =>
      ok(returnEndpoints.receive, {
        id,
        items: [{ productId: w.productIds['SKU-001'], goodQty: 2, damagedQty: 1 }],
      });

    it('creates a return from a shipped order with the order’s fields, and refuses bad lines', async () => {
      const made = await fromOrder();
      expect(made).toMatchObject({
        status: 'pending',
        recipient: expect.any(String),
        returnRemarks: 'Wrong size',
        size: '12 × 10 × 4 in, 3.5 lb',
      });
      expect(made.returnNo).toMatch(/^RT\d{11}$/);
      expect(made.items).toEqual([expect.objectContaining({ productNo: 'SKU-001', quantity: 3 })]);
      const dup = await env().call(
        returnEndpoints.create,
        {
          warehouseId: w.warehouseId,
          customerId: w.customerId,
          trackingNo: 'RET-DUP',
          items: [
            { productId: w.productIds['SKU-001']!, quantity: 1 },
            { productId: w.productIds['SKU-001']!, quantity: 2 },
          ],
        },
        w.token,
        'en',
      );
      expect(dup.statusCode).toBe(400);
      expect(dup.json().message).toContain('Product is duplicate');
      const zero = await env().call(
        returnEndpoints.create,
        {
          warehouseId: w.warehouseId,
          customerId: w.customerId,
          trackingNo: 'RET-0',
          items: [{ productId: w.productIds['SKU-001']!, quantity: 1.5 }],
        },
        w.token,
        'en',
      );
      expect(zero.json().message).toContain('integer greater than 0');
      const pending = await createOrder(env(), w);
      expect(
        await call(returnEndpoints.create, {
          orderId: pending.id,
          trackingNo: 'RET-X',
          items: [{ productId: w.productIds['SKU-001'], quantity: 1 }],
        }),
      ).toMatchObject({ success: false, code: 'ORDER_RETURN_STATUS' });
    });

    it('refuses every move its status does not open', async () => {
      const made = await fromOrder();
      const refused = { success: false, code: 'RETURN_STATUS_REFUSED' };
      expect(await call(returnEndpoints.handle, { id: made.id, good: 'putAway' })).toMatchObject(refused);
      expect(await call(returnEndpoints.move, { id: made.id, action: 'complete' })).toMatchObject(refused);
      await ok(returnEndpoints.move, { id: made.id, action: 'createLabel' });
      expect(await call(returnEndpoints.move, { id: made.id, action: 'createLabel' })).toMatchObject(refused);
      await ok(returnEndpoints.move, { id: made.id, action: 'dispatch' });
      await receiveOneDamaged(made.id);
      expect(await call(returnEndpoints.move, { id: made.id, action: 'cancel' })).toMatchObject(refused);
      expect(await call(returnEndpoints.receive, { id: made.id, items: [] })).toMatchObject({
        success: false,
      });
      expect(await receiveOrRefuse(made.id)).toMatchObject(refused);
      const cancelled = await fromOrder();
      await ok(returnEndpoints.move, { id: cancelled.id, action: 'cancel' });
      expect(await receiveOrRefuse(cancelled.id)).toMatchObject(refused);
      const en = (
        await env().call(returnEndpoints.receive, receiveInput(cancelled.id), w.token, 'en')
      ).json();
      expect(en.message).toBe(`Return ${cancelled.returnNo} is Cancelled: "Receive" is not allowed`);
    });
    const receiveInput = (id: string) => ({
      id,
      items: [{ productId: w.productIds['SKU-001']!, goodQty: 1, damagedQty: 0 }],
    });
    const receiveOrRefuse = (id: string) => call(returnEndpoints.receive, receiveInput(id));

    it('puts the good units back through the stock service and destroys the damaged one, billing each fact once', async () => {
      const before = await stockOf(env(), w, 'SKU-001');
      const made = await fromOrder();
      const received = await receiveOneDamaged(made.id);
      expect(received).toMatchObject({ status: 'received', receiptTime: now.toISOString() });
      expect(
        await call(returnEndpoints.handle, { id: made.id, good: 'putAway' }, customerToken),
      ).toMatchObject({ success: false, code: 'RETURN_HANDLING_MISSING' });
      const handled = await ok(
        returnEndpoints.handle,
        { id: made.id, good: 'putAway', damaged: 'destroy' },
        customerToken,
      );
      expect(handled).toMatchObject({
        status: 'hasAddTo',
        handledBy: 'customer',
        handling: { good: 'putAway', damaged: 'destroy' },
      });
      expect(handled.items[0]).toMatchObject({ goodQty: 2, damagedQty: 1, locationName: expect.any(String) });
      expect((await stockOf(env(), w, 'SKU-001')).quantity).toBe(before.quantity + 2);
      const logs = await env()
        .database.db.select()
        .from(stockLogs)
        .where(and(eq(stockLogs.tenantId, w.user.tenantId), eq(stockLogs.sourceNo, made.returnNo)));
      expect(logs).toEqual([
        expect.objectContaining({ eventType: 'receive', change: 2, sourceModule: 'returns' }),
      ]);
      const charges = await env()
        .database.db.select({ kind: returnCharges.kind, quantity: returnCharges.quantity })
        .from(returnCharges)
        .where(and(eq(returnCharges.tenantId, w.user.tenantId), eq(returnCharges.returnId, made.id)));
      expect(charges.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { kind: 'destroy', quantity: 1 },
        { kind: 'putAway', quantity: 2 },
        { kind: 'receipt', quantity: 3 },
      ]);
      expect(await call(returnEndpoints.handle, { id: made.id, good: 'destroy' })).toMatchObject({
        code: 'RETURN_STATUS_REFUSED',
      });
    });

    it('keeps a customer’s user to its own returns, and receiving to the warehouse', async () => {
      const made = await fromOrder();
      expect(await call(returnEndpoints.getDetail, { id: made.id }, otherCustomerToken)).toMatchObject({
        success: false,
        code: 'RETURN_NOT_FOUND',
      });
      expect(
        await call(returnEndpoints.move, { id: made.id, action: 'cancel' }, otherCustomerToken),
      ).toMatchObject({ code: 'RETURN_NOT_FOUND' });
      const theirs = await ok<{ total: number }>(
        returnEndpoints.getPageList,
        { tab: 'all' },
        otherCustomerToken,
      );
      expect(theirs.total).toBe(0);
      const counts = await ok<Record<string, number>>(returnEndpoints.getTabCounts, {}, otherCustomerToken);
      expect(counts.all).toBe(0);
      expect(
        await receiveOrRefuse(made.id).then(() =>
          call(returnEndpoints.receive, receiveInput(made.id), customerToken),
        ),
      ).toMatchObject({
        code: 'RETURN_STAFF_ONLY',
      });
      const mine = await ok<{ items: Array<{ id: string }> }>(
        returnEndpoints.getPageList,
        { tab: 'received' },
        customerToken,
      );
      expect(mine.items.map((r) => r.id)).toContain(made.id);
    });

    it('counts each tab', async () => {
      const counts = await ok<Record<string, number>>(returnEndpoints.getTabCounts, {});
      const list = await ok<{ total: number }>(returnEndpoints.getPageList, {
        tab: 'completed',
        pageSize: 100,
      });
      expect(counts.completed).toBe(list.total);
      expect(counts.all).toBe(
        counts.pending! +
          counts.toReceive! +
          counts.received! +
          counts.pendingClaim! +
          counts.completed! +
          counts.cancelled!,
      );
    });

    it('a parcel of an unknown owner waits to be claimed, then is counted in for the claiming customer', async () => {
      const sku = w.productIds['SKU-001']!;
      const trackingNo = `UNK-${Date.now()}`;
      expect(
        await call(returnEndpoints.create, {
          warehouseId: w.warehouseId,
          trackingNo,
          items: [{ productId: sku, quantity: 1 }],
        }),
      ).toMatchObject({ success: false, code: 'RETURN_NEEDS_CUSTOMER' });
      expect(
        await call(returnEndpoints.create, { warehouseId: w.warehouseId, trackingNo }, customerToken),
      ).toMatchObject({ success: false, code: 'RETURN_ITEMS_REQUIRED' });
      const made = await ok(returnEndpoints.create, { warehouseId: w.warehouseId, trackingNo });
      expect(made).toMatchObject({ status: 'pending', customerId: null, items: [] });
      // Customers do not see a parcel nobody owns until it waits to be claimed.
      expect(await call(returnEndpoints.getDetail, { id: made.id }, customerToken)).toMatchObject({
        code: 'RETURN_NOT_FOUND',
      });
      const received = await ok(returnEndpoints.receive, { id: made.id, items: [] });
      expect(received).toMatchObject({ status: 'pendingClaim', receiptTime: now.toISOString() });
      const charged = () =>
        env()
          .database.db.select({ kind: returnCharges.kind, quantity: returnCharges.quantity })
          .from(returnCharges)
          .where(and(eq(returnCharges.tenantId, w.user.tenantId), eq(returnCharges.returnId, made.id)));
      expect(await charged()).toEqual([]);
      for (const token of [customerToken, otherCustomerToken]) {
        const pool = await ok<{ items: Array<{ id: string }> }>(
          returnEndpoints.getPageList,
          { tab: 'pendingClaim', keyword: trackingNo },
          token,
        );
        expect(pool.items.map((r) => r.id)).toEqual([made.id]);
      }
      expect(
        await call(returnEndpoints.handle, { id: made.id, good: 'putAway' }, customerToken),
      ).toMatchObject({ code: 'RETURN_STATUS_REFUSED' });
      const claim = { id: made.id, trackingNo, items: [{ productId: sku, quantity: 2 }] };
      expect(
        await call(returnEndpoints.claim, { ...claim, trackingNo: 'SOMEONE-ELSE' }, customerToken),
      ).toMatchObject({ code: 'RETURN_CLAIM_TRACKING' });
      // The other customer cannot claim it with products that are not its own.
      expect(await call(returnEndpoints.claim, claim, otherCustomerToken)).toMatchObject({
        code: 'RETURN_PRODUCT_NOT_OWNED',
      });
      expect(await call(returnEndpoints.claim, { ...claim, items: [] }, customerToken)).toMatchObject({
        success: false,
      });
      const claimed = await ok(
        returnEndpoints.claim,
        { ...claim, trackingNo: trackingNo.toLowerCase() },
        customerToken,
      );
      expect(claimed).toMatchObject({
        status: 'toReceive',
        customerId: w.customerId,
        claimTime: now.toISOString(),
        items: [expect.objectContaining({ productNo: 'SKU-001', quantity: 2 })],
      });
      expect(await call(returnEndpoints.getDetail, { id: made.id }, otherCustomerToken)).toMatchObject({
        code: 'RETURN_NOT_FOUND',
      });
      expect(await call(returnEndpoints.claim, claim, customerToken)).toMatchObject({
        code: 'RETURN_STATUS_REFUSED',
      });
      const counted = await ok(returnEndpoints.receive, {
        id: made.id,
        items: [{ productId: sku, goodQty: 2, damagedQty: 0 }],
      });
      expect(counted).toMatchObject({ status: 'received', customerId: w.customerId });
      expect(await charged()).toEqual([{ kind: 'receipt', quantity: 2 }]);
    });

    describe('after receiptDay days without a choice', () => {
      it('a sweep task applies the warehouse default once and tells the customer', async () => {
        const made = await fromOrder(2);
        await ok(returnEndpoints.receive, {
          id: made.id,
          items: [{ productId: w.productIds['SKU-001'], goodQty: 1, damagedQty: 1 }],
        });
        const jobs = env().app.deps.jobs;
        now = new Date(now.getTime() + 6 * DAY);
        expect(await enqueueReturnSweeps(env().database.db, jobs, now)).toBe(0);
        // the sweep is a task of the user who received the return: their task center still lists
        const tasks = await call(downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 50 });
        expect(tasks.success).toBe(true);
        now = new Date(now.getTime() + 1 * DAY);
        expect(await enqueueReturnSweeps(env().database.db, jobs, now)).toBe(1);
        expect(await enqueueReturnSweeps(env().database.db, jobs, now)).toBe(1);
        await jobs.drain();
        const after = await ok(returnEndpoints.getDetail, { id: made.id });
        expect(after).toMatchObject({
          status: 'hasAddTo',
          handledBy: 'auto',
          handling: { good: 'putAway', damaged: 'destroy' },
          handledTime: now.toISOString(),
        });
        expect(await enqueueReturnSweeps(env().database.db, jobs, now)).toBe(0);
        const inbox = await ok<{ items: Array<{ title: string; content: string }> }>(
          messageEndpoints.getList,
          { pageIndex: 1, pageSize: 10 },
          customerToken,
        );
        const notice = inbox.items.find((m) => m.title.includes(made.returnNo));
        expect(notice?.content).toMatch(/7/);
      });
    });
  },
  { clock: () => now },
);
