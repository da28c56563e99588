import { workOrderEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { workOrderLists } from './work-order-lists.ts';
import { workOrdersService as service } from './work-orders.service.ts';

export function workOrdersRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const env = () => ({ files: deps.files, events: deps.events, now: deps.clock() });
  return implement(workOrderEndpoints, {
    getPageList: inTenant(service.list),
    getTabCounts: inTenant(service.tabCounts),
    getStockPageList: inTenant(workOrderLists.stock),
    getFeePageList: inTenant(workOrderLists.fees),
    getDetail: inTenant((tx, p, input) => service.detail(tx, p, input.id, env())),
    uploadFile: inTenant((tx, p, input) => service.uploadFile(tx, p, input, deps.files)),
    create: inTenant((tx, p, input) => service.create(tx, p, input, env())),
    update: inTenant((tx, p, input) => service.update(tx, p, input, env())),
    reply: inTenant((tx, p, input) => service.reply(tx, p, input, env())),
    finish: inTenant((tx, p, input) => service.move(tx, p, input.id, 'finish', env())),
    cancel: inTenant((tx, p, input) => service.move(tx, p, input.id, 'cancel', env())),
    addFee: inTenant((tx, p, input) => service.addFee(tx, p, input, env())),
    lockStock: inTenant((tx, p, input) => service.lockStock(tx, p, input, env())),
    unlockStock: inTenant((tx, p, input) => service.unlockStock(tx, p, input, env())),
  });
}
