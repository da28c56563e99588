import { materialEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { startImport } from '../excel/import-tasks.ts';
import { materialQueries } from './material-queries.ts';
import { materialsService } from './materials.service.ts';

export function suppliesRoutes(deps: AppDeps) {
  const service = materialsService(deps.clock);
  const queries = materialQueries(deps.clock);
  return implement(materialEndpoints, {
    getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => queries.list(tx, ctx.principal, input)),
    getDetail: (input, ctx) => deps.inTenant(ctx, (tx) => service.detail(tx, ctx.principal, input.id)),
    getLogPageList: (input, ctx) => deps.inTenant(ctx, (tx) => queries.logs(tx, ctx.principal, input)),
    getTrend: (input, ctx) =>
      deps.inTenant(ctx, (tx) => queries.trend(tx, ctx.principal, input.id, input.days)),
    getWarningList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => queries.warnings(tx, ctx.principal, ctx.locale, input.warehouseId)),
    create: (input, ctx) => deps.inTenant(ctx, (tx) => service.create(tx, ctx.principal, input)),
    update: (input, ctx) => deps.inTenant(ctx, (tx) => service.update(tx, ctx.principal, input)),
    updateCode: (input, ctx) => deps.inTenant(ctx, (tx) => service.updateCode(tx, ctx.principal, input)),
    setWarning: (input, ctx) => deps.inTenant(ctx, (tx) => service.setWarning(tx, ctx.principal, input)),
    stockIn: (input, ctx) => deps.inTenant(ctx, (tx) => service.stockIn(tx, ctx.principal, input)),
    use: (input, ctx) => deps.inTenant(ctx, (tx) => service.takeOut(tx, ctx.principal, 'use', input)),
    reportDamage: (input, ctx) =>
      deps.inTenant(ctx, (tx) => service.takeOut(tx, ctx.principal, 'damage', input)),
    import: (input, ctx) => deps.inTenant(ctx, (tx) => startImport(deps, tx, ctx, input)),
  });
}
