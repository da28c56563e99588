import {
  customerEndpoints,
  empowerStates,
  locationEndpoints,
  loginLogEndpoints,
  roleEndpoints,
  userEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { expect, it } from 'vitest';
import { allGrantableCodes } from '../../platform/function-points.ts';
import { openSession } from '../../platform/sessions.ts';
import { accountName } from '../../testing/identity-fixtures.ts';
import { loginThroughCaptcha, tokenThroughCaptcha } from '../../testing/login-flow.ts';
import {
  ALL_FUNCTION_POINTS,
  type Api,
  apiFor,
  customerInput,
  warehouseInput,
} from '../../testing/masterdata-fixtures.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const ROLE_POINTS = ['system:role:create', 'system:role:update', 'system:role:delete', 'system:role:empower'];
const noCondition = { warehouseIds: [], customerIds: [] };

describeEachDb('roles, role-empower and data conditions', (env) => {
  /** An administrator with two warehouses, each with locations and a customer. */
  async function world() {
    const admin = await apiFor(env(), [...allGrantableCodes]);
    const w1 = await admin.ok(warehouseEndpoints.create, warehouseInput());
    const w2 = await admin.ok(warehouseEndpoints.create, warehouseInput());
    for (const w of [w1, w2])
      await admin.ok(locationEndpoints.batchCreate, {
        warehouseId: w.id,
        prefix: 'A',
        startRow: 1,
        endRow: 1,
        startColumn: 1,
        endColumn: 2,
      });
    const c1 = await admin.ok(customerEndpoints.createChannel, customerInput({ warehouseIds: [w1.id] }));
    const c2 = await admin.ok(customerEndpoints.createChannel, customerInput({ warehouseIds: [w2.id] }));
    return { admin, w1, w2, c1, c2 };
  }

  /** A new account of the role, logged in. */
  async function userWithRole(admin: Api, roleId: string) {
    const account = accountName('cond');
    const created = await admin.ok(userEndpoints.createNew, {
      account,
      displayName: 'Conditioned',
      kind: 'staff',
      roleId,
      password: 'Start1234',
      confirmPassword: 'Start1234',
      needChangePwd: false,
    });
    const session = await openSession(
      env().database.db,
      { id: created.id, tenantId: admin.user.tenantId },
      new Date(),
    );
    return { token: session.token, userId: created.id };
  }

  it('a role’s data condition filters the lists of its holders, effective on their next request', async () => {
    const { admin, w1, w2, c1, c2 } = await world();
    const role = await admin.ok(roleEndpoints.create, {
      code: 'onlyw1',
      name: '仅一号仓',
      nameEn: 'Warehouse 1 only',
      dataCondition: { warehouseIds: [w1.id], customerIds: [c1.id] },
      functionPoints: ['warehouses.list', 'warehouses.location', 'customers.list'],
    });
    expect(role.dataCondition.warehouseIds).toEqual([w1.id]);
    const user = await userWithRole(admin, role.id);
    const call = async <T>(endpoint: unknown, input: unknown) =>
      (await env().call(endpoint as never, input as never, user.token)).json().data as T;
    const warehouses = await call<{ items: { id: string }[] }>(warehouseEndpoints.getPageList, {
      pageSize: 100,
    });
    expect(warehouses.items.map((w) => w.id)).toEqual([w1.id]);
    const options = await call<{ warehouseId: string }[]>(warehouseEndpoints.getList, {});
    expect(options.map((w) => w.warehouseId)).toEqual([w1.id]);
    // Another warehouse's locations: refused as if it did not exist.
    const other = await env().call(locationEndpoints.getList, { warehouseId: w2.id }, user.token);
    expect(other.json().code).not.toBe('0');
    expect((await call<unknown[]>(locationEndpoints.getList, { warehouseId: w1.id })).length).toBe(2);
    const customers = await call<{ items: { id: string }[] }>(customerEndpoints.getChannelList, {
      pageSize: 100,
    });
    expect(customers.items.map((c) => c.id)).toEqual([c1.id]);

    // The same session sees the new condition on its next request.
    await admin.ok(roleEndpoints.update, {
      id: role.id,
      name: '仅二号仓',
      nameEn: 'Warehouse 2 only',
      dataCondition: { warehouseIds: [w2.id], customerIds: [c2.id] },
    });
    const after = await call<{ items: { id: string }[] }>(warehouseEndpoints.getPageList, { pageSize: 100 });
    expect(after.items.map((w) => w.id)).toEqual([w2.id]);
    const afterCustomers = await call<{ items: { id: string }[] }>(customerEndpoints.getChannelList, {});
    expect(afterCustomers.items.map((c) => c.id)).toEqual([c2.id]);

    // A warehouse-permission role with a condition keeps the intersection of the two.
    await admin.ok(roleEndpoints.update, {
      id: role.id,
      name: '交集',
      nameEn: 'Both',
      dataPermission: 'warehouse',
      dataCondition: { warehouseIds: [w2.id], customerIds: [] },
    });
    const none = await call<{ items: { id: string }[] }>(warehouseEndpoints.getPageList, {});
    expect(none.items).toEqual([]);
    await assertNoSecrets(env());
  });

  it('role-empower: the tree, half-ticked parents, saving, and menus following on the next request', async () => {
    const { admin } = await world();
    const role = await admin.ok(roleEndpoints.create, {
      code: 'empower1',
      name: '授权',
      nameEn: 'Empower',
      functionPoints: ['warehouses.list'],
    });
    const tree = await admin.ok(roleEndpoints.getEmpowerTree, { id: role.id });
    expect(tree.nodes.some((n) => n.code === 'menu.warehouses' && n.resourceType === 1)).toBe(true);
    const states = empowerStates(tree.nodes, new Set(tree.checked));
    expect(states.get('warehouses.list')).toBe('checked');
    expect(states.get('menu.warehouses')).toBe('half');
    expect(states.get('menu.orders')).toBe('none');
    const user = await userWithRole(admin, role.id);
    const menus = async () =>
      (await env().call(userEndpoints.getPDAMenuList, { all: false }, user.token)).statusCode;
    expect(await menus()).toBe(200);
    const saved = await admin.ok(roleEndpoints.setEmpower, {
      id: role.id,
      codes: ['warehouses.list', 'warehouses.location', 'base:location:create'],
    });
    expect(saved.checked.sort()).toEqual(['base:location:create', 'warehouses.list', 'warehouses.location']);
    const refused = await env().call(warehouseEndpoints.create, warehouseInput() as never, user.token);
    expect(refused.statusCode).toBe(403);
    const unknown = await admin.raw(roleEndpoints.setEmpower, { id: role.id, codes: ['no.such.page'] });
    expect(unknown.body.code).toBe('UNKNOWN_RESOURCE_CODE');
    const modules = await admin.ok(roleEndpoints.getModules, {});
    expect(modules.find((m) => m.moduleId === 'warehouse')?.pageCount).toBeGreaterThan(0);
  });

  it('refuses escalation: nobody grants points, warehouses or customers they do not hold', async () => {
    const { admin, w1, w2 } = await world();
    const limitedRole = await admin.ok(roleEndpoints.create, {
      code: 'limited',
      name: '受限管理员',
      nameEn: 'Limited admin',
      dataCondition: { warehouseIds: [w1.id], customerIds: [] },
      functionPoints: [...ROLE_POINTS, 'system.role', 'warehouses.list'],
    });
    const limited = await userWithRole(admin, limitedRole.id);
    const as = async (endpoint: unknown, input: unknown) =>
      (await env().call(endpoint as never, input as never, limited.token)).json();
    const base = { name: 'x', nameEn: 'x' };
    expect(
      (await as(roleEndpoints.create, { ...base, code: 'esc1', functionPoints: ['system:user:create'] }))
        .code,
    ).toBe('GRANT_BEYOND_OWN');
    expect((await as(roleEndpoints.create, { ...base, code: 'esc2' })).code).toBe('GRANT_BEYOND_OWN');
    const w2Only = { warehouseIds: [w2.id], customerIds: [] };
    expect((await as(roleEndpoints.create, { ...base, code: 'esc3', dataCondition: w2Only })).code).toBe(
      'GRANT_BEYOND_OWN',
    );
    const ok = await as(roleEndpoints.create, {
      ...base,
      code: 'fine1',
      dataCondition: { warehouseIds: [w1.id], customerIds: [] },
      functionPoints: ['warehouses.list'],
    });
    expect(ok.code).toBe('0');
    const own = await as(roleEndpoints.update, { id: limitedRole.id, ...base, dataCondition: noCondition });
    expect(own.code).toBe('GRANT_BEYOND_OWN');
    const more = await as(roleEndpoints.setEmpower, {
      id: ok.data.id,
      codes: ['warehouses.list', 'orders.drop-shipping'],
    });
    expect(more.code).toBe('GRANT_BEYOND_OWN');
    // An administrator's point the limited one lacks stays untouched on a role it edits.
    await admin.ok(roleEndpoints.setEmpower, {
      id: ok.data.id,
      codes: ['warehouses.list', 'orders.drop-shipping'],
    });
    const withdraw = await as(roleEndpoints.setEmpower, { id: ok.data.id, codes: ['warehouses.list'] });
    expect(withdraw.code).toBe('GRANT_BEYOND_OWN');
    const tree = await as(roleEndpoints.getEmpowerTree, { id: ok.data.id });
    const grantable = tree.data.nodes
      .filter((n: { grantable: boolean }) => n.grantable)
      .map((n: { code: string }) => n.code);
    expect(grantable).toContain('warehouses.list');
    expect(grantable).not.toContain('orders.drop-shipping');
  });

  it('the login log lists the tenant’s own attempts only', async () => {
    const { admin } = await world();
    const other = await apiFor(env(), [...allGrantableCodes]);
    await tokenThroughCaptcha(env(), admin.user.account, admin.user.password);
    await loginThroughCaptcha(env(), admin.user.account, 'Wrong12345');
    const mine = await admin.ok(loginLogEndpoints.getPageList, { pageIndex: 1, pageSize: 100 });
    const theirs = await other.ok(loginLogEndpoints.getPageList, { pageIndex: 1, pageSize: 100 });
    const own = mine.items.filter((r) => r.account === admin.user.account);
    expect(own.map((r) => r.success).sort()).toEqual([false, true]);
    const failed = await admin.ok(loginLogEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      success: false,
    });
    expect(failed.items.every((r) => !r.success)).toBe(true);
    const ids = new Set(mine.items.map((r) => r.id));
    expect(theirs.items.some((r) => ids.has(r.id))).toBe(false);
  });

  it('keeps the administrator role and roles in use', async () => {
    const { admin } = await world();
    const role = await admin.ok(roleEndpoints.create, { code: 'inuse', name: '在用', nameEn: 'In use' });
    await userWithRole(admin, role.id);
    expect((await admin.raw(roleEndpoints.softDelete, { id: role.id })).body.code).toBe('ROLE_IN_USE');
    const spare = await admin.ok(roleEndpoints.create, { code: 'spare', name: '备用', nameEn: 'Spare' });
    await admin.ok(roleEndpoints.softDelete, { id: spare.id });
    const again = await admin.ok(roleEndpoints.create, { code: 'spare', name: '备用', nameEn: 'Spare' });
    expect(again.id).not.toBe(spare.id);
    const dup = await admin.raw(roleEndpoints.create, { code: 'spare', name: '备用', nameEn: 'Spare' });
    expect(dup.body.code).toBe('ROLE_CODE_EXISTS');
    const all = await admin.ok(roleEndpoints.getAll, {});
    expect(all.map((r) => r.code)).toContain('spare');
    expect(ALL_FUNCTION_POINTS).toEqual(expect.arrayContaining(ROLE_POINTS));
  });
});
