import { receivingEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { putAwayService } from './put-away.service.ts';
import { receivingService } from './receiving.service.ts';

/** The discrepancy report, and the PDA's online twins of its receiving events. */
export function receivingRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(receivingEndpoints, {
    getDiscrepancy: inTenant((tx, p, input) => receivingService.discrepancy(tx, p, input.id)),
    receive: inTenant((tx, p, input) => {
      const now = deps.clock();
      const event = { eventId: '', deviceId: '', deviceSeq: 0, occurredAt: now, receivedAt: now };
      return receivingService.receive(tx, p, input, event);
    }),
    finishUnloading: inTenant((tx, p, input) => receivingService.finish(tx, p, input, deps.clock())),
    finishReceipt: inTenant((tx, p, input) => receivingService.finish(tx, p, input, deps.clock())),
    putAway: inTenant((tx, p, input) => putAwayService.putAway(tx, p, input, deps.clock())),
  });
}
