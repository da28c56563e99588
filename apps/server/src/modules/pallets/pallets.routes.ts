import { palletCodeEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { palletPrintLink } from './pallet-print.ts';
import { palletZplLabels } from './pallet-zpl.ts';
import { palletsService } from './pallets.service.ts';

export function palletsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const service = palletsService;
  return implement(palletCodeEndpoints, {
    generate: inTenant(service.generate),
    getPageList: inTenant(service.list),
    getDetail: inTenant((tx, p, input) => service.detail(tx, p, input.id)),
    print: inTenant((tx, p, input) => palletPrintLink(deps.files, deps.clock(), tx, p, input)),
    printZpl: inTenant(palletZplLabels),
    close: inTenant((tx, p, input) => service.close(tx, p, input.id)),
  });
}
