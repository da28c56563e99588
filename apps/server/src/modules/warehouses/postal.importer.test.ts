import { warehouseEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { apiFor, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('postal code and zone imports', (env) => {
  it('imports postal codes with their territory, updating known ones', async () => {
    const api = await apiFor(env());
    const rows = [
      { country: 'us', postcode: '91761', state: 'ca', city: 'Ontario', territory: 'West' },
      { country: 'US', postcode: '10001', state: 'NY', city: 'New York', territory: '东部' },
    ];
    const result = await runImport(env(), api, warehouseEndpoints.batchCreatePostalcode, {
      kind: 'zipCode',
      fileName: 'zip.xlsx',
      content: await workbookOf('zipCode', 'en', rows),
    });
    expect(result).toMatchObject({ state: 'completed', okRows: 2 });
    await runImport(env(), api, warehouseEndpoints.batchCreatePostalcode, {
      kind: 'zipCode',
      fileName: 'zip.xlsx',
      content: await workbookOf('zipCode', 'en', [{ ...rows[0], city: 'Ontario CA' }]),
    });
    const page = await api.ok(warehouseEndpoints.getPostalcodePageList, { territory: 'west' });
    expect(page.items).toEqual([
      expect.objectContaining({
        country: 'US',
        postcode: '91761',
        state: 'CA',
        city: 'Ontario CA',
        territory: 'west',
      }),
    ]);
    expect((await api.ok(warehouseEndpoints.getPostalcodePageList, { postcode: '100' })).total).toBe(1);
  });

  it('needs the current warehouse for a zone import (only order imports take each row’s own)', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const content = await workbookOf('zone', 'en', [
      { warehouseCode: w.warehouseKey, postcodeStart: '90000', zone: '2' },
    ]);
    const res = await env().call(
      warehouseEndpoints.batchCreatePostalcode,
      { kind: 'zone', fileName: 'zone.xlsx', content },
      api.user.token,
      'zh-CN',
    );
    expect(res.json()).toMatchObject({ success: false, code: 'SELECT_DATA', message: '请选择数据' });
  });

  it('replaces the zone partition of the current warehouse', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const zones = [
      { warehouseCode: w.warehouseKey, postcodeStart: '90000', postcodeEnd: '93599', zone: '2' },
      { warehouseCode: w.warehouseKey, postcodeStart: '10000', postcodeEnd: '14999', zone: '8' },
      { warehouseCode: 'OTHER', postcodeStart: '20000', zone: '7' },
    ];
    const result = await runImport(
      env(),
      api,
      warehouseEndpoints.batchCreatePostalcode,
      {
        kind: 'zone',
        warehouseId: w.id,
        fileName: 'zone.xlsx',
        content: await workbookOf('zone', 'zh-CN', zones),
      },
      'zh-CN',
    );
    expect(result).toMatchObject({
      state: 'completed',
      okRows: 2,
      skipped: [{ row: 4, message: '属于仓库 OTHER，不是当前仓库，已跳过' }],
    });
    expect(
      (await api.ok(warehouseEndpoints.getZonePageList, { warehouseId: w.id, postcode: '91761' })).items.map(
        (z) => z.zone,
      ),
    ).toEqual(['2']);
    const again = await runImport(env(), api, warehouseEndpoints.batchCreatePostalcode, {
      kind: 'zone',
      warehouseId: w.id,
      fileName: 'zone.xlsx',
      content: await workbookOf('zone', 'en', [zones[0]!]),
    });
    expect(again).toMatchObject({ state: 'completed', okRows: 1 });
    expect((await api.ok(warehouseEndpoints.getZonePageList, { warehouseId: w.id })).total).toBe(1);
    const noWarehouse = await api.raw(
      warehouseEndpoints.batchCreatePostalcode,
      { kind: 'zone', fileName: 'zone.xlsx', content: await workbookOf('zone', 'en', [zones[0]!]) },
      'en',
    );
    expect(noWarehouse.body.message).toBe('Please select the data');
  });
});
