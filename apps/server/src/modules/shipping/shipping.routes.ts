import {
  feeCalculatorEndpoints,
  fuelRateEndpoints,
  logisticsServiceEndpoints,
  orderShippingEndpoints,
} from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { lockOrder, onlyOne, publishBadges } from '../orders/orders.service.ts';
import { BATCH_SHIPMENT_JOB, type BatchShipmentPayload, batchShipmentJob } from './batch-shipment.job.ts';
import { feeCalculatorService } from './fee-calculator.service.ts';
import { freightService } from './freight.service.ts';
import { fuelRatesService } from './fuel-rates.service.ts';
import { shippingLabelsZpl } from './label-data.ts';
import { logisticsServicesService as services } from './logistics-services.service.ts';
import { shipmentService } from './shipment.service.ts';
import { labelLinks, serviceList, taskResult } from './shipping-queries.ts';

export function shippingRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock, files, events } = deps;
  // the registry test builds the bindings without a running app
  if (deps.jobs) deps.jobs.register(BATCH_SHIPMENT_JOB, batchShipmentJob(files, events, clock));
  const calculator = implement(feeCalculatorEndpoints, {
    calculate: inTenant((tx, p, input, ctx) =>
      feeCalculatorService.calculate(tx, p, input, clock(), ctx.locale),
    ),
  });
  const logistics = implement(logisticsServiceEndpoints, {
    getPageList: inTenant(services.list),
    get: inTenant((tx, p, input) => services.get(tx, p, input.id)),
    create: inTenant((tx, p, input) => services.create(tx, p, input, clock())),
    update: inTenant((tx, p, input) => services.update(tx, p, input, clock())),
    getRemotePageList: inTenant(services.remoteList),
    importRemote: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
  });
  const fuel = implement(fuelRateEndpoints, {
    getPageList: inTenant(fuelRatesService.list),
    save: inTenant((tx, p, input) => fuelRatesService.save(tx, p, input, clock())),
    delete: inTenant((tx, p, input) => fuelRatesService.remove(tx, p, input.id, clock())),
  });
  return [
    ...calculator,
    ...logistics,
    ...fuel,
    ...implement(orderShippingEndpoints, {
      getLogisticsServiceList: inTenant((tx, p) => serviceList(tx, p)),
      trialFreightCalculationNew: inTenant((tx, p, input, ctx) =>
        freightService.trialFreight(tx, p, input, clock(), ctx.locale),
      ),
      createShipment: inTenant(async (tx, p, input) => {
        const order = await lockOrder(tx, p, onlyOne(input.ids));
        const shipment = await shipmentService.shipOrder(files, tx, p, order, input, clock());
        await publishBadges(events, tx, p.tenantId);
        return shipment;
      }),
      bathCreateShipment: inTenant(async (tx, principal, input, ctx) => {
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
      getTaskResult: inTenant((tx, p, input, ctx) => taskResult(tx, p, input.taskId, ctx.locale)),
      previewLabel: inTenant(
        async (tx, p, input) => (await labelLinks(tx, p, [input.id], files, clock(), false))[0]!,
      ),
      rePrintLabel: inTenant((tx, p, input) => labelLinks(tx, p, input.ids, files, clock(), true)),
      labelZpl: inTenant(shippingLabelsZpl),
    }),
  ];
}
