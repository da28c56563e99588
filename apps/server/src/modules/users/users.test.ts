import { authEndpoints, type Endpoint, tenantEndpoints, userEndpoints, uuidv7 } from '@wms/api';
import { expect, it } from 'vitest';
import { newAccount, roleIn } from '../../testing/identity-fixtures.ts';
import { loginThroughCaptcha, tokenThroughCaptcha } from '../../testing/login-flow.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

describeEachDb('accounts (System/User)', (env) => {
  let admin: TestUser;
  const call = (endpoint: Endpoint, input: unknown, token = admin.token, locale = 'en') =>
    env().call(endpoint, input as never, token, locale);

  it('creates an account with a localised success message and no password in the answer', async () => {
    admin = await env().login({ isAdmin: true });
    const role = await roleIn(env(), admin.tenantId, ['system.account']);
    const warehouseId = uuidv7();
    const body = newAccount(role.id, { warehouseIds: [warehouseId] });
    const zh = (await call(userEndpoints.createNew, body, admin.token, 'zh-CN')).json();
    expect(zh).toMatchObject({
      success: true,
      message: '新增成功',
      data: { account: body.account, needChangePwd: true },
    });
    expect(zh.data.warehouseList).toEqual([{ warehouseId, warehouseName: warehouseId }]);
    expect(JSON.stringify(zh)).not.toMatch(/scrypt|Start1234|passwordHash/);
  });

  it('validates the account, the password rule and the confirmation in both languages', async () => {
    const role = await roleIn(env(), admin.tenantId);
    const mismatch = await call(
      userEndpoints.createNew,
      newAccount(role.id, { confirmPassword: 'Other1234' }),
    );
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([
      400,
      'confirmPassword: The passwords entered are inconsistent.',
    ]);
    const weak = await call(
      userEndpoints.createNew,
      newAccount(role.id, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      admin.token,
      'zh-CN',
    );
    expect(weak.json().message).toBe('password：须为 8–32 位，且包含字母和数字');
    const badAccount = await call(userEndpoints.createNew, newAccount(role.id, { account: 'no-dash' }));
    expect(badAccount.json().message).toBe('account: must be 5–25 letters and digits');
    const customer = await call(userEndpoints.createNew, newAccount(role.id, { kind: 'customer' }));
    expect(customer.json().message).toMatch(/^customerId: /);
  });

  it('refuses a taken account, whatever its case and tenant', async () => {
    const other = await env().login();
    const role = await roleIn(env(), admin.tenantId);
    const res = await call(
      userEndpoints.createNew,
      newAccount(role.id, { account: other.account.toUpperCase() }),
    );
    expect(res.json()).toMatchObject({ success: false, code: 'ACCOUNT_EXISTS' });
  });

  it('forces a new account to change its password before any other write', async () => {
    const role = await roleIn(env(), admin.tenantId, ['system:tenant:purchase']);
    const body = newAccount(role.id);
    await call(userEndpoints.createNew, body);
    const first = (await loginThroughCaptcha(env(), body.account, body.password)).json().data;
    expect(first.needChangePwd).toBe(true);
    const token = first.accessToken;
    expect((await call(authEndpoints.getUserInfo, {}, token)).json().data.needChangePwd).toBe(true);
    const purchase = { edition: 'standard', years: 1, orderQuota: 100, warehouseLimit: 1, customerLimit: 1 };
    expect((await call(tenantEndpoints.createPurchase, purchase, token)).json().code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    const changed = (
      await call(
        userEndpoints.updatePasswordNew,
        { password: 'Fresh1234', confirmPassword: 'Fresh1234' },
        token,
      )
    ).json();
    expect(changed).toMatchObject({
      success: true,
      message: 'The password has been changed, please log in again',
    });
    expect((await call(authEndpoints.getUserInfo, {}, token)).json().code).toBe('WBS00012');
    const again = await tokenThroughCaptcha(env(), body.account, 'Fresh1234');
    expect((await call(authEndpoints.getUserInfo, {}, again)).json().data.needChangePwd).toBe(false);
    expect((await call(tenantEndpoints.createPurchase, purchase, again)).json().success).toBe(true);
  });

  it('updates an account; disabling it or resetting its password ends its sessions', async () => {
    const role = await roleIn(env(), admin.tenantId);
    const body = newAccount(role.id, { needChangePwd: false });
    const { id } = (await call(userEndpoints.createNew, body)).json().data;
    const token = await tokenThroughCaptcha(env(), body.account, body.password);
    const update = { id, displayName: 'Renamed', roleId: role.id, isDisabled: true };
    const res = (await call(userEndpoints.updateNew, update)).json();
    expect(res).toMatchObject({
      success: true,
      message: 'Updated successfully',
      data: { displayName: 'Renamed', isDisabled: true },
    });
    expect((await call(authEndpoints.getUserInfo, {}, token)).json().code).toBe('WBS00012');
    await call(userEndpoints.updateNew, {
      ...update,
      isDisabled: false,
      password: 'Reset1234',
      confirmPassword: 'Reset1234',
    });
    const after = (await loginThroughCaptcha(env(), body.account, 'Reset1234')).json();
    expect(after.data.needChangePwd).toBe(true);
  });

  it('deactivates and reactivates an account; a deactivated account cannot log in', async () => {
    const role = await roleIn(env(), admin.tenantId);
    const body = newAccount(role.id, { needChangePwd: false });
    const { id } = (await call(userEndpoints.createNew, body)).json().data;
    expect((await call(userEndpoints.softDeleteNew, { id })).json().message).toBe('Deleted successfully');
    const active = (await call(userEndpoints.getUserNewList, { account: body.account })).json().data;
    const deleted = (
      await call(userEndpoints.getUserNewList, { account: body.account, isDeleted: true })
    ).json().data;
    expect([active.total, deleted.total, deleted.items[0].isDeleted]).toEqual([0, 1, true]);
    expect((await loginThroughCaptcha(env(), body.account, body.password)).json().code).toBe('LOGIN_FAILED');
    expect((await call(userEndpoints.reactivate, { id })).json()).toMatchObject({
      success: true,
      data: { isDeleted: false },
    });
    expect((await call(userEndpoints.reactivate, { id })).json().code).toBe('USER_NOT_DELETED');
    expect((await call(userEndpoints.softDeleteNew, { id: admin.userId })).json().code).toBe(
      'CANNOT_DELETE_SELF',
    );
    expect((await loginThroughCaptcha(env(), body.account, body.password)).json().success).toBe(true);
  });

  it('lists accounts paged and filtered', async () => {
    const role = await roleIn(env(), admin.tenantId);
    for (const kind of ['staff', 'pda', 'pda'] as const)
      await call(userEndpoints.createNew, newAccount(role.id, { kind }));
    const pda = (await call(userEndpoints.getPDAList, { pageSize: 10 })).json().data;
    expect(pda.items.every((u: { kind: string }) => u.kind === 'pda')).toBe(true);
    expect(pda.total).toBeGreaterThanOrEqual(2);
    const page = (
      await call(userEndpoints.getUserNewList, { pageIndex: 1, pageSize: 10, roleId: role.id })
    ).json().data;
    expect([page.total, page.items.length]).toEqual([3, 3]);
    expect((await call(userEndpoints.getUserNewList, { pageSize: 15 as 10 })).statusCode).toBe(400);
  });

  it('finds pickers and clerks of a warehouse', async () => {
    const [w1, w2] = [uuidv7(), uuidv7()];
    const pickRole = await roleIn(env(), admin.tenantId, ['pda.pick'], 'warehouse');
    const palletRole = await roleIn(env(), admin.tenantId, ['pda.pallet'], 'warehouse');
    const picker = (
      await call(userEndpoints.createNew, newAccount(pickRole.id, { kind: 'pda', warehouseIds: [w1] }))
    ).json().data;
    const clerk = (
      await call(userEndpoints.createNew, newAccount(palletRole.id, { warehouseIds: [w2] }))
    ).json().data;
    const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((u) => u.id);
    expect(ids(await call(userEndpoints.getPickerList, { warehouseId: w1 }))).toEqual([picker.id]);
    expect(ids(await call(userEndpoints.getPickerList, { warehouseId: w2 }))).toEqual([]);
    expect(ids(await call(userEndpoints.getClerkList, { warehouseId: w2 }))).toEqual([clerk.id]);
    expect(ids(await call(userEndpoints.getClerkList, { warehouseId: w1 }))).toEqual([]);
  });

  it('lists PDA menus: every one of the plan, or the caller’s', async () => {
    const all = (await call(userEndpoints.getPDAMenuList, { all: true })).json().data;
    expect(all.map((m: { code: string }) => m.code)).toEqual(
      expect.arrayContaining(['pda.pick', 'pda.relist', 'pda.pallet']),
    );
    const pda = await env().login({
      tenantCode: undefined,
      kind: 'pda',
      functionPoints: ['pda.pick'],
      system: 'pda',
    });
    const mine = (await call(userEndpoints.getPDAMenuList, {}, pda.token))
      .json()
      .data.map((m: { code: string }) => m.code);
    expect(mine.sort()).toEqual(['menu.pda', 'pda.pick']);
  });

  it('never sends a stored secret', () => assertNoSecrets(env()));
});
