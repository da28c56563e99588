import { locationEndpoints, warehouseEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { apiFor, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('code-division import', (env) => {
  it('divides location code ranges into aisles with their pick order, or refuses the sheet whole', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    // A01-01-01 … A02-02-01 and B01-01-01 … B01-02-01
    for (const prefix of ['A', 'B'])
      await api.ok(locationEndpoints.batchCreate, {
        warehouseId: w.id,
        prefix,
        startRow: 1,
        endRow: prefix === 'A' ? 2 : 1,
        startColumn: 1,
        endColumn: 2,
        startHigh: 1,
        endHigh: 1,
        locationType: 'shelf',
      });
    const run = async (rows: Record<string, unknown>[], locale: 'en' | 'zh-CN' = 'en') =>
      runImport(
        env(),
        api,
        locationEndpoints.import,
        {
          kind: 'codeDivision',
          warehouseId: w.id,
          fileName: 'c.xlsx',
          content: await workbookOf('codeDivision', locale, rows),
        },
        locale,
      );
    const snapshot = async () =>
      (await api.ok(locationEndpoints.getPageList, { warehouseId: w.id, pageSize: 50 })).items
        .map((l) => [l.locationName, l.channelNum, l.locationType, l.pickOrder])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const before = await snapshot();

    const bad = await run(
      [
        { warehouseCode: w.warehouseKey, locationStart: 'A01', locationEnd: 'A99', channelNum: 1 },
        { warehouseCode: w.warehouseKey, locationStart: 'A02', locationEnd: 'B99', channelNum: 2 },
        { warehouseCode: w.warehouseKey, locationStart: 'C01', locationEnd: 'C99', channelNum: 3 },
        { warehouseCode: w.warehouseKey, locationStart: 'Z', locationEnd: 'Y', channelNum: 4 },
      ],
      'zh-CN',
    );
    expect(bad).toMatchObject({ state: 'failed', okRows: 0, errorRows: 3 });
    expect(bad.errors.map((e) => [e.row, e.message])).toEqual([
      [3, '与第 2 行的范围重叠'],
      [4, '仓库中没有从 C01 到 C99 的库位'],
      [5, '结束库位在起始库位之前'],
    ]);
    expect(await snapshot()).toEqual(before);

    const ok = await run([
      {
        warehouseCode: w.warehouseKey,
        locationStart: 'A01',
        locationEnd: 'A01-99',
        channelNum: 7,
        locationType: 'pallet',
        pickOrderStart: 100,
      },
      { warehouseCode: w.warehouseKey, locationStart: 'B', locationEnd: 'B99', channelNum: 9 },
    ]);
    expect(ok).toMatchObject({ state: 'completed', totalRows: 2, okRows: 2 });
    const untouched = before.filter((l) => String(l[0]).startsWith('A02'));
    expect(untouched).toHaveLength(2);
    expect(await snapshot()).toEqual([
      ['A01-01-01', 7, 'pallet', 100],
      ['A01-02-01', 7, 'pallet', 101],
      ...untouched,
      ['B01-01-01', 9, 'shelf', before[4]![3]],
      ['B01-02-01', 9, 'shelf', before[5]![3]],
    ]);
  });
});
