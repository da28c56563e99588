import { type Endpoint, locationEndpoints, warehouseEndpoints } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { apiFor, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser, orderWorld, putStock } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { routeCoordinate } from './route-coordinates.ts';

describeEachDb('locations', (env) => {
  it('shows a customer’s user only the locations that hold its customer’s stock', async () => {
    const world = await orderWorld(env());
    await putStock(env(), world, 'SKU-001', 2, 5);
    await putStock(env(), world, 'SKU-002', 7, 5);
    const own = [world.locationIds[2], world.locationIds[7]].sort();
    const token = await loginCustomerUser(env(), world.user.tenantId, world.customerId);
    const call = async (endpoint: Endpoint, input: unknown, as: string) =>
      (await env().call(endpoint, input as never, as)).json().data;
    const page = await call(locationEndpoints.getPageList, { pageSize: 100 }, token);
    expect(page.items.map((l: { id: string }) => l.id).sort()).toEqual(own);
    expect(page.total).toBe(2);
    const options = await call(locationEndpoints.getList, { warehouseId: world.warehouseId }, token);
    expect(options.map((l: { id: string }) => l.id).sort()).toEqual(own);
    const other = await loginCustomerUser(env(), world.user.tenantId, world.customer2Id);
    expect((await call(locationEndpoints.getPageList, { pageSize: 100 }, other)).total).toBe(0);
    const label = await env().call(
      locationEndpoints.printLabelZpl,
      { ids: [world.locationIds[0]!], dpi: 203 },
      other,
    );
    expect(label.json().code).toBe('RECORD_NOT_FOUND');
    const staff = await call(locationEndpoints.getPageList, { pageSize: 100 }, world.token);
    expect(staff.total).toBe(world.locationIds.length);
  });

  it('creates a grid of locations in bulk, all in one go, with route coordinates', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const grid = {
      warehouseId: w.id,
      prefix: 'A',
      startRow: 1,
      endRow: 3,
      startColumn: 1,
      endColumn: 4,
      startHigh: 1,
      endHigh: 2,
    };
    expect(await api.ok(locationEndpoints.batchCreate, grid)).toEqual({ created: 24 });
    const page = await api.ok(locationEndpoints.getPageList, { warehouseId: w.id, pageSize: 50 });
    expect(page.total).toBe(24);
    const a = page.items.find((l) => l.locationName === 'A03-04-02')!;
    expect(a).toMatchObject({
      row: 3,
      column: 4,
      high: 2,
      channelNum: 2,
      direction: 'left',
      locationType: 'shelf',
    });
    expect(routeCoordinate(a)).toEqual({ aisle: 2, position: 4, side: 'left', level: 2 });

    const overlap = await api.raw(
      locationEndpoints.batchCreate,
      { ...grid, startRow: 3, endRow: 4 },
      'zh-CN',
    );
    expect(overlap.body.code).toBe('LOCATION_EXISTS');
    expect(overlap.body.message).toContain('A03-01-01');
    expect((await api.ok(locationEndpoints.getPageList, { warehouseId: w.id })).total).toBe(24);
  });

  it('refuses an inverted range and too large a grid, naming the field', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const inverted = await api.raw(
      locationEndpoints.batchCreate,
      { warehouseId: w.id, prefix: 'B', startRow: 5, endRow: 2, startColumn: 1, endColumn: 1 },
      'zh-CN',
    );
    expect(inverted.body.message).toBe('endRow：结束值不能小于起始值');
    const huge = await api.raw(
      locationEndpoints.batchCreate,
      { warehouseId: w.id, prefix: 'B', startRow: 1, endRow: 200, startColumn: 1, endColumn: 100 },
      'en',
    );
    expect(huge.body.message).toBe('endRow: At most 10000 locations can be created at once');
  });

  it('edits and removes a single location; names stay unique per warehouse', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const loc = await api.ok(locationEndpoints.create, {
      warehouseId: w.id,
      locationName: 'P-01',
      locationType: 'pallet',
      channelNum: 7,
      column: 3,
      direction: 'right',
      pickOrder: 10,
    });
    await api.ok(locationEndpoints.create, { warehouseId: w.id, locationName: 'P-02' });
    const taken = await api.raw(locationEndpoints.update, { ...loc, locationName: 'P-02' });
    expect(taken.body.code).toBe('LOCATION_EXISTS');
    const edited = await api.ok(locationEndpoints.update, { ...loc, locationName: 'P-09', high: 4 });
    expect(edited).toMatchObject({ locationName: 'P-09', high: 4, channelNum: 7, pickOrder: 10 });
    await api.ok(locationEndpoints.delete, { id: loc.id });
    expect(
      (await api.ok(locationEndpoints.getList, { warehouseId: w.id })).map((l) => l.locationName),
    ).toEqual(['P-02']);
  });
});

describe('route coordinates', () => {
  it('derives the aisle and side from the row when the location names neither', () => {
    expect(routeCoordinate({ channelNum: null, row: 1, column: 5, high: 1, direction: null })).toEqual({
      aisle: 1,
      position: 5,
      side: 'left',
      level: 1,
    });
    expect(routeCoordinate({ channelNum: null, row: 4, column: 2, high: null, direction: null })).toEqual({
      aisle: 2,
      position: 2,
      side: 'right',
      level: null,
    });
    expect(routeCoordinate({ channelNum: 9, row: 1, column: null, high: null, direction: 'right' })).toEqual({
      aisle: 9,
      position: null,
      side: 'right',
      level: null,
    });
  });
});
