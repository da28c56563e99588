import {
  customerEndpoints,
  locationEndpoints,
  productEndpoints,
  tenantAccessEndpoints,
  tenantAdminEndpoints,
  transferEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers, locations, stockLogs, stocks, warehouses } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { customerInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { keyFor, stockWorld } from '../../testing/stock-fixtures.ts';
import { caller, copies, onboard, runOf, settled } from '../../testing/tenant-kit.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';
import { transferInput, uploadBol } from '../../testing/transfer-kit.ts';
import { stockService } from '../inventory/stock.service.ts';

let offset = 0;
const clock = () => new Date(Date.now() + offset);
/** Past the cool-down, so the same kind may run again. */
const later = () => {
  offset += 4 * 60_000;
};

/** B's stock lines with the location names, and the log rows the sync wrote. */
async function stockOf(env: TestEnv, tenantId: string) {
  return withTenant(env.database.db, tenantId, async (tx) => ({
    lines: await tx
      .select({
        quantity: stocks.quantity,
        locationName: locations.locationName,
        customerId: stocks.customerId,
      })
      .from(stocks)
      .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
      .where(eq(stocks.tenantId, tenantId)),
    logs: await tx
      .select({ sourceModule: stockLogs.sourceModule, after: stockLogs.after })
      .from(stockLogs)
      .where(and(eq(stockLogs.tenantId, tenantId), eq(stockLogs.sourceModule, 'tenantSync'))),
  }));
}

describeEachDb(
  "received data merges into the receiver's own products, stock and transfer copies",
  (env) => {
    it('refuses records without a matching customer, merges them once it exists; FF inventory and transfer orders', async () => {
      const operator = caller(
        env(),
        (await env().login({ functionPoints: ['develop:tenants:manage'], plan: { isPlatform: true } })).token,
      );
      // A: a warehouse with six locations, a customer, two products, 7 units of the first on the first location
      const w = await stockWorld(env(), 2);
      const a = caller(env(), w.api.user.token);
      await w.run((tx) =>
        stockService.setCounts(tx, w.principal, [{ ...keyFor(w, 0, 0), quantity: 7 }], clock()),
      );
      const [codes] = await w.run((tx) =>
        tx
          .select({ warehouseKey: warehouses.warehouseKey, customerCode: customers.customerCode })
          .from(warehouses)
          .innerJoin(customers, eq(customers.tenantId, warehouses.tenantId))
          .where(and(eq(warehouses.id, w.warehouseId), eq(customers.id, w.customerId))),
      );
      const b = await onboard(env(), operator);
      await operator.ok(tenantAdminEndpoints.saveRelation, {
        tenantId: w.api.user.tenantId,
        partnerTenantId: b.tenant.id,
        kind: 'agent',
        dataKinds: ['product', 'inventory', 'transShip', 'transport'],
        customerIds: [],
      });
      expect(await b.admin.ok(tenantAccessEndpoints.isAgent, {})).toBe(true);

      // B pulls the products before it has that customer: refused, named, nothing written
      await settled(env());
      const first = await b.admin.ok(tenantAccessEndpoints.productDataSync, {
        partnerTenantId: w.api.user.tenantId,
      });
      const refused = await runOf(env(), b.admin, first.id);
      expect(refused).toMatchObject({ state: 'completed', total: 2, created: 0, failed: 2 });
      expect(refused.failures[0]).toMatchObject({
        reason: 'SYNC_NO_CUSTOMER',
        params: { code: codes!.customerCode },
      });
      expect(await copies(env(), b.tenant.id, 'product')).toBe(0);

      // B's warehouse (same code, same location names) and customer (same code): the next pull merges both
      const bWarehouse = await b.admin.ok(
        warehouseEndpoints.create,
        warehouseInput({ warehouseKey: codes!.warehouseKey }),
      );
      await b.admin.ok(locationEndpoints.batchCreate, {
        warehouseId: bWarehouse.id,
        prefix: 'A',
        startRow: 1,
        endRow: 2,
        startColumn: 1,
        endColumn: 3,
      });
      const bCustomer = await b.admin.ok(
        customerEndpoints.createChannel,
        customerInput({ customerCode: codes!.customerCode, warehouseIds: [bWarehouse.id] }),
      );
      later();
      await settled(env());
      const second = await b.admin.ok(tenantAccessEndpoints.productDataSync, {
        partnerTenantId: w.api.user.tenantId,
      });
      expect(await runOf(env(), b.admin, second.id)).toMatchObject({ total: 2, created: 2, failed: 0 });
      const own = await b.admin.ok(productEndpoints.getListByPage, {
        pageIndex: 1,
        pageSize: 10,
        customerId: bCustomer.id,
      } as never);
      expect(own.total).toBe(2);

      // A pushes its FF inventory: B's count on the same location, through B's stock log
      await settled(env());
      const push = await a.ok(tenantAccessEndpoints.pushFFInventory, { partnerTenantId: b.tenant.id });
      expect(await runOf(env(), a, push.id)).toMatchObject({ state: 'completed', created: 1, failed: 0 });
      const [locationName] = await w.run((tx) =>
        tx
          .select({ name: locations.locationName })
          .from(locations)
          .where(eq(locations.id, w.locationIds[0]!)),
      );
      let bStock = await stockOf(env(), b.tenant.id);
      expect(bStock.lines).toEqual([
        { quantity: 7, locationName: locationName!.name, customerId: bCustomer.id },
      ]);
      expect(bStock.logs).toEqual([{ sourceModule: 'tenantSync', after: 7 }]);
      await w.run((tx) =>
        stockService.setCounts(tx, w.principal, [{ ...keyFor(w, 0, 0), quantity: 9 }], clock()),
      );
      later();
      await settled(env());
      const again = await a.ok(tenantAccessEndpoints.pushFFInventory, { partnerTenantId: b.tenant.id });
      expect(await runOf(env(), a, again.id)).toMatchObject({ total: 1, created: 0, updated: 1 });
      bStock = await stockOf(env(), b.tenant.id);
      expect(bStock.lines.map((l) => l.quantity)).toEqual([9]);

      // transfer orders: a freight order goes with TransShip, none with Transport
      const bol = await uploadBol(w);
      const day = (days: number) =>
        new Date(clock().getTime() + days * 86_400_000).toISOString().slice(0, 10);
      const transfer = await a.ok(
        transferEndpoints.createTransShip,
        transferInput(w, bol.id, { etd: day(3), eta: day(8) }),
      );
      await settled(env());
      const ship = await a.ok(tenantAccessEndpoints.transShipDataPush, { partnerTenantId: b.tenant.id });
      expect(await runOf(env(), a, ship.id)).toMatchObject({ dataKind: 'transShip', total: 1, created: 1 });
      await settled(env());
      const transport = await a.ok(tenantAccessEndpoints.transportDataPush, { partnerTenantId: b.tenant.id });
      expect(await runOf(env(), a, transport.id)).toMatchObject({ dataKind: 'transport', total: 0 });
      expect(await copies(env(), b.tenant.id, 'transShip')).toBe(1);
      expect(transfer.id).toBeTruthy();
    }, 300_000);
  },
  { clock },
);
