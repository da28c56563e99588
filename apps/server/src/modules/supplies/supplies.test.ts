import { type Endpoint, materialEndpoints, uuidv7, warehouseEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { apiFor, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const carton = (warehouseId: string) => ({
  warehouseId,
  materialCode: 'CTN-S',
  materialName: 'Small carton',
  materialType: 'carton' as const,
  unitPrice: 0.85,
  quantity: 100,
  warningRatio: 20,
});

describeEachDb('supplies', (env) => {
  it('refuses a customer’s user the supplies stock', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const m = await api.ok(materialEndpoints.create, carton(w.id));
    const customer = await env().login({
      tenantCode: api.user.tenantCode,
      kind: 'customer',
      customerId: uuidv7(),
      functionPoints: ['wms.material'],
    });
    const reads: [Endpoint, unknown][] = [
      [materialEndpoints.getPageList, {}],
      [materialEndpoints.getDetail, { id: m.id }],
      [materialEndpoints.getLogPageList, { materialId: m.id }],
      [materialEndpoints.getTrend, { id: m.id, days: 7 }],
      [materialEndpoints.getWarningList, {}],
    ];
    for (const [endpoint, input] of reads) {
      const res = await env().call(endpoint, input as never, customer.token);
      expect([endpoint.path, res.statusCode, res.json().data ?? null]).toEqual([endpoint.path, 403, null]);
    }
    expect((await api.ok(materialEndpoints.getPageList, {})).total).toBe(1);
  });

  it('stocks in, uses and reports damage with a log, and warns when running out', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const m = await api.ok(materialEndpoints.create, carton(w.id));
    expect(m).toMatchObject({ quantity: 100, warningValue: 20, isLow: false });
    await api.ok(materialEndpoints.use, { id: m.id, quantity: 70, remark: 'packing' });
    const damaged = await api.ok(materialEndpoints.reportDamage, { id: m.id, quantity: 10, remark: 'wet' });
    expect(damaged).toMatchObject({ quantity: 20, isLow: true });
    const warning = await api.ok(materialEndpoints.getWarningList, { warehouseId: w.id }, 'zh-CN');
    expect(warning.message).toBe('耗材即将用完，请及时补充');
    expect(warning.items.map((i) => i.id)).toEqual([m.id]);
    expect((await api.ok(materialEndpoints.getWarningList, {}, 'en')).message).toBe(
      'Supplies running out, please replenish in time',
    );
    const over = await api.raw(materialEndpoints.use, { id: m.id, quantity: 21 }, 'en');
    expect(over.body.message).toBe('Not enough of this supply in stock (20 left)');
    const restocked = await api.ok(materialEndpoints.stockIn, { id: m.id, quantity: 180, unitPrice: 0.8 });
    expect(restocked).toMatchObject({ quantity: 200, warningValue: 40, isLow: false, unitPrice: 0.8 });
    expect((await api.ok(materialEndpoints.getWarningList, {})).message).toBe('');
    const log = await api.ok(materialEndpoints.getLogPageList, { materialId: m.id });
    expect(log.items.map((l) => [l.eventType, l.before, l.change, l.after])).toEqual([
      ['in', 20, 180, 200],
      ['damage', 30, -10, 20],
      ['use', 100, -70, 30],
      ['in', 0, 100, 100],
    ]);
    const trend = await api.ok(materialEndpoints.getTrend, { id: m.id, days: 7 });
    expect(trend).toHaveLength(7);
    expect(trend[6]).toMatchObject({ in: 280, use: 70, damage: 10, balance: 200 });
  });

  it('keeps the warning value an integer from 1 to 100, in both languages', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    for (const warningRatio of [0, 101, 12.5]) {
      expect(
        (await api.raw(materialEndpoints.create, { ...carton(w.id), warningRatio }, 'en')).body.message,
      ).toBe('warningRatio: The warning value must be an integer from 1 to 100');
      expect(
        (await api.raw(materialEndpoints.create, { ...carton(w.id), warningRatio }, 'zh-CN')).body.message,
      ).toBe('warningRatio：预警值须为 1 到 100 的整数');
    }
    const code = await api.raw(materialEndpoints.create, { ...carton(w.id), materialCode: 'CT_1' }, 'en');
    expect(code.body.message).toBe('materialCode: Must be 5 to 15 letters, digits or hyphens');
    const m = await api.ok(materialEndpoints.create, carton(w.id));
    expect(await api.ok(materialEndpoints.setWarning, { id: m.id, warningRatio: 100 })).toMatchObject({
      warningValue: 100,
      isLow: true,
    });
    expect((await api.raw(materialEndpoints.create, carton(w.id), 'en')).body.message).toBe(
      'The supply code CTN-S already exists in this warehouse',
    );
    expect(
      (await api.ok(materialEndpoints.updateCode, { id: m.id, materialCode: 'CTN-SMALL' })).materialCode,
    ).toBe('CTN-SMALL');
  });

  it('imports supplies: new codes are created, known codes stocked in', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    await api.ok(materialEndpoints.create, carton(w.id));
    const rows = [
      {
        warehouseCode: w.warehouseKey,
        materialCode: 'CTN-S',
        materialName: 'Small carton',
        unitPrice: 0.9,
        quantity: 50,
        warningRatio: 30,
      },
      {
        warehouseCode: w.warehouseKey,
        materialCode: 'TAPE-48',
        materialName: 'Tape 48mm',
        materialType: '胶带',
        unitPrice: 1.2,
        quantity: 24,
        warningRatio: 25,
      },
    ];
    const result = await runImport(env(), api, materialEndpoints.import, {
      warehouseId: w.id,
      fileName: 'm.xlsx',
      content: await workbookOf('material', 'en', rows),
    });
    expect(result).toMatchObject({ state: 'completed', okRows: 2 });
    const list = await api.ok(materialEndpoints.getPageList, { warehouseId: w.id });
    expect(
      list.items.map((m) => [m.materialCode, m.materialType, m.quantity, m.warningRatio, m.unitPrice]),
    ).toEqual([
      ['CTN-S', 'carton', 150, 30, 0.9],
      ['TAPE-48', 'tape', 24, 25, 1.2],
    ]);
    const bad = await runImport(
      env(),
      api,
      materialEndpoints.import,
      {
        warehouseId: w.id,
        fileName: 'm.xlsx',
        content: await workbookOf('material', 'zh-CN', [{ ...rows[0], warningRatio: 0 }]),
      },
      'zh-CN',
    );
    expect(bad.errors.map((e) => [e.row, e.columnLabel, e.message])).toEqual([
      [2, '预警值（%）', '预警值须为 1 到 100 的整数'],
    ]);
  });
});
