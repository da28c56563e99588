import {
  authEndpoints,
  type Endpoint,
  endpointRegistry,
  functionPointOf,
  resourceCatalogue,
  resourceEndpoints,
} from '@wms/api';
import { describe, expect, it } from 'vitest';
import { resources } from '../../db/schema/index.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';
import { syncResources } from './resource-sync.ts';

/** Every route path the product's requirements name. */
const SPEC_ROUTES = [
  '/dashboard/index',
  '/presonal/center',
  '/download/center',
  '/help/center',
  '/system/update',
  '/system/updateDetail',
  '/product/formal/import',
  '/order/drop-shipping/import',
  '/shipment/list/add',
  '/shipment/list/edit',
  '/shipment/list/detail',
  '/shipment/list/verify',
  '/shipment/list/manage',
  '/order/freight-trucking/add',
  '/order/freight-trucking/trucking-edit',
  '/order/freight-trucking/freight-edit',
  '/order/freight-trucking/freight-audit',
  '/order/freight-trucking/trucking-audit',
  '/order/transport/add',
  '/order/transport/forecast-audit',
  '/customer/user/portrait',
  '/customer/scoring/criteria',
  '/customer/config/index',
  '/customer/config/quote-config',
  '/customer/config/shipping-config',
  '/customer/config/peak-season-config',
  '/system/account/config',
  '/finance/bill/detail',
  '/system/warehouse/warehouse-config',
  '/notificy-center/notificy-add',
  '/notificy-center/notificy-edit',
  '/warehouse/relist/index',
  '/picking/pick-list/single-product',
  '/picking/pick-list/multi-product',
  '/delivery/pending/index',
  '/customer/config/contract-quote-config/:contractId/:customerId/:customerName',
  '/customer/config/contract-detail/:contractId/:customerId/:customerName',
  '/customer/config/logistics-quotation/:customerId/:customerName/:contractId/:quotedpriceId',
];
/** Kept alive in tabs. */
const CACHED = [
  '/help/center',
  '/shipment/list/add',
  '/shipment/list/edit',
  '/order/freight-trucking/add',
  '/order/freight-trucking/trucking-edit',
  '/order/freight-trucking/freight-edit',
  '/order/transport/add',
  '/system/warehouse/warehouse-config',
];
/** Open to every logged-in user. */
const OPEN = ['/dashboard/index', '/presonal/center', '/download/center', '/help/center', '/system/update'];

describe('resource catalogue', () => {
  const pages = resourceCatalogue.filter((e) => e.resourceType === 2);
  const byPath = new Map(pages.map((e) => [e.path, e]));

  it('has a page for every route the spec names, with its tab and permission flags', () => {
    expect(SPEC_ROUTES.filter((path) => !byPath.has(path))).toEqual([]);
    expect(
      pages
        .filter((e) => e.viewCache)
        .map((e) => e.path)
        .sort(),
    ).toEqual([...CACHED].sort());
    for (const path of OPEN) expect(byPath.get(path)?.isValidation, path).toBe(false);
  });

  it('gives every entry zh and en titles, an icon, a module, and pages a unique viewPath', () => {
    for (const e of resourceCatalogue) {
      expect([e.title, e.title_En, e.icon, e.moduleId].every(Boolean), e.code).toBe(true);
      expect(e.title, e.code).not.toBe(e.title_En);
    }
    const viewPaths = pages.filter((e) => e.linkType === 1).map((e) => e.viewPath);
    expect(new Set(viewPaths).size).toBe(viewPaths.length);
    expect(byPath.get('/order/drop-shipping/index')?.viewPath).toBe('orders/drop-shipping');
  });
});

