import { authEndpoints, type Endpoint, userEndpoints, uuidv7 } from '@wms/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { resolvePrincipal } from '../../platform/sessions.ts';
import { newAccount, roleIn } from '../../testing/identity-fixtures.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const USER_POINTS = [
  'system:user:create',
  'system:user:update',
  'system:user:delete',
  'system:user:reactivate',
];

describeEachDb('account data scope', (env) => {
  const call = (endpoint: Endpoint, input: unknown, token: string) =>
    env().call(endpoint, input as never, token);
  const ids = (res: { json(): { data: { items: { id: string }[] } } }) =>
    res.json().data.items.map((u) => u.id);

  it('never shows or changes another tenant’s accounts', async () => {
    const a = await env().login({ isAdmin: true });
    const b = await env().login({ isAdmin: true });
    const victim = (await call(userEndpoints.createNew, newAccount(b.roleId), b.token)).json().data;
    const before = await env().database.db.select().from(users).where(eq(users.id, victim.id));
    const listed = ids(await call(userEndpoints.getUserNewList, { pageSize: 100 }, a.token));
    expect(listed).not.toContain(victim.id);
    expect(listed).not.toContain(b.userId);
    const attempts = [
      call(userEndpoints.getUserNewDetail, { id: victim.id }, a.token),
      call(userEndpoints.updateNew, { id: victim.id, displayName: 'Hijacked', roleId: a.roleId }, a.token),
      call(userEndpoints.softDeleteNew, { id: victim.id }, a.token),
      call(userEndpoints.reactivate, { id: victim.id }, a.token),
    ];
    for (const res of await Promise.all(attempts)) expect(res.json().code).toBe('USER_NOT_FOUND');
    expect(await env().database.db.select().from(users).where(eq(users.id, victim.id))).toEqual(before);
    const groups = (await call(authEndpoints.getUserGroups, {}, a.token))
      .json()
      .data.map((g: { id: string }) => g.id);
    expect(groups).toEqual([a.roleId]);
  });

  it('keeps a customer’s user to its own customer’s accounts', async () => {
    const [c1, c2] = [uuidv7(), uuidv7()];
    const owner = await env().login({ isAdmin: true });
    const { tenantCode } = owner;
    const customerRole = await roleIn(env(), owner.tenantId, USER_POINTS, 'customer');
    const mk = (customerId: string) =>
      call(
        userEndpoints.createNew,
        newAccount(customerRole.id, { kind: 'customer', customerId }),
        owner.token,
      );
    const [mate, stranger] = [(await mk(c1)).json().data, (await mk(c2)).json().data];
    const boss = await env().login({
      tenantCode,
      kind: 'customer',
      customerId: c1,
      functionPoints: USER_POINTS,
      dataPermission: 'customer',
    });
    const seen = ids(await call(userEndpoints.getUserNewList, { pageSize: 100 }, boss.token));
    expect(seen.sort()).toEqual([mate.id, boss.userId].sort());
    expect((await call(userEndpoints.getUserNewDetail, { id: stranger.id }, boss.token)).json().code).toBe(
      'USER_NOT_FOUND',
    );
    const hijack = { id: stranger.id, displayName: 'x', roleId: customerRole.id, customerId: c1 };
    expect((await call(userEndpoints.updateNew, hijack, boss.token)).json().code).toBe('USER_NOT_FOUND');
    const asStaff = newAccount(customerRole.id, { kind: 'staff' });
    expect((await call(userEndpoints.createNew, asStaff, boss.token)).json().code).toBe('GRANT_BEYOND_OWN');
    const forOther = newAccount(customerRole.id, { kind: 'customer', customerId: c2 });
    expect((await call(userEndpoints.createNew, forOther, boss.token)).json().code).toBe('GRANT_BEYOND_OWN');
    const own = newAccount(customerRole.id, { kind: 'customer', customerId: c1 });
    expect((await call(userEndpoints.createNew, own, boss.token)).json().success).toBe(true);
  });

  it('keeps staff limited to some customers away from other customers’ accounts', async () => {
    const [c1, c2] = [uuidv7(), uuidv7()];
    const owner = await env().login({ isAdmin: true });
    const customerRole = await roleIn(env(), owner.tenantId, [], 'customer');
    const mk = async (customerId: string) =>
      (
        await call(
          userEndpoints.createNew,
          newAccount(customerRole.id, { kind: 'customer', customerId }),
          owner.token,
        )
      ).json().data.id;
    const [u1, u2] = [await mk(c1), await mk(c2)];
    const local = await env().login({
      tenantCode: owner.tenantCode,
      functionPoints: USER_POINTS,
      dataPermission: 'customer',
      customerIds: [c1],
    });
    const seen = ids(await call(userEndpoints.getUserNewList, { pageSize: 100 }, local.token));
    expect(seen).toContain(u1);
    expect(seen).not.toContain(u2);
    expect(seen).toContain(owner.userId);
  });

  it('refuses to grant more than the granter holds', async () => {
    const w1 = uuidv7();
    const limited = await env().login({
      functionPoints: ['system:user:create'],
      dataPermission: 'warehouse',
      warehouseIds: [w1],
    });
    const mild = await roleIn(env(), limited.tenantId, [], 'warehouse');
    const strong = await roleIn(env(), limited.tenantId, ['system:user:delete'], 'warehouse');
    const open = await roleIn(env(), limited.tenantId, [], 'all');
    const cases = [
      newAccount(mild.id, { extraFunctionPoints: ['system:user:delete'] }),
      newAccount(strong.id),
      newAccount(open.id),
      newAccount(mild.id, { warehouseIds: [uuidv7()] }),
    ];
    for (const body of cases)
      expect((await call(userEndpoints.createNew, body, limited.token)).json().code).toBe('GRANT_BEYOND_OWN');
    const fine = newAccount(mild.id, { warehouseIds: [w1], extraFunctionPoints: ['system:user:create'] });
    expect((await call(userEndpoints.createNew, fine, limited.token)).json().success).toBe(true);
  });

  it('fills the principal’s warehouse and customer lists from the role’s data permission', async () => {
    const [w, c] = [uuidv7(), uuidv7()];
    const principal = async (dataPermission: 'all' | 'warehouse' | 'customer' | 'warehouseCustomer') => {
      const u = await env().login({ dataPermission, warehouseIds: [w], customerIds: [c] });
      return resolvePrincipal(env().database.db, u.token, new Date());
    };
    expect(await principal('all')).toMatchObject({ warehouseIds: null, customerIds: null });
    expect(await principal('warehouse')).toMatchObject({ warehouseIds: [w], customerIds: null });
    expect(await principal('customer')).toMatchObject({ warehouseIds: null, customerIds: [c] });
    expect(await principal('warehouseCustomer')).toMatchObject({ warehouseIds: [w], customerIds: [c] });
  });

  it('shows mail, phone and last login only to whoever manages accounts', async () => {
    const owner = await env().login({ isAdmin: true });
    const role = await roleIn(env(), owner.tenantId);
    const contact = { email: 'reach.me@example.com', phone: '+1 555 0100' };
    const mate = (await call(userEndpoints.createNew, newAccount(role.id, contact), owner.token)).json().data;
    const picker = await env().login({
      tenantCode: owner.tenantCode,
      kind: 'pda',
      system: 'pda',
      functionPoints: ['pda.pick', 'pda:pick:confirm'],
    });
    type Row = { id: string; email: string | null; phone: string | null; lastLoginTime: string | null };
    const rows = async (token: string) =>
      (await call(userEndpoints.getUserNewList, { pageSize: 100 }, token)).json().data.items as Row[];
    expect((await rows(owner.token)).find((r) => r.id === mate.id)).toMatchObject(contact);
    const seen = await rows(picker.token);
    expect(seen.map((r) => r.id)).toContain(mate.id);
    for (const row of seen.filter((r) => r.id !== picker.userId))
      expect(row).toMatchObject({ email: null, phone: null, lastLoginTime: null });
    const detail = (await call(userEndpoints.getUserNewDetail, { id: mate.id }, picker.token)).json().data;
    expect(detail).toMatchObject({ email: null, phone: null, lastLoginTime: null, extraFunctionPoints: [] });
    const manager = await env().login({ tenantCode: owner.tenantCode, functionPoints: ['system.account'] });
    expect(
      (await call(userEndpoints.getUserNewDetail, { id: mate.id }, manager.token)).json().data,
    ).toMatchObject(contact);
  });

  it('never sends a stored secret', () => assertNoSecrets(env()));
});
