import { locationEndpoints, warehouseEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { apiFor, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('warehouses', (env) => {
  it('creates, lists, edits and configures a warehouse with every field', async () => {
    const api = await apiFor(env());
    const created = await api.ok(
      warehouseEndpoints.create,
      warehouseInput({
        city: 'Ontario',
        province: 'CA',
        shelfSqmAvg: 12.5,
        receiptDay: 10,
        pickListOrderLimit: 30,
      }),
    );
    expect(created).toMatchObject({
      city: 'Ontario',
      shelfSqmAvg: 12.5,
      receiptDay: 10,
      pickListOrderLimit: 30,
      type: 'selfOperated',
      config: { pickingRoute: 'S' },
    });
    await api.ok(locationEndpoints.batchCreate, {
      warehouseId: created.id,
      prefix: 'A',
      startRow: 1,
      endRow: 2,
      startColumn: 1,
      endColumn: 3,
    });
    const [shielded] = (await api.ok(locationEndpoints.getList, { warehouseId: created.id })).slice(0, 1);
    const { id: _id, locationCount: _n, createdTime: _c, updatedTime: _u, ...fields } = created;
    const updated = await api.ok(warehouseEndpoints.update, {
      ...fields,
      id: created.id,
      isDisabled: false,
      config: {
        pickingRoute: 'optimal',
        priorityBy: 'high',
        inventoryAge: 'oldestFirst',
        quantityRule: 'fewFirst',
        priorityLocationIds: [],
        shieldedLocationIds: [shielded!.id],
      },
    });
    expect(updated).toMatchObject({
      locationCount: 6,
      config: { pickingRoute: 'optimal', quantityRule: 'fewFirst', shieldedLocationIds: [shielded!.id] },
    });
    const page = await api.ok(warehouseEndpoints.getPageList, { keyword: created.warehouseKey });
    expect(page.items.map((w) => w.id)).toEqual([created.id]);
    const withConfig = await api.ok(warehouseEndpoints.getListWithConfig, {});
    expect(withConfig.find((w) => w.id === created.id)?.config.pickingRoute).toBe('optimal');
  });

  it('refuses a duplicate code and a capacity warning that is not a positive integer, in both languages', async () => {
    const api = await apiFor(env());
    const input = warehouseInput();
    await api.ok(warehouseEndpoints.create, input);
    const dup = await api.raw(warehouseEndpoints.create, { ...input, name: 'Other' }, 'zh-CN');
    expect(dup.body).toMatchObject({
      success: false,
      code: 'WAREHOUSE_KEY_EXISTS',
      message: `仓库代码 ${input.warehouseKey} 已存在`,
    });
    const en = await api.raw(warehouseEndpoints.create, warehouseInput({ warningQuantity: 1.5 }), 'en');
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('warningQuantity: Must be a positive integer');
    const zh = await api.raw(warehouseEndpoints.create, warehouseInput({ warningQuantity: -3 }), 'zh-CN');
    expect(zh.body.message).toBe('warningQuantity：须为正整数');
  });

  it('respects the plan’s warehouse limit', async () => {
    const api = await apiFor(env());
    for (let i = 0; i < 5; i++) await api.ok(warehouseEndpoints.create, warehouseInput());
    const sixth = await api.raw(warehouseEndpoints.create, warehouseInput(), 'en');
    expect(sixth.body).toMatchObject({
      success: false,
      code: 'PLAN_WAREHOUSE_LIMIT',
      message: 'The plan allows at most 5 warehouses; please upgrade the plan',
    });
  });

  it('refuses a shielded location of another warehouse', async () => {
    const api = await apiFor(env());
    const a = await api.ok(warehouseEndpoints.create, warehouseInput());
    const b = await api.ok(warehouseEndpoints.create, warehouseInput());
    await api.ok(locationEndpoints.create, { warehouseId: b.id, locationName: 'B-01' });
    const [other] = await api.ok(locationEndpoints.getList, { warehouseId: b.id });
    const { id: _i, locationCount: _l, createdTime: _c, updatedTime: _u, config, ...fields } = a;
    const res = await api.raw(warehouseEndpoints.update, {
      ...fields,
      id: a.id,
      config: { ...config, shieldedLocationIds: [other!.id] },
    });
    expect(res.body.code).toBe('LOCATION_WRONG_WAREHOUSE');
  });

  it('offers its enumerations and country configuration in the caller’s language', async () => {
    const api = await apiFor(env());
    expect(await api.ok(warehouseEndpoints.getTerritoryEnum, {}, 'zh-CN')).toEqual([
      { value: 'east', label: '东部' },
      { value: 'central', label: '中部' },
      { value: 'west', label: '西部' },
    ]);
    expect((await api.ok(warehouseEndpoints.getWOpterEnum, {}, 'en')).map((o) => o.label)).toContain(
      'Self-operated',
    );
    expect(await api.ok(warehouseEndpoints.getWOpterEnableEnum, {}, 'en')).toHaveLength(2);
    const [us] = await api.ok(warehouseEndpoints.getCountryBaseConfig, { country: 'US' });
    expect(us).toMatchObject({ nameCn: '美国', cmPerInch: 2.54, lbPerKg: 2.2046226, defaultDivisor: 139 });
  });

  it('removes an empty warehouse and hides it from lists', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    await api.ok(warehouseEndpoints.delete, { id: w.id });
    expect((await api.ok(warehouseEndpoints.getList, {})).map((o) => o.warehouseId)).not.toContain(w.id);
    expect((await api.raw(warehouseEndpoints.getDetail, { id: w.id })).body.code).toBe('RECORD_NOT_FOUND');
  });
});
