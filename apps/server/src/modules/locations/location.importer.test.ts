import { locationEndpoints, warehouseEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { apiFor, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('location imports', (env) => {
  it('imports locations of the current warehouse and skips, and reports, rows of another', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const rows = [
      {
        warehouseCode: w.warehouseKey,
        locationName: 'R-01',
        channelNum: 1,
        row: 1,
        column: 1,
        high: 1,
        direction: '左',
        locationType: 'Shelf',
      },
      { warehouseCode: 'ELSEWHERE', locationName: 'R-02', locationType: 'shelf' },
      {
        warehouseCode: w.warehouseKey.toLowerCase(),
        locationName: 'R-03',
        locationType: '托盘位',
        pickOrder: 5,
      },
    ];
    const result = await runImport(env(), api, locationEndpoints.import, {
      kind: 'location',
      warehouseId: w.id,
      fileName: 'l.xlsx',
      content: await workbookOf('location', 'en', rows),
    });
    expect(result).toMatchObject({ state: 'completed', totalRows: 3, okRows: 2 });
    expect(result.skipped).toEqual([
      { row: 3, message: 'Belongs to warehouse ELSEWHERE, not the current warehouse; skipped' },
    ]);
    const list = await api.ok(locationEndpoints.getPageList, { warehouseId: w.id });
    expect(list.items.map((l) => [l.locationName, l.direction, l.locationType, l.pickOrder])).toEqual([
      ['R-01', 'left', 'shelf', null],
      ['R-03', null, 'pallet', 5],
    ]);
    const bad = await runImport(
      env(),
      api,
      locationEndpoints.import,
      {
        kind: 'location',
        warehouseId: w.id,
        fileName: 'l.xlsx',
        content: await workbookOf('location', 'zh-CN', [
          { warehouseCode: w.warehouseKey, locationName: 'R-01', locationType: 'shelf' },
          { warehouseCode: w.warehouseKey, locationName: 'R-09', locationType: 'attic' },
        ]),
      },
      'zh-CN',
    );
    // The reason comes first: a task that failed for another cause names it here.
    expect(bad).toMatchObject({
      state: 'failed',
      reason: '有 2 行数据错误，未导入任何数据',
      okRows: 0,
      errorRows: 2,
    });
    expect(bad.errors.map((e) => [e.row, e.columnLabel, e.message])).toEqual([
      [2, '库位', 'R-01 已存在'],
      [3, '库位类型', '不是允许的取值（见“说明”表）'],
    ]);
  });

  it('edits many locations from a sheet, keeping what is left empty', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    await api.ok(locationEndpoints.batchCreate, {
      warehouseId: w.id,
      prefix: 'E',
      startRow: 1,
      endRow: 1,
      startColumn: 1,
      endColumn: 3,
    });
    const rows = [
      { warehouseCode: w.warehouseKey, locationName: 'E01-01-01', newLocationName: 'E-FIRST', pickOrder: 1 },
      { warehouseCode: w.warehouseKey, locationName: 'E01-02-01', locationType: 'floor', high: 3 },
    ];
    const result = await runImport(env(), api, locationEndpoints.import, {
      kind: 'editLocation',
      warehouseId: w.id,
      fileName: 'e.xlsx',
      content: await workbookOf('editLocation', 'en', rows),
    });
    expect(result).toMatchObject({ state: 'completed', okRows: 2 });
    const list = await api.ok(locationEndpoints.getPageList, { warehouseId: w.id });
    expect(list.items.map((l) => [l.locationName, l.locationType, l.high, l.pickOrder, l.column])).toEqual([
      ['E-FIRST', 'shelf', 1, 1, 1],
      ['E01-02-01', 'floor', 3, null, 2],
      ['E01-03-01', 'shelf', 1, null, 3],
    ]);
    const missing = await runImport(env(), api, locationEndpoints.import, {
      kind: 'editLocation',
      warehouseId: w.id,
      fileName: 'e.xlsx',
      content: await workbookOf('editLocation', 'en', [
        { warehouseCode: w.warehouseKey, locationName: 'NOPE', high: 2 },
        { warehouseCode: w.warehouseKey, locationName: 'E-FIRST', newLocationName: 'E01-03-01' },
      ]),
    });
    expect(missing.errors.map((e) => [e.row, e.message])).toEqual([
      [2, 'NOPE does not exist'],
      [3, 'E01-03-01 already exists'],
    ]);
  });
});
