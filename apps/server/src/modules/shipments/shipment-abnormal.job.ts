import { applyShipmentAction, type ShipmentStatus, shipmentOverdue } from '@wms/api';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inboundShipments, warehouses } from '../../db/schema/index.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { appendShipmentLogs } from './shipment-log.ts';
import { byId } from './shipment-store.ts';

export const ABNORMAL_SWEEP_JOB = 'shipment:abnormal-sweep';
const s = inboundShipments;
const UNDELIVERED: ShipmentStatus[] = ['awaitingDeparture', 'atSea', 'arrived', 'reserved'];

/**
 * Marks abnormal every container of the tenant still not delivered `abnormalDay` days (its
 * warehouse's setting) after its ETA. Running it twice the same day changes nothing the second time.
 */
export async function flagOverdueShipments(tx: Tx, tenantId: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const candidates = await tx
    .select({ row: s, abnormalDay: warehouses.abnormalDay })
    .from(s)
    .innerJoin(warehouses, and(eq(warehouses.tenantId, s.tenantId), eq(warehouses.id, s.warehouseId)))
    .where(and(eq(s.tenantId, tenantId), inArray(s.status, UNDELIVERED), lt(s.eta, today)))
    .orderBy(s.id)
    .for('update', { of: s });
  const late = candidates.filter(({ row, abnormalDay }) =>
    shipmentOverdue(row.status as ShipmentStatus, row.eta, abnormalDay, today),
  );
  for (const { row, abnormalDay } of late) {
    const moved = applyShipmentAction(row.status as ShipmentStatus, 'flagAbnormal');
    if (!moved.ok) continue;
    await tx
      .update(s)
      .set({ status: moved.status, abnormalMessage: `ETA ${row.eta} + ${abnormalDay}`, updatedAt: now })
      .where(byId(tenantId, row.id));
  }
  await appendShipmentLogs(
    tx,
    tenantId,
    null,
    late.map(({ row, abnormalDay }) => ({
      shipmentId: row.id,
      action: 'flagAbnormal',
      before: row.status,
      after: 'abnormal',
      remark: `ETA ${row.eta} + ${abnormalDay}`,
    })),
    now,
  );
  return late.length;
}

/** The daily task: one per tenant and day on the job queue, time from the injected clock. */
export const abnormalSweepJob =
  (clock: () => Date): JobHandler =>
  async (job) => {
    const flagged = await job.inTenant((tx) => flagOverdueShipments(tx, job.task.tenantId, clock()));
    return { result: { flagged } };
  };