describeEachDb('resources', (env) => {
  const call = (endpoint: Endpoint, input: unknown, user: TestUser) =>
    env().call(endpoint, input as never, user.token);
  let platform: TestUser;

  it('holds every function point of the registry with its APIs, and syncing again adds nothing', async () => {
    const rows = await env().database.db.select().from(resources);
    const codes = new Set(rows.map((r) => r.code));
    const points = endpointRegistry.map(functionPointOf).filter((p): p is string => Boolean(p));
    expect(points.filter((p) => !codes.has(p))).toEqual([]);
    const apis = endpointRegistry.filter((e) => functionPointOf(e)).map((e) => `${e.method} ${e.path}`);
    expect(apis.filter((code) => !codes.has(code))).toEqual([]);
    expect(resourceCatalogue.filter((e) => !codes.has(e.code)).map((e) => e.code)).toEqual([]);
    expect(await syncResources(env().database.db)).toBe(0);
    // An API reads in Chinese as its function point does, its call named to tell it from its siblings.
    const store = rows.find((r) => r.code === 'DELETE /api/v1/CRM/CustomerStore/Delete')!;
    const point = rows.find((r) => r.id === store.parentId)!;
    expect(store.title).toBe(`${point.title}（CustomerStore/Delete）`);
    expect(point.title).toMatch(/[\u4e00-\u9fff]/);
    expect(store.titleEn).toBe('Remove a store');
    const untranslated = rows.filter((r) => r.resourceType >= 3 && !/[\u4e00-\u9fff]/.test(r.title));
    expect(untranslated.map((r) => r.code)).toEqual([]);
  });

  it('lists the tree for the platform, and creates, updates and removes records', async () => {
    platform = await env().login({ functionPoints: ['develop:resource:manage'], plan: { isPlatform: true } });
    const tree = (await call(resourceEndpoints.getTree, { resourceType: 3 }, platform)).json().data.items;
    expect(tree.find((r: { code: string }) => r.code === 'system:user:create')).toMatchObject({
      title: '账号管理：新增',
    });
    const parent = tree[0].parentId;
    const body = {
      parentId: parent,
      title: '外部帮助',
      title_En: 'External help',
      code: 'shell.external-help',
      resourceType: 2,
      linkType: 2,
      openMode: 1,
      viewPath: 'https://example.com/help',
    };
    const created = (await call(resourceEndpoints.create, body, platform)).json();
    expect(created).toMatchObject({
      success: true,
      message: 'Created successfully',
      data: { code: 'shell.external-help', resourceVersion: 1 },
    });
    expect((await call(resourceEndpoints.create, body, platform)).json().code).toBe('RESOURCE_CODE_EXISTS');
    const child = (
      await call(
        resourceEndpoints.create,
        { ...body, code: 'shell.external-help-child', parentId: created.data.id },
        platform,
      )
    ).json().data;
    const cycle = await call(
      resourceEndpoints.update,
      { ...body, id: created.data.id, parentId: child.id },
      platform,
    );
    expect(cycle.json().success).toBe(false);
    const renamed = (
      await call(resourceEndpoints.update, { ...body, id: created.data.id, title: '帮助' }, platform)
    ).json();
    expect(renamed.data).toMatchObject({ title: '帮助', updatedByName: expect.any(String) });
    expect((await call(resourceEndpoints.remove, { id: created.data.id }, platform)).json().code).toBe(
      'RESOURCE_HAS_CHILDREN',
    );
    expect((await call(resourceEndpoints.remove, { id: child.id }, platform)).json().success).toBe(true);
    expect((await call(resourceEndpoints.remove, { id: created.data.id }, platform)).json().success).toBe(
      true,
    );
  });

  it('keeps other tenants’ administrators out of the shared records', async () => {
    const tenantAdmin = await env().login({ isAdmin: true });
    const body = { title: '试', title_En: 'Try', code: 'shell.try', resourceType: 2 };
    expect((await call(resourceEndpoints.create, body, tenantAdmin)).json().code).toBe('PLATFORM_ONLY');
    const menus = (await env().call(authEndpoints.getUserInfo, {}, tenantAdmin.token)).json().data.menus;
    expect(menus.map((m: { code: string }) => m.code)).not.toContain('develop.resource');
  });

  it('never sends a stored secret', () => assertNoSecrets(env()));
});
