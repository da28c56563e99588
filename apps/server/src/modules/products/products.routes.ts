import {
  categoryEndpoints,
  PRODUCT_ATTRS,
  productAttrEndpoints,
  productEndpoints,
  saleProductEndpoints,
} from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { enumOptions } from '../../platform/enum-options.ts';
import { startExport } from '../../platform/excel/export-job.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { categoriesService as categories } from './categories.service.ts';
import { productExport } from './product.export.ts';
import { labelProducts, productLabelLink } from './product-labels.ts';
import { productLabelsZpl } from './product-labels-zpl.ts';
import { productQueries as queries } from './product-queries.ts';
import { productsService as service } from './products.service.ts';
import { saleProductsService as sale } from './sale-products.service.ts';

export function productsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const exporter = productExport();
  return [
    ...implement(productEndpoints, {
      getListByPage: inTenant(queries.list),
      getAllList: inTenant(async (tx, p, input) => (await queries.options(tx, p, input)).items),
      getSelectListByPage: inTenant((tx, p, input) => queries.options(tx, p, input, true)),
      getProductCartonRateList: inTenant((tx, p, input) => queries.cartonRates(tx, p, input.ids)),
      get: inTenant((tx, p, input) => queries.get(tx, p, input.id)),
      logDimensions: inTenant((tx, p, input) => queries.logs(tx, p, input.id, 'dimensions')),
      logUpc: inTenant((tx, p, input) => queries.logs(tx, p, input.id, 'upc')),
      create: inTenant(service.create),
      verifyAndCreate: inTenant((tx, p, input) => service.verifyAndCreate(tx, p, input.products)),
      edit: inTenant((tx, p, input) => service.edit(tx, p, input, deps.clock())),
      delete: inTenant((tx, p, input) => service.remove(tx, p, input.id, deps.clock())),
      exportAllProductDownload: inTenant((tx, _p, input, ctx) => startExport(deps, tx, ctx, exporter, input)),
      printLabel: inTenant((tx, p, input) => productLabelLink(deps.files, deps.clock(), tx, p, input)),
      printLabelZpl: inTenant(async (tx, p, input) => {
        const [widthMm, heightMm] = input.size.split('x').map(Number) as [number, number];
        return { labels: productLabelsZpl(await labelProducts(tx, p, input.ids), input), widthMm, heightMm };
      }),
      import: inTenant((tx, _p, input, ctx) => startImport(deps, tx, ctx, input)),
    }),
    ...implement(productAttrEndpoints, {
      getAllProductAttr: async (_input, ctx) => enumOptions(ctx.locale, 'productAttr', PRODUCT_ATTRS),
    }),
    ...implement(categoryEndpoints, {
      getTree: inTenant((tx, p, input) => categories.tree(tx, p, input.onlyShown, deps.files, deps.clock())),
      create: inTenant((tx, p, input) => categories.create(tx, p, input, deps.files)),
      update: inTenant((tx, p, input) => categories.update(tx, p, input, deps.files, deps.clock())),
      delete: inTenant((tx, p, input) => categories.remove(tx, p, input.id, deps.clock())),
      uploadIcon: inTenant((tx, p, input) => categories.uploadIcon(tx, p, input, deps.files, deps.clock())),
    }),
    ...implement(saleProductEndpoints, {
      getPageList: inTenant(sale.list),
      get: inTenant((tx, p, input) => sale.get(tx, p, input.id)),
      create: inTenant(sale.create),
      update: inTenant((tx, p, input) => sale.update(tx, p, input, deps.clock())),
      relate: inTenant((tx, p, input) => sale.relate(tx, p, input, deps.clock())),
      delete: inTenant((tx, p, input) => sale.remove(tx, p, input.id, deps.clock())),
    }),
  ];
}
