import { syncEndpoints, uuidv7 } from '@wms/api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { device, generate, PDA_POINTS, palletByCode, push, rowsOf, statuses } from '../../testing/pda-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('PDA sync push: exactly once', (env) => {
  it('answers a resent batch with every event duplicate and applies its effects once', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const batch = [
      dev.event('pallet.open', { palletCode: code! }),
      ...Array.from({ length: 5 }, (_, i) =>
        dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: `C${i}` }),
      ),
    ];
    const first = await push(env(), user, dev.deviceId, batch);
    expect(statuses(first)).toEqual(Array(6).fill('applied'));
    const second = await push(env(), user, dev.deviceId, batch);
    expect(second.results).toEqual(
      batch.map((e) => ({ status: 'duplicate', eventId: e.eventId, original: { status: 'applied' } })),
    );
    const pallet = await palletByCode(env(), user, code!);
    expect(pallet.cartonQty).toBe(5);
    expect(pallet.lines).toHaveLength(5);
    expect(pallet.pickerId).toBe(user.userId);
  });

  it('applies only the new events of overlapping batches', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const events = [
      dev.event('pallet.open', { palletCode: code! }),
      ...Array.from({ length: 14 }, (_, i) =>
        dev.event('pallet.addProduct', { palletCode: code!, lineId: uuidv7(), productNo: `P${i}`, qty: 2 }),
      ),
    ];
    await push(env(), user, dev.deviceId, events.slice(0, 10));
    const second = await push(env(), user, dev.deviceId, events.slice(5));
    expect(statuses(second)).toEqual([...Array(5).fill('duplicate'), ...Array(5).fill('applied')]);
    expect(second.lastSeq).toBe(15);
    expect((await palletByCode(env(), user, code!)).productQty).toBe(28);
  });

  it('applies a batch sent on two connections at once exactly once', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const batch = [
      dev.event('pallet.open', { palletCode: code! }),
      ...Array.from({ length: 40 }, (_, i) =>
        dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: `K${i}` }),
      ),
    ];
    const [a, b] = await Promise.all([
      push(env(), user, dev.deviceId, batch),
      push(env(), user, dev.deviceId, batch),
    ]);
    for (const [i, event] of batch.entries()) {
      const pair = [a.results[i]!.status, b.results[i]!.status].sort();
      expect(pair, event.eventId).toEqual(['applied', 'duplicate']);
    }
    const pallet = await palletByCode(env(), user, code!);
    expect(pallet.cartonQty).toBe(40);
    expect(pallet.lines).toHaveLength(40);
  });

  it('notes a sequence gap without blocking, and takes the missing events later', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const e1 = dev.event('pallet.open', { palletCode: code! });
    const missing = [
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'G1' }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'G2' }),
    ];
    const e4 = dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'G3' });
    const out = await push(env(), user, dev.deviceId, [e1, e4]);
    expect(statuses(out)).toEqual(['applied', 'applied']);
    expect(out.gaps).toEqual([{ from: 2, to: 3 }]);
    expect(out.results[1]).toMatchObject({ status: 'applied', gap: { from: 2, to: 3 } });
    expect(out.lastSeq).toBe(4);
    const late = await push(env(), user, dev.deviceId, missing);
    expect(statuses(late)).toEqual(['applied', 'applied']);
    expect(late.gaps).toEqual([]);
    expect((await palletByCode(env(), user, code!)).cartonQty).toBe(3);
  });

  it('keeps a device queue to its user and refuses more than 200 events', async () => {
    const tenantCode = `mismatch${uuidv7().slice(-8)}`;
    const user = await env().login({ functionPoints: PDA_POINTS, tenantCode });
    const colleague = await env().login({ functionPoints: PDA_POINTS, tenantCode });
    const [code] = await generate(env(), user);
    const dev = device();
    await push(env(), user, dev.deviceId, [dev.event('pallet.open', { palletCode: code! })]);
    const events = [dev.event('pallet.open', { palletCode: code! })];
    const taken = await env().call(
      syncEndpoints.push,
      { deviceId: dev.deviceId, events },
      colleague.token,
      'zh-CN',
    );
    expect(taken.json()).toMatchObject({
      success: false,
      code: 'SYNC_DEVICE_MISMATCH',
      message: '该设备队列属于其他用户',
    });
    const many = Array.from({ length: 201 }, () => dev.event('pallet.open', { palletCode: code! }));
    const tooMany = await env().call(
      syncEndpoints.push,
      { deviceId: dev.deviceId, events: many },
      user.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('events');
  });
});

describeEachDb('PDA sync push: infrastructure failure', (env) => {
  it('rolls back the whole batch and applies it exactly once on retry', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const { db } = env().database;
    await db.execute(sql`CREATE OR REPLACE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.carton_no = 'BOOM' THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$`);
    await db.execute(
      sql`CREATE TRIGGER boom BEFORE INSERT ON pallet_lines FOR EACH ROW EXECUTE FUNCTION boom()`,
    );
    const dev = device();
    const batch = [
      dev.event('pallet.open', { palletCode: code! }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'OK1' }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'BOOM' }),
    ];
    const failed = await env().call(
      syncEndpoints.push,
      { deviceId: dev.deviceId, events: batch },
      user.token,
    );
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('disk on fire');
    const stored = await db.execute(
      sql`select count(*)::int as n from sync_events where device_id = ${dev.deviceId}`,
    );
    expect(rowsOf(stored)[0]).toEqual({ n: 0 });
    expect((await palletByCode(env(), user, code!)).pickerId).toBeNull();

    await db.execute(sql`DROP TRIGGER boom ON pallet_lines`);
    const retried = await push(env(), user, dev.deviceId, batch);
    expect(statuses(retried)).toEqual(['applied', 'applied', 'applied']);
    const again = await push(env(), user, dev.deviceId, batch);
    expect(statuses(again)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect((await palletByCode(env(), user, code!)).cartonQty).toBe(2);
  });
});

describe('sync kit', () => {
  it('numbers a device outbox without gaps', () => {
    const dev = device();
    const seqs = [
      dev.event('pallet.open', { palletCode: 'A' }),
      dev.event('pallet.close', { palletCode: 'A' }),
    ];
    expect(seqs.map((e) => e.deviceSeq)).toEqual([1, 2]);
  });
});
