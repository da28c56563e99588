import { orderShippingEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { publishBadges } from '../orders/order-badges.ts';
import { lockOrder, onlyOne } from '../orders/order-store.ts';
import { BATCH_SHIPMENT_JOB, type BatchShipmentPayload, batchShipmentJob } from './batch-shipment.job.ts';
import { trialFreight } from './freight.service.ts';
import { shipOrder } from './shipment.service.ts';
import { labelLinks, serviceList, taskResult } from './shipping-queries.ts';

export function shippingRoutes(deps: AppDeps) {
  const { clock, files, events } = deps;
  // the registry test builds the bindings without a running app
  if (deps.jobs) deps.jobs.register(BATCH_SHIPMENT_JOB, batchShipmentJob(files, events, clock));
  return implement(orderShippingEndpoints, {
    getLogisticsServiceList: (_input, ctx) => deps.inTenant(ctx, (tx) => serviceList(tx, ctx.principal)),
    trialFreightCalculationNew: (input, ctx) =>
      deps.inTenant(ctx, (tx) => trialFreight(tx, ctx.principal, input, clock(), ctx.locale)),
    createShipment: (input, ctx) =>
      deps.inTenant(ctx, async (tx) => {
        const order = await lockOrder(tx, ctx.principal, onlyOne(input.ids));
        const shipment = await shipOrder(files, tx, ctx.principal, order, input, clock());
        await publishBadges(events, tx, ctx.principal.tenantId);
        return shipment;
      }),
    bathCreateShipment: (input, ctx) =>
      deps.inTenant(ctx, async (tx) => {
        const { principal } = ctx;
        const payload: BatchShipmentPayload = {
          ids: [...new Set(input.ids)],
          carrier: input.carrier,
          service: input.service,
        };
        const task = await deps.jobs.enqueue(tx, {
          tenantId: principal.tenantId,
          userId: principal.userId,
          kind: 'shipment',
          type: BATCH_SHIPMENT_JOB,
          filename: `shipments-${clock().toISOString().slice(0, 10)}`,
          locale: ctx.locale,
          payload,
        });
        return { taskId: task.id };
      }),
    getTaskResult: (input, ctx) =>
      deps.inTenant(ctx, (tx) => taskResult(tx, ctx.principal, input.taskId, ctx.locale)),
    previewLabel: (input, ctx) =>
      deps.inTenant(
        ctx,
        async (tx) => (await labelLinks(tx, ctx.principal, [input.id], files, clock(), false))[0]!,
      ),
    rePrintLabel: (input, ctx) =>
      deps.inTenant(ctx, (tx) => labelLinks(tx, ctx.principal, input.ids, files, clock(), true)),
  });
}
