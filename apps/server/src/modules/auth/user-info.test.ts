import { authEndpoints } from '@wms/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { resources, tenants } from '../../db/schema/index.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const OPEN_PAGES = ['shell.dashboard', 'shell.personal-center', 'shell.download-center', 'shell.help-center'];

describeEachDb('GetUserInfo', (env) => {
  const codes = (menus: { code: string }[]) => menus.map((m) => m.code);

  it('returns the user, its role, function points (no page codes) and the menus its role grants', async () => {
    const user = await env().login({ functionPoints: ['orders.drop-shipping', 'system:user:create'] });
    const zh = (await env().call(authEndpoints.getUserInfo, {}, user.token, 'zh-CN')).json().data;
    expect(zh).toMatchObject({
      id: user.userId,
      role: user.roleId,
      permissionId: user.roleId,
      roleName: expect.stringMatching(/^角色/),
    });
    expect(zh.functionPoints).toEqual([
      'self:message:read',
      'self:password:update',
      'self:session:logout',
      'system:user:create',
    ]);
    expect(codes(zh.menus)).toEqual(
      expect.arrayContaining(['menu.orders', 'orders.drop-shipping', ...OPEN_PAGES]),
    );
    expect(codes(zh.menus)).not.toContain('orders.review');
    expect(codes(zh.menus)).not.toContain('menu.system');
    const page = zh.menus.find((m: { code: string }) => m.code === 'orders.drop-shipping');
    expect(page).toMatchObject({
      path: '/order/drop-shipping/index',
      viewPath: 'orders/drop-shipping',
      title: '一件代发订单',
      title_En: 'Drop-shipping orders',
      icon: 'package-export',
      resourceType: 2,
      linkType: 1,
      moduleId: 'order',
      resourceVersion: 1,
    });
    expect(page.parentId).toBe(zh.menus.find((m: { code: string }) => m.code === 'menu.orders').id);
    const en = (await env().call(authEndpoints.getUserInfo, {}, user.token, 'en')).json().data;
    expect(en.roleName).toMatch(/^Role /);
  });

  it('leaves out disabled resources and the PDA menus of the back office', async () => {
    const user = await env().login({ functionPoints: ['orders.review', 'orders.processing', 'pda.pick'] });
    const { db } = env().database;
    await db.update(resources).set({ isDisabled: true }).where(eq(resources.code, 'orders.review'));
    try {
      const menus = codes((await env().call(authEndpoints.getUserInfo, {}, user.token)).json().data.menus);
      expect(menus).toContain('orders.processing');
      expect(menus).not.toContain('orders.review');
      expect(menus).not.toContain('pda.pick');
    } finally {
      await db.update(resources).set({ isDisabled: false }).where(eq(resources.code, 'orders.review'));
    }
  });

  it('builds the menus once per set of function points, and again when the catalogue changes', async () => {
    const points = ['orders.processing', 'orders.drop-shipping'];
    const first = await env().login({ functionPoints: points });
    const second = await env().login({ tenantCode: first.tenantCode, functionPoints: points });
    const { db } = env().database;
    const titleOf = async (token: string) =>
      (await env().call(authEndpoints.getUserInfo, {}, token, 'en'))
        .json()
        .data.menus.find((m: { code: string }) => m.code === 'orders.processing').title_En;
    const [before] = await db
      .select({ titleEn: resources.titleEn })
      .from(resources)
      .where(eq(resources.code, 'orders.processing'));
    expect(await titleOf(first.token)).toBe(before!.titleEn);
    expect(await titleOf(second.token)).toBe(before!.titleEn);
    await db
      .update(resources)
      .set({ titleEn: 'Processing (renamed)' })
      .where(eq(resources.code, 'orders.processing'));
    try {
      expect(await titleOf(second.token)).toBe('Processing (renamed)');
    } finally {
      await db
        .update(resources)
        .set({ titleEn: before!.titleEn })
        .where(eq(resources.code, 'orders.processing'));
    }
    expect(await titleOf(first.token)).toBe(before!.titleEn);
  });

  it('shows a PDA session only the PDA menus', async () => {
    const pda = await env().login({
      kind: 'pda',
      functionPoints: ['pda.pick', 'orders.review'],
      system: 'pda',
    });
    const menus = codes((await env().call(authEndpoints.getUserInfo, {}, pda.token)).json().data.menus);
    expect(menus.sort()).toEqual(['menu.pda', 'pda.pick']);
  });

  it('refuses a PDA session once the plan loses the PDA tool', async () => {
    const pda = await env().login({ kind: 'pda', functionPoints: ['pda.pick'], system: 'pda' });
    await env().database.db.update(tenants).set({ isPDA: false }).where(eq(tenants.id, pda.tenantId));
    const res = (await env().call(authEndpoints.getUserInfo, {}, pda.token)).json();
    expect(res).toMatchObject({ success: false, code: 'VERSION_DENIED' });
  });

  it('never sends a stored secret', () => assertNoSecrets(env()));
});
