import {
  authEndpoints,
  customerEndpoints,
  type Endpoint,
  messageEndpoints,
  tenantEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { describe, expect, it } from 'vitest';
import { assertPlanAllows } from '../../platform/plan-gate.ts';
import { withTenant } from '../../platform/tenancy.ts';
import {
  ALL_FUNCTION_POINTS,
  apiFor,
  customerInput,
  warehouseInput,
} from '../../testing/masterdata-fixtures.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';
import { planLimitsService } from './plan-limits.service.ts';

const purchase = {
  edition: 'professional',
  years: 2,
  orderQuota: 500,
  warehouseLimit: 3,
  customerLimit: 20,
  isPDA: true,
};

describe('version gate', () => {
  const plan = (edition: string) => ({ edition, isPDA: true, isPlatform: false });
  it('refuses value-added resources to the standard edition only', () => {
    expect(() => assertPlanAllows(plan('standard'), 'customers.portrait')).toThrow('VERSION_DENIED');
    expect(() => assertPlanAllows(plan('professional'), 'customers.portrait')).not.toThrow();
    expect(() => assertPlanAllows(plan('standard'), 'orders.drop-shipping')).not.toThrow();
  });
  it('keeps the shared resources and purchase review to the platform', () => {
    expect(() => assertPlanAllows(plan('platinum'), 'develop:resource:manage')).toThrow('PLATFORM_ONLY');
    expect(() =>
      assertPlanAllows({ ...plan('standard'), isPlatform: true }, 'develop:resource:manage'),
    ).not.toThrow();
  });
});

describeEachDb('plans and subscription purchases', (env) => {
  const call = (endpoint: Endpoint, input: unknown, user: TestUser, locale = 'en') =>
    env().call(endpoint, input as never, user.token, locale);

  it('answers the tenant’s plan and leaves value-added menus out of the standard edition', async () => {
    const points = ['customers.portrait', 'orders.drop-shipping'];
    const standard = await env().login({
      functionPoints: points,
      plan: { edition: 'standard', isPDA: false },
    });
    const platinum = await env().login({ functionPoints: points });
    expect((await call(tenantEndpoints.getTenantInfo, {}, standard)).json().data).toMatchObject({
      edition: 'standard',
      valueAdded: false,
      isPDA: false,
      orderLimit: 1000,
    });
    const menus = async (u: TestUser) =>
      (await call(authEndpoints.getUserInfo, {}, u))
        .json()
        .data.menus.map((m: { code: string }) => m.code)
        .sort();
    expect(await menus(standard)).toEqual(
      [
        'menu.orders',
        'orders.drop-shipping',
        'shell.dashboard',
        'shell.download-center',
        'shell.help-center',
        'shell.information-center',
        'shell.personal-center',
        'shell.system-update',
        'shell.system-update-detail',
      ].sort(),
    );
    expect(await menus(platinum)).toEqual(expect.arrayContaining(['menu.customers', 'customers.portrait']));
  });

  it('checks a purchase: whole years above zero, monthly quota in hundreds from 100', async () => {
    const buyer = await env().login({ functionPoints: ['system:tenant:purchase'] });
    const message = async (input: object, locale = 'en') =>
      (await call(tenantEndpoints.createPurchase, { ...purchase, ...input }, buyer, locale)).json().message;
    expect(await message({ years: 0 })).toBe('years: must be at least 1');
    expect(await message({ years: 1.5 })).toBe('years: must be an integer');
    expect(await message({ orderQuota: 150 })).toBe('orderQuota: must be a multiple of 100');
    expect(await message({ orderQuota: 150 }, 'zh-CN')).toBe('orderQuota：须为 100 的倍数');
    expect(await message({ orderQuota: 0 })).toBe('orderQuota: must be at least 100');
    const ok = (await call(tenantEndpoints.createPurchase, purchase, buyer)).json();
    expect(ok).toMatchObject({
      success: true,
      message: 'The purchase request has been submitted for review',
      data: { state: 'inReview' },
    });
  });

  it('lets only the platform review; approval applies the plan and tells the buyer', async () => {
    const buyer = await env().login({
      functionPoints: ['system:tenant:purchase'],
      plan: { edition: 'standard' },
    });
    const { id } = (await call(tenantEndpoints.createPurchase, purchase, buyer)).json().data;
    const impostor = await env().login({ functionPoints: ['develop:tenant:review'] });
    expect((await call(tenantEndpoints.reviewPurchase, { id, approve: true }, impostor)).json().code).toBe(
      'PLATFORM_ONLY',
    );
    expect((await call(tenantEndpoints.getPurchaseList, {}, impostor)).json().data.total).toBe(0);
    const platform = await env().login({
      functionPoints: ['develop:tenant:review'],
      plan: { isPlatform: true },
    });
    const listed = (await call(tenantEndpoints.getPurchaseList, { state: 'inReview' }, platform)).json().data;
    expect(listed.items.map((p: { id: string }) => p.id)).toContain(id);
    const reviewed = (
      await call(tenantEndpoints.reviewPurchase, { id, approve: true, remark: 'paid' }, platform)
    ).json();
    expect(reviewed).toMatchObject({ success: true, data: { state: 'purchased' } });
    expect((await call(tenantEndpoints.reviewPurchase, { id, approve: false }, platform)).json().code).toBe(
      'ALREADY_REVIEWED',
    );
    const info = (await call(tenantEndpoints.getTenantInfo, {}, buyer)).json().data;
    expect(info).toMatchObject({
      edition: 'professional',
      orderLimit: 500,
      warehouseLimit: 3,
      valueAdded: true,
    });
    expect(new Date(info.planExpiresAt).getTime()).toBeGreaterThan(Date.now() + 700 * 86_400_000);
    const note = (await call(messageEndpoints.getList, {}, buyer, 'zh-CN')).json().data.items[0];
    expect(note).toMatchObject({ type: 'purchase', title: '套餐购买已通过' });
    expect(note.content).toContain('专业版');
  });

  it('checks warehouse and customer limits for the master-data module', async () => {
    const user = await env().login({ plan: { warehouseLimit: 2 } });
    const principal = { tenantId: user.tenantId };
    const check = (current: number) =>
      withTenant(env().database.db, user.tenantId, (tx) =>
        planLimitsService.assertPlanLimit(tx, principal, 'warehouse', async () => current),
      );
    await expect(check(1)).resolves.toBeUndefined();
    await expect(check(2)).rejects.toMatchObject({ code: 'PLAN_WAREHOUSE_LIMIT', params: { limit: 2 } });
  });

  it("answers this month's use against the limits, and the platform's own purchases on its subscription page", async () => {
    const admin = await env().login({ functionPoints: ALL_FUNCTION_POINTS });
    const api = await apiFor(env());
    const before = (await call(tenantEndpoints.getPlanUsage, {}, api.user)).json().data;
    expect(before).toMatchObject({ ordersThisMonth: 0, warehouses: 0, customers: 0, orderLimit: 1000 });
    await api.ok(warehouseEndpoints.create, warehouseInput());
    await api.ok(customerEndpoints.createChannel, customerInput());
    const after = (await call(tenantEndpoints.getPlanUsage, {}, api.user)).json().data;
    expect(after).toMatchObject({ warehouses: 1, customers: 1, month: new Date().toISOString().slice(0, 7) });

    const platform = await env().login({
      functionPoints: ['develop:tenant:review', 'system:tenant:purchase'],
      plan: { isPlatform: true },
    });
    await call(tenantEndpoints.createPurchase, purchase, admin);
    const mine = (await call(tenantEndpoints.createPurchase, purchase, platform)).json().data;
    const own = (await call(tenantEndpoints.getPurchaseList, { tenantScope: 'own' }, platform)).json().data;
    expect(own.items.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    const all = (await call(tenantEndpoints.getPurchaseList, {}, platform)).json().data;
    expect(all.total).toBeGreaterThan(1);
  });

  it('never sends a stored secret', () => assertNoSecrets(env()));
});
