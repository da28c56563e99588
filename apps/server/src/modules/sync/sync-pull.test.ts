import { type PalletSnapshot, palletCodeEndpoints, syncEndpoints, uuidv7 } from '@wms/api';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDb, type TestEnv, type TestUser } from '../../testing/test-env.ts';
import { device, generate, PDA_POINTS, push } from './pda-test-kit.ts';

async function pull(env: TestEnv, user: TestUser, cursor: string | null, limit = 500) {
  const res = await env.call(syncEndpoints.pull, { kind: 'pallets', cursor, limit }, user.token);
  expect(res.json().success, res.body).toBe(true);
  return res.json().data as { items: PalletSnapshot[]; cursor: string; hasMore: boolean };
}

/** Pulls until caught up, the way the PDA does. */
async function pullAll(env: TestEnv, user: TestUser, cursor: string | null, limit = 500) {
  const items: PalletSnapshot[] = [];
  let at = cursor;
  for (;;) {
    const page = await pull(env, user, at, limit);
    items.push(...page.items);
    at = page.cursor;
    if (!page.hasMore) return { items, cursor: at };
  }
}

/** Moves a tenant's pallets out of the settle window, as if written a minute ago. */
const age = (env: TestEnv, tenantId: string) =>
  env.database.db.execute(
    sql`update pallets set updated_at = updated_at - interval '1 minute' where tenant_id = ${tenantId}`,
  );

describeEachDb('PDA sync pull', (env) => {
  it('sends live pallets with their lines first, then only what changed', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const codes = await generate(env(), user, 5);
    const finished = (
      await env().call(palletCodeEndpoints.getPageList, { palletCode: codes[4] }, user.token)
    ).json().data.items[0].id;
    await env().call(palletCodeEndpoints.close, { id: finished }, user.token);
    const dev = device();
    const lineId = uuidv7();
    await push(env(), user, dev.deviceId, [
      dev.event('pallet.open', { palletCode: codes[0]! }),
      dev.event('pallet.addCarton', { palletCode: codes[0]!, lineId, cartonNo: 'P1' }),
    ]);
    await age(env(), user.tenantId);
    const first = await pullAll(env(), user, null, 2);
    expect(first.items.map((p) => p.palletCode).sort()).toEqual(codes.slice(0, 4).sort());
    expect(first.items.find((p) => p.palletCode === codes[0])?.lines).toMatchObject([
      { id: lineId, cartonNo: 'P1' },
    ]);

    const quiet = await pullAll(env(), user, first.cursor);
    expect(quiet.items).toEqual([]);
    await env().call(
      palletCodeEndpoints.close,
      { id: first.items.find((p) => p.palletCode === codes[1])!.id },
      user.token,
    );
    const changed = await pullAll(env(), user, quiet.cursor);
    expect(changed.items.map((p) => [p.palletCode, p.status])).toEqual([[codes[1], 'finished']]);
  });

  it('sends rows written within the settle window again, so a slow writer is never skipped', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const first = await pullAll(env(), user, null);
    expect(first.items.map((p) => p.palletCode)).toEqual([code]);
    const again = await pullAll(env(), user, first.cursor);
    expect(again.items.map((p) => p.palletCode)).toEqual([code]);
  });

  it('pages through many rows written in one transaction without repeating or skipping', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const codes = await generate(env(), user, 25);
    await age(env(), user.tenantId);
    const pages = [];
    let cursor: string | null = null;
    for (;;) {
      const page = await pull(env(), user, cursor, 10);
      pages.push(page.items.length);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages).toEqual([10, 10, 5]);
    const bad = await env().call(syncEndpoints.pull, { kind: 'pallets', cursor: 'garbage' }, user.token);
    expect(bad.json()).toMatchObject({ success: false, code: 'SYNC_BAD_CURSOR' });
    expect(codes).toHaveLength(25);
  });

  it('refuses every PDA call for a plan without the PDA tool', async () => {
    const code = `nopda${uuidv7().slice(-8)}`;
    const { tenantsService } = await import('../tenants/tenants.service.ts');
    await tenantsService.create(env().database.db, {
      code,
      name: 'No PDA',
      edition: 'standard',
      orderLimit: 10,
      warehouseLimit: 1,
      customerLimit: 1,
      isPDA: false,
    });
    const user = await env().login({ functionPoints: PDA_POINTS, tenantCode: code });
    const dev = device();
    const res = await env().call(
      syncEndpoints.push,
      { deviceId: dev.deviceId, events: [dev.event('pallet.open', { palletCode: 'X' })] },
      user.token,
    );
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VERSION_DENIED',
      message: 'This version can not perform such action!',
    });
    const ctx = await env().call(syncEndpoints.getContext, {}, user.token);
    expect(ctx.json().code).toBe('VERSION_DENIED');
  });

  it('tells the PDA who it is and which event types it may record', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const res = await env().call(syncEndpoints.getContext, {}, user.token);
    expect(res.json().data).toMatchObject({
      tenantId: user.tenantId,
      userId: user.userId,
      batchMax: 200,
      pullKinds: ['pallets', 'pickLists', 'relist', 'locations', 'stock'],
      eventTypes: expect.arrayContaining(['pallet.open', 'pallet.close']),
    });
  });
});
