import {
  categoryEndpoints,
  PRODUCT_ATTRS,
  productAttrEndpoints,
  productEndpoints,
  saleProductEndpoints,
} from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { startExport } from '../excel/export-job.ts';
import { startImport } from '../excel/import-tasks.ts';
import { enumOptions } from '../warehouses/warehouse-enums.ts';
import { categoriesService } from './categories.service.ts';
import { productExport } from './product.export.ts';
import { productLabelLink } from './product-labels.ts';
import { productQueries as queries } from './product-queries.ts';
import { productsService as service } from './products.service.ts';
import { saleProductsService as sale } from './sale-products.service.ts';

export function productsRoutes(deps: AppDeps) {
  const categories = categoriesService(deps.files, deps.clock);
  const exporter = productExport();
  return [
    ...implement(productEndpoints, {
      getListByPage: (input, ctx) => deps.inTenant(ctx, (tx) => queries.list(tx, ctx.principal, input)),
      getAllList: (input, ctx) =>
        deps.inTenant(ctx, async (tx) => (await queries.options(tx, ctx.principal, input)).items),
      getSelectListByPage: (input, ctx) =>
        deps.inTenant(ctx, (tx) => queries.options(tx, ctx.principal, input, true)),
      getProductCartonRateList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => queries.cartonRates(tx, ctx.principal, input.ids)),
      get: (input, ctx) => deps.inTenant(ctx, (tx) => queries.get(tx, ctx.principal, input.id)),
      logDimensions: (input, ctx) =>
        deps.inTenant(ctx, (tx) => queries.logs(tx, ctx.principal, input.id, 'dimensions')),
      logUpc: (input, ctx) => deps.inTenant(ctx, (tx) => queries.logs(tx, ctx.principal, input.id, 'upc')),
      create: (input, ctx) => deps.inTenant(ctx, (tx) => service.create(tx, ctx.principal, input)),
      verifyAndCreate: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.verifyAndCreate(tx, ctx.principal, input.products)),
      edit: (input, ctx) => deps.inTenant(ctx, (tx) => service.edit(tx, ctx.principal, input, deps.clock())),
      delete: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.remove(tx, ctx.principal, input.id, deps.clock())),
      exportAllProductDownload: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startExport(deps, tx, ctx, exporter, input)),
      printLabel: (input, ctx) =>
        deps.inTenant(ctx, (tx) => productLabelLink(deps.files, deps.clock(), tx, ctx.principal, input)),
      import: (input, ctx) => deps.inTenant(ctx, (tx) => startImport(deps, tx, ctx, input)),
    }),
    ...implement(productAttrEndpoints, {
      getAllProductAttr: async (_input, ctx) => enumOptions(ctx.locale, 'productAttr', PRODUCT_ATTRS),
    }),
    ...implement(categoryEndpoints, {
      getTree: (input, ctx) =>
        deps.inTenant(ctx, (tx) => categories.tree(tx, ctx.principal, input.onlyShown)),
      create: (input, ctx) => deps.inTenant(ctx, (tx) => categories.create(tx, ctx.principal, input)),
      update: (input, ctx) => deps.inTenant(ctx, (tx) => categories.update(tx, ctx.principal, input)),
      delete: (input, ctx) => deps.inTenant(ctx, (tx) => categories.remove(tx, ctx.principal, input.id)),
      uploadIcon: (input, ctx) => deps.inTenant(ctx, (tx) => categories.uploadIcon(tx, ctx.principal, input)),
    }),
    ...implement(saleProductEndpoints, {
      getPageList: (input, ctx) => deps.inTenant(ctx, (tx) => sale.list(tx, ctx.principal, input)),
      create: (input, ctx) => deps.inTenant(ctx, (tx) => sale.create(tx, ctx.principal, input)),
      update: (input, ctx) => deps.inTenant(ctx, (tx) => sale.update(tx, ctx.principal, input, deps.clock())),
      relate: (input, ctx) => deps.inTenant(ctx, (tx) => sale.relate(tx, ctx.principal, input, deps.clock())),
      delete: (input, ctx) =>
        deps.inTenant(ctx, (tx) => sale.remove(tx, ctx.principal, input.id, deps.clock())),
    }),
  ];
}
