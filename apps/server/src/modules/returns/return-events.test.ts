import {
  type ReturnDetail,
  type ReturnSnapshot,
  returnEndpoints,
  type SyncEvent,
  syncEndpoints,
  uuidv7,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { files, orders, returnCharges } from '../../db/schema/index.ts';
import {
  createOrder,
  forceStatus,
  type OkBody,
  type OrderWorld,
  orderWorld,
} from '../../testing/order-kit.ts';
import { push, statuses } from '../../testing/pda-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('returns received on the PDA through the outbox', (env) => {
  let w: OrderWorld;
  beforeAll(async () => {
    w = await orderWorld(env());
  });

  /** A shipped order turned into a return of two units of SKU-001. */
  async function shippedReturn(trackingNo: string) {
    const order = await createOrder(env(), w);
    await forceStatus(env(), w.user.tenantId, [order.id], 'shipped');
    await env()
      .database.db.update(orders)
      .set({ trackingNo: `OUT-${trackingNo}` })
      .where(and(eq(orders.tenantId, w.user.tenantId), eq(orders.id, order.id)));
    const res = await env().call(
      returnEndpoints.create,
      { orderId: order.id, trackingNo, items: [{ productId: w.productIds['SKU-001']!, quantity: 2 }] },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as OkBody<ReturnDetail>).data;
  }

  const pdaUser = () =>
    env().login({
      tenantCode: w.user.tenantCode,
      kind: 'pda',
      system: 'pda',
      functionPoints: ['pda:sync:push', 'return:list:receive'],
    });

  // A 1×1 png.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ).toString('base64');

  it('pulls receivable returns by tracking number with their products; a received one comes down as received', async () => {
    const made = await shippedReturn('RET-PULL');
    const pda = await pdaUser();
    const pull = async (cursor: string | null) => {
      const res = await env().call(syncEndpoints.pull, { kind: 'returns', cursor, limit: 500 }, pda.token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OkBody<{ items: ReturnSnapshot[]; cursor: string }>).data;
    };
    const first = await pull(null);
    const mine = first.items.find((r) => r.id === made.id);
    expect(mine).toMatchObject({ trackingNo: 'RET-PULL', status: 'pending' });
    expect(mine?.items).toEqual([
      expect.objectContaining({ quantity: 2, product: expect.objectContaining({ productNo: 'SKU-001' }) }),
    ]);
    await env().call(
      returnEndpoints.receive,
      { id: made.id, items: [{ productId: w.productIds['SKU-001']!, goodQty: 2, damagedQty: 0 }] },
      w.token,
    );
    const next = await pull(first.cursor);
    expect(next.items.find((r) => r.id === made.id)).toMatchObject({ status: 'received' });
  });

  it('stores a photo resent under the same id once, and the receipt keeps it', async () => {
    const made = await shippedReturn('RET-PHOTO');
    const pda = await pdaUser();
    const id = uuidv7();
    const upload = () =>
      env().call(returnEndpoints.uploadPhoto, { id, fileName: 'parcel.png', content: PNG }, pda.token);
    expect((await upload()).json()).toMatchObject({ success: true, data: { id } });
    expect((await upload()).json()).toMatchObject({ success: true, data: { id } });
    const stored = await env()
      .database.db.select()
      .from(files)
      .where(and(eq(files.tenantId, w.user.tenantId), eq(files.id, id)));
    expect(stored).toHaveLength(1);
    // Another user may not reuse the id, nor send a file that is not an image.
    const other = await env().call(
      returnEndpoints.uploadPhoto,
      { id, fileName: 'parcel.png', content: PNG },
      w.token,
    );
    expect(other.json()).toMatchObject({ success: false, code: 'FILE_NOT_FOUND' });
    const renamed = await env().call(
      returnEndpoints.uploadPhoto,
      { id: uuidv7(), fileName: 'x.jpg', content: Buffer.from('not an image').toString('base64') },
      pda.token,
    );
    expect(renamed.json()).toMatchObject({ success: false, code: 'UPLOAD_FORMAT' });
    const event: SyncEvent = {
      eventId: uuidv7(),
      deviceSeq: 1,
      type: 'return.receive',
      payload: {
        id: made.id,
        items: [{ productId: w.productIds['SKU-001'], goodQty: 1, damagedQty: 1 }],
        photos: [id],
      },
      createdAt: new Date().toISOString(),
    };
    expect(statuses(await push(env(), pda, uuidv7(), [event]))).toEqual(['applied']);
    const detail = (
      (await env().call(returnEndpoints.getDetail, { id: made.id }, w.token)).json() as OkBody<ReturnDetail>
    ).data;
    expect(detail.photos).toEqual([id]);
    expect(detail.photoFiles).toEqual([
      expect.objectContaining({ id, url: expect.stringContaining('/files/') }),
    ]);
  });

  it('applies a resent receipt once: one receipt time, one billable fact', async () => {
    const order = await createOrder(env(), w);
    await forceStatus(env(), w.user.tenantId, [order.id], 'shipped');
    await env()
      .database.db.update(orders)
      .set({ trackingNo: 'OUT-PDA' })
      .where(and(eq(orders.tenantId, w.user.tenantId), eq(orders.id, order.id)));
    const made = (
      (
        await env().call(
          returnEndpoints.create,
          {
            orderId: order.id,
            trackingNo: 'RET-PDA',
            items: [{ productId: w.productIds['SKU-001']!, quantity: 2 }],
          },
          w.token,
        )
      ).json() as OkBody<ReturnDetail>
    ).data;
    const pda = await env().login({
      tenantCode: w.user.tenantCode,
      kind: 'pda',
      system: 'pda',
      functionPoints: ['pda:sync:push', 'return:list:receive'],
    });
    const counted = new Date('2026-05-02T07:30:00Z');
    const event: SyncEvent = {
      eventId: uuidv7(),
      deviceSeq: 1,
      type: 'return.receive',
      payload: { id: made.id, items: [{ productId: w.productIds['SKU-001'], goodQty: 1, damagedQty: 1 }] },
      createdAt: counted.toISOString(),
    };
    const deviceId = uuidv7();
    expect(statuses(await push(env(), pda, deviceId, [event]))).toEqual(['applied']);
    expect(statuses(await push(env(), pda, deviceId, [event]))).toEqual(['duplicate']);
    const second = await push(env(), pda, deviceId, [{ ...event, eventId: uuidv7(), deviceSeq: 2 }]);
    expect(second.results[0]).toMatchObject({ status: 'rejected', code: 'RETURN_STATUS_REFUSED' });
    const detail = (
      (await env().call(returnEndpoints.getDetail, { id: made.id }, w.token)).json() as OkBody<ReturnDetail>
    ).data;
    expect(detail).toMatchObject({ status: 'received', receiptTime: counted.toISOString() });
    expect(detail.items[0]).toMatchObject({ goodQty: 1, damagedQty: 1 });
    const charges = await env()
      .database.db.select()
      .from(returnCharges)
      .where(and(eq(returnCharges.tenantId, w.user.tenantId), eq(returnCharges.returnId, made.id)));
    expect(charges).toEqual([expect.objectContaining({ kind: 'receipt', quantity: 2 })]);
  });
});
