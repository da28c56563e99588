import { uuidv7 } from '@wms/api';
import { LOCALES, translate } from '@wms/i18n/messages';
import type { Tx } from '../../db/client.ts';
import { orderTaskLines } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { FileStore } from '../../platform/files.ts';
import type { JobContext } from '../../platform/jobs.ts';
import { lockOrder, moveOrders, publishBadges } from '../orders/orders.service.ts';
import type { ServiceChoice } from './freight.service.ts';
import { shipmentService } from './shipment.service.ts';

export const BATCH_SHIPMENT_JOB = 'orders:batch-shipment';

export interface BatchShipmentPayload extends ServiceChoice {
  ids: string[];
}

/** A failure the order itself causes (address, size, rate): the order goes to exception with the reason. */
const ORDER_CAUSED = new Set(['ADDRESS_INVALID', 'FREIGHT_NO_ZONE', 'FREIGHT_NO_RATE', 'FREIGHT_NO_PACKAGE']);

function bothLanguages(error: unknown) {
  const code = error instanceof BizError ? error.code : 'INTERNAL';
  const params = error instanceof BizError ? error.params : undefined;
  return {
    code,
    message: Object.fromEntries(LOCALES.map((l) => [l, translate(l, `errors:${code}`, params)])),
  };
}

/**
 * BathCreateShipment: each order in its own transaction, so one bad order does not hold the others back.
 * Every order leaves a task line (OrderTask detail, GetTaskResult); progress feeds the task center.
 */
export function batchShipmentJob(files: FileStore, events: EventBus, clock: () => Date) {
  return async (job: JobContext) => {
    const payload = job.task.payload as BatchShipmentPayload;
    const principal = await job.principal();
    const line = (tx: Tx, rowNo: number, values: Partial<typeof orderTaskLines.$inferInsert>) =>
      tx.insert(orderTaskLines).values({
        id: uuidv7(),
        tenantId: principal.tenantId,
        taskId: job.task.id,
        rowNo,
        ok: false,
        ...values,
      });
    let succeeded = 0;
    for (const [i, id] of payload.ids.entries()) {
      try {
        await job.inTenant(async (tx) => {
          const order = await lockOrder(tx, principal, id);
          const shipment = await shipmentService.shipOrder(files, tx, principal, order, payload, clock());
          await line(tx, i + 1, {
            orderId: id,
            orderNo: order.orderNo,
            ok: true,
            trackingNo: shipment.trackingNo,
          });
        });
        succeeded++;
      } catch (error) {
        const { code, message } = bothLanguages(error);
        await job.inTenant(async (tx) => {
          const order = await lockOrder(tx, principal, id).catch(() => undefined);
          if (
            order &&
            ORDER_CAUSED.has(code) &&
            ['pending', 'toBeDelivered'].includes(order.status) &&
            !order.pickListId
          ) {
            const reason = message[job.locale] ?? code;
            await moveOrders(tx, principal, [order], 'flagException', {
              now: clock(),
              remark: reason,
              patch: () => ({ abnormalReason: reason }),
            });
          }
          await line(tx, i + 1, { orderId: order?.id ?? null, orderNo: order?.orderNo ?? '', code, message });
        });
      }
      await job.progress(((i + 1) / payload.ids.length) * 100);
    }
    await job.inTenant((tx) => publishBadges(events, tx, principal.tenantId));
    return { result: { total: payload.ids.length, succeeded, failed: payload.ids.length - succeeded } };
  };
}
