import { returnEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { returnsService as service } from './returns.service.ts';

export function returnsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(returnEndpoints, {
    getPageList: inTenant(service.list),
    getTabCounts: inTenant(service.tabCounts),
    getDetail: inTenant((tx, p, input) =>
      service.detailWithPhotos(tx, p, input.id, deps.files, deps.clock()),
    ),
    create: inTenant((tx, p, input) => service.create(tx, p, input, deps.clock())),
    import: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
    transferredReturnOrder: inTenant((tx, p, input) => service.transfer(tx, p, input, deps.clock())),
    move: inTenant((tx, p, input) => service.move(tx, p, input, deps.clock())),
    receive: inTenant((tx, p, input) => service.receive(tx, p, input, deps.clock())),
    uploadPhoto: inTenant((tx, p, input) => service.uploadPhoto(tx, p, input, deps.files)),
    claim: inTenant((tx, p, input) => service.claim(tx, p, input, deps.clock())),
    handle: inTenant((tx, p, input) => service.handle(tx, p, input, deps.clock())),
  });
}
