import { materialEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { materialLabelLink, materialLabelsZpl } from './material-labels.ts';
import { materialQueries as queries } from './material-queries.ts';
import { materialsService as service } from './materials.service.ts';

export function suppliesRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  return implement(materialEndpoints, {
    getPageList: inTenant(queries.list),
    getDetail: inTenant((tx, p, input) => service.detail(tx, p, input.id)),
    getLogPageList: inTenant(queries.logs),
    getTrend: inTenant((tx, p, input) => queries.trend(tx, p, input.id, input.days, clock())),
    getWarningList: inTenant((tx, p, input, ctx) => queries.warnings(tx, p, ctx.locale, input.warehouseId)),
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
