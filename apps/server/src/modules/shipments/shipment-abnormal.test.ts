import { shipmentEndpoints } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index.ts';
import { JobQueue, queueDailyTasks } from '../../platform/jobs.ts';
import { forecastInput } from '../../testing/shipment-kit.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { ABNORMAL_SWEEP_JOB, abnormalSweepJob } from './shipment-abnormal.job.ts';

let now = new Date('2026-03-02T08:00:00Z');
const clock = () => now;

describeEachDb(
  'the abnormalDay job',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      w = await stockWorld(env(), 1);
    });

    /** Two server instances sharing the database, each with its own queue and the injected clock. */
    const instances = () =>
      [0, 1].map(() => {
        const jobs = new JobQueue(env().database.db, env().files, { clock });
        jobs.register(ABNORMAL_SWEEP_JOB, abnormalSweepJob(clock));
        return jobs;
      });

    async function runDay(day: string) {
      now = new Date(`${day}T01:00:00Z`);
      const queues = instances();
      // Each instance queues the day's task; one row exists.
      for (const _ of queues) await queueDailyTasks(env().database.db, [ABNORMAL_SWEEP_JOB], now);
      await Promise.all(queues.map((q) => q.drain()));
      return env()
        .database.db.select()
        .from(tasks)
        .where(and(eq(tasks.tenantId, w.api.user.tenantId), eq(tasks.type, ABNORMAL_SWEEP_JOB)));
    }

    const status = async (id: string) => (await w.api.ok(shipmentEndpoints.getDetail, { id })).status;

    it('marks abnormal, once, a container not delivered abnormalDay days after its ETA', async () => {
      const move = (ids: string[], action: 'depart' | 'arrive' | 'deliver') =>
        w.api.ok(shipmentEndpoints.updateState, { ids, action });
      const waiting = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      const atSea = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      const delivered = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      const unverified = await w.api.ok(shipmentEndpoints.create, forecastInput(w));
      await w.api.ok(shipmentEndpoints.verify, { ids: [waiting.id, atSea.id, delivered.id] });
      await move([atSea.id, delivered.id], 'depart');
      await move([delivered.id], 'arrive');
      await move([delivered.id], 'deliver');

      // ETA 2026-03-30 and the warehouse's default of 30 days: the 29th of April is the last day allowed.
      const first = await runDay('2026-04-29');
      expect(first.map((t) => t.state)).toEqual(['completed']);
      expect(await status(atSea.id)).toBe('atSea');

      const second = await runDay('2026-04-30');
      expect(second).toHaveLength(2);
      expect(second.every((t) => t.state === 'completed' && t.attempts === 1)).toBe(true);
      expect([await status(waiting.id), await status(atSea.id)]).toEqual(['abnormal', 'abnormal']);
      expect([await status(delivered.id), await status(unverified.id)]).toEqual(['delivered', 'forecast']);
      const log = await w.api.ok(shipmentEndpoints.getOperationLogList, { id: atSea.id });
      expect(log.filter((l) => l.action === 'flagAbnormal')).toMatchObject([
        { beforeStatus: 'atSea', afterStatus: 'abnormal', createdByName: null },
      ]);
      const tabs = await w.api.ok(shipmentEndpoints.getTabCounts, { warehouseId: w.warehouseId });
      expect(tabs.abnormal).toBe(2);

      // The same day again queues nothing new; an abnormal container can still be received.
      expect(await runDay('2026-04-30')).toHaveLength(2);
      await move([atSea.id], 'arrive');
      expect(await status(atSea.id)).toBe('arrived');
    });
  },
  { clock },
);
