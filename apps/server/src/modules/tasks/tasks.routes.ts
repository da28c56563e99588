import { downloadHistoryEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { tasksService as service } from './tasks.service.ts';

export function tasksRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { files, clock } = deps;
  return implement(downloadHistoryEndpoints, {
    getList: inTenant((tx, p, input) => service.list(tx, p, input, files, clock())),
    getNoCompleteQty: inTenant((tx, p) => service.counts(tx, p)),
    cancel: inTenant((tx, p, input) => service.cancel(tx, p, input.id, files, clock())),
    remove: inTenant((tx, p, input) => service.remove(tx, p, input.id, files, clock())),
  });
}
