import { type ScreenLink, screenLinkEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { createOrder, orderWorld } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('large-screen links', (env) => {
  it('an administrator issues a read-only link, a display reads live figures with it, revoking ends it', async () => {
    const world = await orderWorld(env());
    await createOrder(env(), world);
    const admin = await env().login({
      tenantCode: world.user.tenantCode,
      functionPoints: ['home:screen:manage'],
    });
    const issued = await env().call(screenLinkEndpoints.create, { name: 'Dock wall' }, admin.token);
    const link = issued.json();
    expect(link.success, link.message).toBe(true);
    expect(link.message).toBe('Screen link issued');
    expect(link.data.key.startsWith(`${world.user.tenantId}.`)).toBe(true);

    // No session: the key alone reads the figures, and only them.
    const read = (key: string, locale = 'en') =>
      env().call(screenLinkEndpoints.getFigures, { key }, undefined, locale);
    const figures = (await read(link.data.key)).json();
    expect(figures.success, figures.message).toBe(true);
    expect(figures.data.created).toBeGreaterThanOrEqual(1);
    expect(figures.data.storage.length).toBeGreaterThanOrEqual(1);

    const listed = (await env().call(screenLinkEndpoints.getList, {}, admin.token)).json();
    expect(listed.data.map((l: ScreenLink) => [l.name, l.revokedTime])).toEqual([['Dock wall', null]]);
    expect(listed.data[0].createdByName).toMatch(/^User \d+$/);
    // Another tenant's administrator neither sees nor revokes it.
    const stranger = await env().login({ functionPoints: ['home:screen:manage'] });
    expect((await env().call(screenLinkEndpoints.getList, {}, stranger.token)).json().data).toEqual([]);
    const foreign = await env().call(screenLinkEndpoints.revoke, { id: link.data.id }, stranger.token);
    expect(foreign.json().code).toBe('RECORD_NOT_FOUND');
    // Someone without the point cannot issue one.
    const clerk = await env().login({ tenantCode: world.user.tenantCode });
    expect((await env().call(screenLinkEndpoints.create, { name: 'x' }, clerk.token)).statusCode).toBe(403);

    const revoked = (await env().call(screenLinkEndpoints.revoke, { id: link.data.id }, admin.token)).json();
    expect(revoked.success, revoked.message).toBe(true);
    const refused = (await read(link.data.key, 'zh-CN')).json();
    expect(refused).toMatchObject({ success: false, code: 'SCREEN_LINK_INVALID' });
    expect(refused.message).toContain('大屏链接');
    const [tenant] = link.data.key.split('.');
    for (const key of ['nonsense', `${tenant}.wrong-secret`, `not-a-tenant.${link.data.key.split('.')[1]}`])
      expect((await read(key)).json()).toMatchObject({ success: false, code: 'SCREEN_LINK_INVALID' });
  });
});
