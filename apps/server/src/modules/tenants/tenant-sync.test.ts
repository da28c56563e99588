import {
  customerEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  productEndpoints,
  tenantAccessEndpoints,
  tenantAdminEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { expect, it } from 'vitest';
import { tenantSyncKinds } from '../../registries/tenant-sync-kinds.ts';
import { customerInput, productInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { sampleRecipient } from '../../testing/order-kit.ts';
import { caller, copies, onboard, runOf, settled } from '../../testing/tenant-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { tenantSyncRunService } from './tenant-sync-run.service.ts';

let offset = 0;
const clock = () => new Date(Date.now() + offset);

describeEachDb(
  'tenant-to-tenant sync between tenants created through onboarding',
  (env) => {
    it('pushes 1,000 products and 500 orders, then only what changed; resumes a killed run; refuses the rest', async () => {
      const operator = caller(
        env(),
        (await env().login({ functionPoints: ['develop:tenants:manage'], plan: { isPlatform: true } })).token,
      );
      const a = await onboard(env(), operator);
      const b = await onboard(env(), operator);
      const c = await onboard(env(), operator);
      await operator.ok(tenantAdminEndpoints.saveRelation, {
        tenantId: a.tenant.id,
        partnerTenantId: b.tenant.id,
        kind: 'cooperate',
        dataKinds: ['product', 'order'],
        customerIds: [],
      });
      expect(await a.admin.ok(tenantAccessEndpoints.isCooperate, {})).toBe(true);
      expect(await b.admin.ok(tenantAccessEndpoints.isCooperate, {})).toBe(true);
      expect(await c.admin.ok(tenantAccessEndpoints.isCooperate, {})).toBe(false);
      expect(await a.admin.ok(tenantAccessEndpoints.isAgent, {})).toBe(false);
      const access = await b.admin.ok(tenantAccessEndpoints.isTenantAccessSync, {});
      expect(access).toMatchObject({
        allowed: true,
        partners: [{ tenantId: a.tenant.id, name: a.tenant.name, flow: 'in', kind: 'cooperate' }],
      });
      expect(await c.admin.ok(tenantAccessEndpoints.isTenantAccessSync, {})).toEqual({
        allowed: false,
        partners: [],
      });

      // A's own data: a warehouse, a customer, 1,000 products and 500 orders
      const warehouse = await a.admin.ok(warehouseEndpoints.create, warehouseInput());
      const customer = await a.admin.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [warehouse.id] }),
      );
      // B's own warehouse and customer of the same codes: where A's records land in B
      const bWarehouse = await b.admin.ok(
        warehouseEndpoints.create,
        warehouseInput({ warehouseKey: warehouse.warehouseKey }),
      );
      const bCustomer = await b.admin.ok(
        customerEndpoints.createChannel,
        customerInput({ customerCode: customer.customerCode, warehouseIds: [bWarehouse.id] }),
      );
      const productNo = (i: number) => `SYNC-${String(i).padStart(5, '0')}`;
      const ids: string[] = [];
      for (const start of [0, 500]) {
        const batch = Array.from({ length: 500 }, (_, i) =>
          productInput(customer.id, { productNo: productNo(start + i) }),
        );
        ids.push(...(await a.admin.ok(productEndpoints.verifyAndCreate, { products: batch })).ids);
      }
      for (let i = 0; i < 500; i++)
        await a.admin.ok(orderEditEndpoints.createOrder, {
          customerId: customer.id,
          warehouseId: warehouse.id,
          recipient: sampleRecipient(),
          items: [{ sku: productNo(i), saleNum: 1 + (i % 3) }],
        });

      await settled(env());
      const first = await a.admin.ok(tenantAccessEndpoints.productDataPush, { partnerTenantId: b.tenant.id });
      expect(first).toMatchObject({ direction: 'push', dataKind: 'product', state: 'queued' });
      expect(await runOf(env(), a.admin, first.id)).toMatchObject({
        state: 'completed',
        total: 1000,
        created: 1000,
        updated: 0,
        skipped: 0,
        failed: 0,
      });
      expect(await copies(env(), b.tenant.id, 'product')).toBe(1000);
      // B works them as its own products, of its own customer
      const bProducts = await b.admin.ok(productEndpoints.getListByPage, {
        pageIndex: 1,
        pageSize: 10,
        customerId: bCustomer.id,
      } as never);
      expect(bProducts.total).toBe(1000);
      expect(bProducts.items[0]!.customerId).toBe(bCustomer.id);
      expect(bProducts.items.map((p) => p.id)).not.toContain(ids[0]);

      // within the cool-down: code 99 with the spec's message, in both languages
      const again = await a.admin.raw(tenantAccessEndpoints.productDataPush, {
        partnerTenantId: b.tenant.id,
      });
      expect(again).toMatchObject({
        success: false,
        code: '99',
        message: 'Frequent operation, please try again later',
      });
      const zh = await a.admin.raw(
        tenantAccessEndpoints.productDataPush,
        { partnerTenantId: b.tenant.id },
        'zh-CN',
      );
      expect(zh.message).toBe('操作频繁，请稍后再试');

      for (const id of ids.slice(100, 110)) {
        const product = await a.admin.ok(productEndpoints.get, { id });
        await a.admin.ok(productEndpoints.edit, {
          ...productInput(customer.id),
          ...product,
          id,
          nameEn: 'Renamed-cup',
        });
      }
      offset += 4 * 60_000;
      await settled(env());
      const second = await a.admin.ok(tenantAccessEndpoints.productDataPush, {
        partnerTenantId: b.tenant.id,
      });
      expect(await runOf(env(), a.admin, second.id)).toMatchObject({
        state: 'completed',
        total: 10,
        created: 0,
        updated: 10,
        skipped: 0,
      });
      expect(await copies(env(), b.tenant.id, 'product')).toBe(1000);
      const renamed = await b.admin.ok(productEndpoints.getListByPage, {
        pageIndex: 1,
        pageSize: 50,
        customerId: bCustomer.id,
        keyword: productNo(105),
      } as never);
      expect(renamed.items.find((p) => p.productNo === productNo(105))?.nameEn).toBe('Renamed-cup');

      // orders: the worker dies after the first batch; the task is worked again and ends at exact totals
      await settled(env());
      const orders = await a.admin.ok(tenantAccessEndpoints.orderDataPush, { partnerTenantId: b.tenant.id });
      const killed = await tenantSyncRunService.run(
        env().database.db,
        tenantSyncKinds,
        { tenantId: a.tenant.id, runId: orders.id },
        { clock, maxBatches: 1 },
      );
      expect(killed).toMatchObject({ state: 'running', created: 250 });
      expect(await copies(env(), b.tenant.id, 'order')).toBe(250);
      expect(await runOf(env(), a.admin, orders.id)).toMatchObject({
        state: 'completed',
        total: 500,
        created: 500,
        updated: 0,
        skipped: 0,
        failed: 0,
      });
      expect(await copies(env(), b.tenant.id, 'order')).toBe(500);
      // B's own pending orders, numbered by B, for its customer and warehouse
      const bOrders = await b.admin.ok(orderListEndpoints.getPageList, {
        pageIndex: 1,
        pageSize: 10,
      } as never);
      expect(bOrders.total).toBe(500);
      expect(bOrders.items[0]).toMatchObject({
        customerId: bCustomer.id,
        warehouseId: bWarehouse.id,
        status: 'pending',
      });

      // B pulls what A shares: nothing changed, nothing moves
      await settled(env());
      const pull = await b.admin.ok(tenantAccessEndpoints.orderDataSync, { partnerTenantId: a.tenant.id });
      expect(await runOf(env(), b.admin, pull.id)).toMatchObject({
        state: 'completed',
        total: 0,
        direction: 'sync',
      });

      // not shared, unrelated or unknown: one refusal, naming nothing
      const notShared = await a.admin.raw(tenantAccessEndpoints.pushFFInventory, {
        partnerTenantId: b.tenant.id,
      });
      expect(notShared.code).toBe('TENANT_NOT_RELATED');
      for (const partnerTenantId of [a.tenant.id, b.tenant.id, '0190a000-0000-7000-8000-000000000000']) {
        const refused = await c.admin.raw(tenantAccessEndpoints.productDataSync, { partnerTenantId });
        expect(refused).toMatchObject({
          success: false,
          code: 'TENANT_NOT_RELATED',
          message: 'No data-sharing relationship allows this with that tenant',
        });
      }
      const reverse = await b.admin.raw(tenantAccessEndpoints.productDataPush, {
        partnerTenantId: a.tenant.id,
      });
      expect(reverse.code).toBe('TENANT_NOT_RELATED');
      expect(await copies(env(), c.tenant.id, 'product')).toBe(0);
      expect(await copies(env(), a.tenant.id, 'product')).toBe(0);
      const cRuns = await c.admin.ok(tenantAccessEndpoints.getDataSyncPushList, {
        pageIndex: 1,
        pageSize: 10,
      });
      expect(cRuns.total).toBe(0);
    }, 300_000);
  },
  { clock },
);
