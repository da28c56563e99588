import { accountEndpoints, authEndpoints, type Endpoint, shipmentEndpoints, userEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { registryFunctionPoints } from '../platform/function-points.ts';
import { tokenThroughCaptcha } from '../testing/login-flow.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { seedDemo } from './demo.ts';
import { DEMO_OPENING_RECHARGE } from './finance.seed.ts';
import { DEMO_ROLES } from './identity-roles.ts';
import type { DemoLogin } from './seed-context.ts';

describeEachDb('demo seed', (env) => {
  let logins: DemoLogin[] = [];
  const tokens = new Map<string, string>();
  const call = (endpoint: Endpoint, input: unknown, account: string) =>
    env().call(endpoint, input as never, tokens.get(account));

  it('seeds once: one user per spec role, a customer user and two PDA accounts', async () => {
    logins = (await seedDemo(env().database.db)) ?? [];
    expect(await seedDemo(env().database.db)).toBeUndefined();
    const roles = new Set(logins.map((l) => l.role));
    for (const role of [
      'Demo user',
      'System administrator',
      'Authorization administrator',
      'Warehouse manager',
      'Pallet worker',
      'Picker',
      'Pallet team lead',
      'Picking team lead',
      'Customer',
    ])
      expect(roles, role).toContain(role);
    expect(logins.filter((l) => l.account.startsWith('pda'))).toHaveLength(3);
    expect(DEMO_ROLES).toHaveLength(9);
  });

  it('lets every demo login in through the real captcha flow, PDA accounts on the PDA', async () => {
    for (const login of logins) {
      const system = login.account.startsWith('pda') ? 'pda' : 'backoffice';
      tokens.set(login.account, await tokenThroughCaptcha(env(), login.account, login.password, { system }));
    }
    expect(tokens.size).toBe(logins.length);
  });

  it('gives the system administrator every function point of the registry', async () => {
    const info = (await call(authEndpoints.getUserInfo, {}, 'admin01')).json().data;
    expect(registryFunctionPoints.filter((p) => !info.functionPoints.includes(p))).toEqual([]);
    expect(info.menus.map((m: { code: string }) => m.code)).toEqual(
      expect.arrayContaining(['develop.resource', 'system.account']),
    );
  });

  it('scopes warehouse staff and the customer user, and finds pickers and clerks', async () => {
    const manager = (await call(authEndpoints.getUserInfo, {}, 'manager01')).json().data;
    expect(manager.warehouseList).toHaveLength(2);
    const customer = (await call(authEndpoints.getUserInfo, {}, 'customer01')).json().data;
    expect(customer).toMatchObject({ kind: 'customer', customerList: [{ customerId: customer.customerId }] });
    expect(customer.menus.map((m: { code: string }) => m.code)).not.toContain('system.account');
    const warehouseId = manager.warehouseList[0].warehouseId;
    const names = async (endpoint: Endpoint) =>
      (await call(endpoint, { warehouseId }, 'manager01'))
        .json()
        .data.map((u: { account: string }) => u.account);
    expect(await names(userEndpoints.getPickerList)).toEqual(['pda01', 'pda03']);
    expect(await names(userEndpoints.getClerkList)).toEqual(['pallet01', 'palletlead01', 'pda02']);
    const pda = (await call(authEndpoints.getUserInfo, {}, 'pda01')).json().data;
    expect(pda.menus.map((m: { code: string }) => m.code).sort()).toEqual([
      'menu.pda',
      'pda.lookup',
      'pda.outbox',
      'pda.pick',
      'pda.relist',
    ]);
    const demo = (await call(authEndpoints.getUserInfo, {}, 'demo01')).json().data;
    expect(demo.functionPoints.every((p: string) => p.startsWith('self:'))).toBe(true);
    expect(demo.menus.length).toBeGreaterThan(50);
  });

  it('opens the prepaid demo customer’s account with an approved recharge, so its labels can be made', async () => {
    const customer = (await call(authEndpoints.getUserInfo, {}, 'customer01')).json().data;
    const account = (
      await call(accountEndpoints.getAccount, { customerId: customer.customerId }, 'customer01')
    ).json().data;
    expect(account).toMatchObject({ accountType: 'prepaid', balance: DEMO_OPENING_RECHARGE });
  });

  it('has inbound containers at each step before receipt, the customer seeing only its own', async () => {
    const list = async (account: string) =>
      (await call(shipmentEndpoints.getPageList, { pageIndex: 1, pageSize: 50 }, account)).json().data
        .items as {
        containerNo: string;
        status: string;
        customerId: string;
        receiptState: string;
      }[];
    const all = await list('admin01');
    expect(all.map((s) => s.status).sort()).toEqual(['arrived', 'atSea', 'delivered', 'forecast']);
    expect(all.every((s) => s.receiptState === 'notReceived')).toBe(true);
    const mine = await list('customer01');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(new Set(mine.map((s) => s.customerId)).size).toBe(1);
  });
});
