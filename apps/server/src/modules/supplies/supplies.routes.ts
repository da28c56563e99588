import { materialEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden } from '../../platform/errors.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement, type TenantWork } from '../../platform/registry.ts';
import { materialLabelLink, materialLabelsZpl } from './material-labels.ts';
import { materialQueries as queries } from './material-queries.ts';
import { materialsService as service } from './materials.service.ts';

export function suppliesRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  // Supplies are the warehouse's own stock of consumables: nothing of a customer's, so its users are refused.
  const staffRead = <I, O>(work: TenantWork<I, O>) =>
    inTenant<I, O>((tx, p, input, ctx) => {
      if (p.kind === 'customer') throw forbidden();
      return work(tx, p, input, ctx);
    });
  return implement(materialEndpoints, {
    getPageList: staffRead(queries.list),
    getDetail: staffRead((tx, p, input) => service.detail(tx, p, input.id)),
    getLogPageList: staffRead(queries.logs),
    getTrend: staffRead((tx, p, input) => queries.trend(tx, p, input.id, input.days, clock())),
    getWarningList: staffRead((tx, p, input, ctx) => queries.warnings(tx, p, ctx.locale, input.warehouseId)),
    create: inTenant((tx, p, input) => service.create(tx, p, input, clock())),
    update: inTenant((tx, p, input) => service.update(tx, p, input, clock())),
    updateCode: inTenant((tx, p, input) => service.updateCode(tx, p, input, clock())),
    setWarning: inTenant((tx, p, input) => service.setWarning(tx, p, input, clock())),
    stockIn: inTenant((tx, p, input) => service.stockIn(tx, p, input, clock())),
    use: inTenant((tx, p, input) => service.takeOut(tx, p, 'use', input, clock())),
    reportDamage: inTenant((tx, p, input) => service.takeOut(tx, p, 'damage', input, clock())),
    import: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
    printLabel: inTenant((tx, p, input) => materialLabelLink(deps.files, clock(), tx, p, input)),
    printLabelZpl: inTenant(materialLabelsZpl),
  });
}
