import { isDeepStrictEqual } from 'node:util';
import { type PalletSnapshot, palletCodeEndpoints, syncEndpoints, uuidv7 } from '@wms/api';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { device, generate, PDA_POINTS, push } from '../../testing/pda-kit.ts';
import { describeEachDb, type TestEnv, type TestUser } from '../../testing/test-env.ts';

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

/**
 * A device's copy: rows a pull re-sends unchanged (the cursor re-reads the rows of transactions that were
 * still running anywhere on the server, e.g. other test files on the same PostgreSQL) are not news.
 */
function deviceCopy() {
  const known = new Map<string, PalletSnapshot>();
  return {
    /** The pulled rows that differ from the device's copy, now taken into it. */
    news(items: PalletSnapshot[]) {
      const fresh = items.filter((p) => !isDeepStrictEqual(known.get(p.palletCode), p));
      for (const p of items) known.set(p.palletCode, p);
      return fresh;
    },
  };
}

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
    const copy = deviceCopy();
    const first = await pullAll(env(), user, null, 2);
    copy.news(first.items);
    expect(first.items.map((p) => p.palletCode).sort()).toEqual(codes.slice(0, 4).sort());
    expect(first.items.find((p) => p.palletCode === codes[0])?.lines).toMatchObject([
      { id: lineId, cartonNo: 'P1' },
    ]);

    const quiet = await pullAll(env(), user, first.cursor);
    expect(copy.news(quiet.items)).toEqual([]);
    await env().call(
      palletCodeEndpoints.close,
      { id: first.items.find((p) => p.palletCode === codes[1])!.id },
      user.token,
    );
    const changed = await pullAll(env(), user, quiet.cursor);
    expect(copy.news(changed.items).map((p) => [p.palletCode, p.status])).toEqual([[codes[1], 'finished']]);
  });

  it('pulls a row whose transaction began long before a caught-up pull and committed after it', async () => {
    // The clock-based cursor skipped this: `updated_at` a minute old, committed after the device had
    // pulled past that minute. The transaction id orders it after the pull.
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [early, late] = await generate(env(), user, 2);
    const copy = deviceCopy();
    const first = await pullAll(env(), user, null);
    expect(
      copy
        .news(first.items)
        .map((p) => p.palletCode)
        .sort(),
    ).toEqual([early, late].sort());
    const quiet = await pullAll(env(), user, first.cursor);
    expect(copy.news(quiet.items)).toEqual([]);
    await env().database.db.execute(
      sql`update pallets set status = 'used', updated_at = now() - interval '1 minute'
          where tenant_id = ${user.tenantId} and pallet_code = ${late}`,
    );
    const changed = await pullAll(env(), user, quiet.cursor);
    expect(copy.news(changed.items).map((p) => [p.palletCode, p.status])).toEqual([[late, 'used']]);
    expect(copy.news((await pullAll(env(), user, changed.cursor)).items)).toEqual([]);
  });

  it('two writers: the older transaction committing after a pull is pulled next time (PostgreSQL)', async (ctx) => {
    if (env().kind !== 'postgres') ctx.skip(); // PGlite has one connection: transactions cannot overlap.
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [slow, fast] = await generate(env(), user, 2);
    const copy = deviceCopy();
    const caughtUp = await pullAll(env(), user, null);
    copy.news(caughtUp.items);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const slowWrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    // The slow writer began a minute ago (its clock), writes first and commits last.
    const slowTx = env().database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update pallets set status = 'used', updated_at = now() - interval '1 minute'
            where tenant_id = ${user.tenantId} and pallet_code = ${slow}`,
      );
      written();
      await held;
    });
    await slowWrote;
    await env().database.db.execute(
      sql`update pallets set status = 'used' where tenant_id = ${user.tenantId} and pallet_code = ${fast}`,
    );
    const during = await pullAll(env(), user, caughtUp.cursor);
    expect(copy.news(during.items).map((p) => p.palletCode)).toEqual([fast]);
    release();
    await slowTx;
    const after = await pullAll(env(), user, during.cursor);
    expect(copy.news(after.items).map((p) => [p.palletCode, p.status])).toEqual([[slow, 'used']]);
    expect(copy.news((await pullAll(env(), user, after.cursor)).items)).toEqual([]);
  });

  it('pages through many rows written in one transaction without repeating or skipping', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const codes = await generate(env(), user, 25);
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
      pullKinds: ['pallets', 'pickLists', 'relist', 'locations', 'stock', 'returns', 'inbound', 'transfers'],
      eventTypes: expect.arrayContaining(['pallet.open', 'pallet.close']),
    });
  });
});
