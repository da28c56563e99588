import { restockEndpoints, stockEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { expectLogsConsistent, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { restockService } from './restock.service.ts';

describeEachDb('restock', (env) => {
  it('counts lines to be shelved and shelves them onto locations through the stock service', async () => {
    const w = await stockWorld(env());
    const line = {
      warehouseId: w.warehouseId,
      customerId: w.customerId,
      productId: w.productIds[0]!,
      quantity: 10,
      sourceNo: 'SH0001',
      sourceModule: 'shipment',
    };
    const a = await w.run((tx) => restockService.request(tx, w.principal, line, new Date()));
    await w.run((tx) =>
      restockService.request(
        tx,
        w.principal,
        { ...line, productId: w.productIds[1]!, quantity: 4 },
        new Date(),
      ),
    );
    expect(a.restockNo).toMatch(/^RS\d{10}$/);
    expect(await w.api.ok(restockEndpoints.getToBeShelfNum, { warehouseId: w.warehouseId })).toEqual({
      num: 2,
    });
    const partly = await w.api.ok(restockEndpoints.shelve, {
      id: a.id,
      locationId: w.locationIds[0]!,
      quantity: 6,
    });
    expect(partly).toMatchObject({ state: 'toBeShelved', shelvedQty: 6 });
    const over = await w.api.raw(
      restockEndpoints.shelve,
      { id: a.id, locationId: w.locationIds[1]!, quantity: 5 },
      'en',
    );
    expect(over.body.message).toBe('At most 4 can still be shelved');
    expect(
      await w.api.ok(restockEndpoints.shelve, { id: a.id, locationId: w.locationIds[1]!, quantity: 4 }),
    ).toMatchObject({ state: 'shelved', shelvedQty: 10 });
    expect(
      (await w.api.raw(restockEndpoints.shelve, { id: a.id, locationId: w.locationIds[1]!, quantity: 1 }))
        .body.code,
    ).toBe('RESTOCK_STATE');
    expect(await w.api.ok(restockEndpoints.getToBeShelfNum, {})).toEqual({ num: 1 });
    const page = await w.api.ok(restockEndpoints.getPageList, { state: 'shelved' });
    expect(page.items.map((r) => [r.restockNo, r.quantity, r.sourceNo])).toEqual([
      [a.restockNo, 10, 'SH0001'],
    ]);
    const stock = await w.api.ok(stockEndpoints.getStockLogPageList, { sourceNo: a.restockNo });
    expect(stock.items.map((l) => [l.eventType, l.change])).toEqual([
      ['receive', 4],
      ['receive', 6],
    ]);
    await expectLogsConsistent(w);
  });
});
