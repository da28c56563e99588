import { ErrorCode, type SyncEvent, uuidv7 } from '@wms/api';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { BizError } from '../../platform/errors.ts';
import { resolvePrincipal } from '../../platform/sessions.ts';
import { type EventHandler, eventRegistry } from '../../platform/sync/event-handlers.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { pdaEventRegistry } from '../../registries/pda-sync.ts';
import { device, generate, PDA_POINTS, palletByCode, rowsOf } from '../../testing/pda-kit.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';
import { syncService } from './sync.service.ts';

const probe = z.object({ note: z.string(), fail: z.enum(['none', 'business', 'infrastructure']) });
let failures = true;

/** SQL handlers like the pick and relist ones will be: own writes, each in a SAVEPOINT. */
const probeHandlers: Record<string, EventHandler> = {
  'probe.write': {
    mode: 'sql',
    payload: probe,
    functionPoint: 'pda:sync:push',
    async apply(tx: Tx, principal, payload) {
      const { note, fail } = payload as z.infer<typeof probe>;
      await tx.execute(sql`insert into sync_probe (tenant_id, note) values (${principal.tenantId}, ${note})`);
      if (fail === 'business') throw new BizError(ErrorCode.palletEmpty, { palletCode: note });
      if (fail === 'infrastructure' && failures) throw new Error('connection reset');
      return { note };
    },
  },
  'probe.cartons': {
    mode: 'sql',
    payload: z.object({ palletCode: z.string() }),
    functionPoint: 'pda:sync:push',
    async apply(tx: Tx, principal, payload) {
      const { palletCode } = payload as { palletCode: string };
      const r = await tx.execute(
        sql`select carton_qty from pallets where tenant_id = ${principal.tenantId} and pallet_code = ${palletCode}`,
      );
      return { cartonQty: rowsOf<{ carton_qty: number }>(r)[0]!.carton_qty };
    },
  },
};

const registry = eventRegistry(Object.fromEntries(pdaEventRegistry), probeHandlers);

function probeEvent(
  dev: ReturnType<typeof device>,
  type: string,
  payload: Record<string, unknown>,
): SyncEvent {
  return { ...dev.event('pallet.open', { palletCode: '-' }), type, payload };
}

async function pushAs(env: TestEnv, token: string, deviceId: string, events: SyncEvent[]) {
  const principal = await resolvePrincipal(env.database.db, token, new Date());
  return withTenant(env.database.db, principal.tenantId, (tx) =>
    syncService.push(tx, principal, { deviceId, events }, 'en', registry, new Date()),
  );
}

const notes = async (env: TestEnv, tenantId: string) => {
  const query = sql`select note from sync_probe where tenant_id = ${tenantId} order by note`;
  return rowsOf<{ note: string }>(await env.database.db.execute(query)).map((r) => r.note);
};

describeEachDb('applying events: SAVEPOINTs, units and failures', (env) => {
  beforeAll(async () => {
    await env().database.db.execute(sql`create table sync_probe (tenant_id uuid, note text)`);
    await env().database.db.execute(sql`grant select, insert on sync_probe to wms_app`);
  });

  it("rolls back a rejected SQL event's own writes and goes on", async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const dev = device();
    const out = await pushAs(env(), user.token, dev.deviceId, [
      probeEvent(dev, 'probe.write', { note: 'a', fail: 'none' }),
      probeEvent(dev, 'probe.write', { note: 'b', fail: 'business' }),
      probeEvent(dev, 'probe.write', { note: 'c', fail: 'none' }),
    ]);
    expect(out.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(out.results[0]).toMatchObject({ data: { note: 'a' } });
    expect(await notes(env(), user.tenantId)).toEqual(['a', 'c']);
  });

  it('writes staged unit work before an SQL event reads it, and reloads the unit after', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const carton = (n: string) =>
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: n });
    const out = await pushAs(env(), user.token, dev.deviceId, [
      dev.event('pallet.open', { palletCode: code! }),
      carton('U1'),
      carton('U2'),
      probeEvent(dev, 'probe.cartons', { palletCode: code }),
      carton('U3'),
      carton('U1'),
    ]);
    expect(out.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
      'rejected',
    ]);
    expect(out.results[3]).toMatchObject({ data: { cartonQty: 2 } });
    expect((await palletByCode(env(), user, code!)).cartonQty).toBe(3);
  });

  it('rolls back the whole batch on an infrastructure failure; a retry applies it exactly once', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const batch = [
      dev.event('pallet.open', { palletCode: code! }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'F1' }),
      probeEvent(dev, 'probe.write', { note: 'x', fail: 'infrastructure' }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'F2' }),
    ];
    failures = true;
    await expect(pushAs(env(), user.token, dev.deviceId, batch)).rejects.toThrow('connection reset');
    expect(await notes(env(), user.tenantId)).toEqual([]);
    expect((await palletByCode(env(), user, code!)).pickerId).toBeNull();
    failures = false;
    const retried = await pushAs(env(), user.token, dev.deviceId, batch);
    expect(retried.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const again = await pushAs(env(), user.token, dev.deviceId, batch);
    expect(again.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await notes(env(), user.tenantId)).toEqual(['x']);
    expect((await palletByCode(env(), user, code!)).cartonQty).toBe(2);
  });
});
