import { expect, test } from '@playwright/test';
import { authEndpoints, tenantEndpoints } from '@wms/api';
import { apiLogin, sessionHeaders } from '../support/login.ts';

test.describe('identity: login through the slider, as a person would', () => {
  test('the demo administrator logs in, sees its menus and plan, and logs out', async ({ request }) => {
    const session = await apiLogin(request, 'admin01', 'Admin12345');
    expect(session).toMatchObject({ tokenType: 'Bearer', needChangePwd: false });
    const headers = sessionHeaders(session);
    const info = await (await request.get(authEndpoints.getUserInfo.path, { headers })).json();
    expect(info.data.functionPoints).toContain('system:user:create');
    expect(info.data.menus.map((m: { code: string }) => m.code)).toContain('system.account');
    const tenant = await (await request.get(tenantEndpoints.getTenantInfo.path, { headers })).json();
    expect(tenant.data).toMatchObject({ code: 'demo', edition: 'platinum', isPDA: true });
    await request.post(authEndpoints.logout.path, { headers, data: {} });
    const after = await request.get(authEndpoints.getUserInfo.path, { headers });
    expect(after.status()).toBe(401);
    expect((await after.json()).code).toBe('WBS00012');
  });

  test('a PDA account logs in to the PDA and gets the PDA menus only', async ({ request }) => {
    const session = await apiLogin(request, 'pda01', 'Pda12345', 'pda');
    const info = await (
      await request.get(authEndpoints.getUserInfo.path, { headers: sessionHeaders(session, 'pda') })
    ).json();
    expect(info.data.menus.map((m: { code: string }) => m.code)).toContain('pda.pick');
    expect(info.data.menus.every((m: { moduleId: string }) => m.moduleId === 'pda')).toBe(true);
  });

  test('a wrong password is refused', async ({ request }) => {
    await expect(apiLogin(request, 'demo01', 'Wrong12345')).rejects.toThrow(/LOGIN_FAILED/);
  });
});
