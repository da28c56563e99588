import { palletCodeEndpoints, uuidv7 } from '@wms/api';
import { expect, it } from 'vitest';
import { device, generate, PDA_POINTS, push, warehouseFor } from '../../testing/pda-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('back-office pallet codes', (env) => {
  it('generates a print run of numbered codes from the tenant counter', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const first = await generate(env(), user, 3);
    const second = await generate(env(), user, 2);
    expect(first).toEqual(['PL00000001', 'PL00000002', 'PL00000003']);
    expect(second).toEqual(['PL00000004', 'PL00000005']);
    const other = await env().login({ functionPoints: PDA_POINTS });
    expect(await generate(env(), other, 1)).toEqual(['PL00000001']);
    const list = await env().call(palletCodeEndpoints.getPageList, { pageSize: 10 }, user.token);
    expect(list.json().data.total).toBe(5);
    expect(list.json().data.items[0]).toMatchObject({
      palletCode: 'PL00000005',
      plqty: 2,
      status: 'inUse',
      use: 'palletizing',
      printSize: '4x6',
      warehouseId: await warehouseFor(env(), user),
    });
  });

  it('refuses a warehouse of another tenant, a made-up one and one outside the data scope', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const stranger = await env().login({ functionPoints: PDA_POINTS });
    const foreign = await warehouseFor(env(), stranger);
    const own = await warehouseFor(env(), user);
    const scoped = await env().login({
      tenantCode: user.tenantCode,
      functionPoints: PDA_POINTS,
      dataPermission: 'warehouse',
      warehouseIds: [uuidv7()],
    });
    for (const [caller, warehouseId] of [
      [user, foreign],
      [user, uuidv7()],
      [scoped, own],
    ] as const) {
      const res = await env().call(
        palletCodeEndpoints.generate,
        { warehouseId, use: 'palletizing', printSize: '4x6', plqty: 1 },
        caller.token,
        'zh-CN',
      );
      expect(res.json()).toMatchObject({
        success: false,
        code: 'RECORD_NOT_FOUND',
        message: '记录不存在或已被删除',
      });
    }
    const list = await env().call(palletCodeEndpoints.getPageList, {}, stranger.token);
    expect(list.json().data.total).toBe(0);
  });

  it('refuses a bad generate request naming the field, and needs the function point', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const bad = await env().call(
      palletCodeEndpoints.generate,
      { warehouseId: await warehouseFor(env(), user), use: 'palletizing', plqty: 101 },
      user.token,
      'zh-CN',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^plqty：/);
    const viewer = await env().login({ functionPoints: ['pallet:code:view'] });
    const denied = await env().call(
      palletCodeEndpoints.generate,
      { warehouseId: await warehouseFor(env(), user), use: 'receipt', plqty: 1 },
      viewer.token,
    );
    expect(denied.statusCode).toBe(403);
  });

  it('lists with filters and shows a detail with its lines, picker and product numbers', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [a, b] = await generate(env(), user, 2);
    const dev = device();
    await push(env(), user, dev.deviceId, [
      dev.event('pallet.open', { palletCode: a! }),
      dev.event('pallet.addProduct', { palletCode: a!, lineId: uuidv7(), productNo: 'SKU-B', qty: 2 }),
      dev.event('pallet.addProduct', { palletCode: a!, lineId: uuidv7(), productNo: 'SKU-A', qty: 1 }),
      dev.event('pallet.addCarton', { palletCode: a!, lineId: uuidv7(), cartonNo: 'CT-1' }),
      dev.event('pallet.close', { palletCode: a! }),
    ]);
    const used = await env().call(palletCodeEndpoints.getPageList, { status: 'used' }, user.token);
    expect(used.json().data.items).toHaveLength(1);
    const row = used.json().data.items[0];
    expect(row).toMatchObject({
      palletCode: a,
      productNo: 'SKU-A, SKU-B',
      cartonQty: 1,
      productQty: 3,
      pickerName: expect.any(String),
    });
    const byCode = await env().call(palletCodeEndpoints.getPageList, { palletCode: `${a},${b}` }, user.token);
    expect(byCode.json().data.total).toBe(2);
    const detail = await env().call(palletCodeEndpoints.getDetail, { id: row.id }, user.token);
    expect(detail.json().data.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'product',
      'product',
      'carton',
    ]);
    expect(detail.json().data.lines[0]).toMatchObject({
      createdBy: user.userId,
      createdByName: expect.any(String),
    });
  });

  it('finishes a pallet once; a second close is refused with a clear message', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const list = await env().call(palletCodeEndpoints.getPageList, { palletCode: code }, user.token);
    const id = list.json().data.items[0].id;
    const closed = await env().call(palletCodeEndpoints.close, { id }, user.token);
    expect(closed.json()).toMatchObject({ success: true, data: { status: 'finished' } });
    expect(closed.json().data.finishedTime).toBeTruthy();
    const again = await env().call(palletCodeEndpoints.close, { id }, user.token, 'zh-CN');
    expect(again.json()).toMatchObject({
      success: false,
      code: 'PALLET_FINISHED',
      message: `托盘 ${code} 已完结，不能再修改`,
    });
    const stranger = await env().login({ functionPoints: PDA_POINTS });
    const hidden = await env().call(palletCodeEndpoints.getDetail, { id }, stranger.token);
    expect(hidden.json()).toMatchObject({ success: false, code: 'PALLET_NOT_FOUND' });
  });
});
