import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { EXPORT_FIELDS } from '../imports/export-fields.ts';
import { exportFieldsSchema, importUploadSchema, taskRefSchema } from '../imports/import.schema.ts';
import {
  adjustInputSchema,
  locationStockPageSchema,
  locationStockQuery,
  locationStockSchema,
  lockInputSchema,
  moveInputSchema,
  occupationListQuery,
  occupationPageSchema,
  occupationSchema,
  stockLogPageSchema,
  stockLogQuery,
  stockOverviewPageSchema,
  stockOverviewQuery,
  stockSelectQuery,
  unlockInputSchema,
} from './stock.schema.ts';

const base = '/api/v1/WMS/Stock';
const read = { access: 'session', mutates: false } as const;
const exportFilters = locationStockQuery.omit({ pageIndex: true, pageSize: true, sort: true });

export const stockEndpoints = {
  getOverviewPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetOverviewPageList`,
    summary: 'Inventory overview: per warehouse, customer and product',
    input: stockOverviewQuery,
    output: stockOverviewPageSchema,
    ...read,
  }),
  getLocationStockPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetLocationStockPageList`,
    summary: 'Location inventory (also the inventory-age list with minAge)',
    input: locationStockQuery,
    output: locationStockPageSchema,
    ...read,
  }),
  getStockLogPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetStockLogPageList`,
    summary: 'Inventory log: before, change and after of every stock change',
    input: stockLogQuery,
    output: stockLogPageSchema,
    ...read,
  }),
  getOccupationList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetOccupationList`,
    summary: 'Occupation list of a stock row: source number and module of each allocation and lock',
    input: z.object({ stockId: z.uuid(), onlyActive: z.boolean().default(true) }),
    output: z.array(occupationSchema),
    ...read,
  }),
  getOccupationPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetOccupationPageList`,
    summary: 'Occupation list page: allocations and locks of the warehouses the caller sees, by source',
    input: occupationListQuery,
    output: occupationPageSchema,
    ...read,
  }),
  getStockSelect: defineEndpoint({
    method: 'POST',
    path: `${base}/GetStockSelect`,
    summary: 'Stock of up to 50 products and 50 locations of one warehouse',
    input: stockSelectQuery,
    output: z.array(locationStockSchema),
    ...read,
  }),
  lock: defineEndpoint({
    method: 'POST',
    path: `${base}/Lock`,
    summary: 'Lock a quantity of a stock row',
    input: lockInputSchema,
    output: occupationSchema,
    access: { functionPoint: 'wms:stock:lock' },
    notifySuccess: true,
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: `${base}/Unlock`,
    summary: 'Unlock a lock; goods already taken out of the warehouse cannot be unlocked',
    input: unlockInputSchema,
    output: occupationSchema,
    access: { functionPoint: 'wms:stock:lock' },
    notifySuccess: true,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: `${base}/Move`,
    summary: 'Move available stock to another location of the same warehouse',
    input: moveInputSchema,
    output: z.object({ from: locationStockSchema, to: locationStockSchema }),
    access: { functionPoint: 'wms:stock:move' },
    notifySuccess: true,
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: `${base}/Adjust`,
    summary: 'Inventory edit: set the counted quantity of a stock row',
    input: adjustInputSchema,
    output: locationStockSchema,
    access: { functionPoint: 'wms:stock:adjust' },
    notifySuccess: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${base}/Import`,
    summary: 'Inventory import: counted quantities per location (inventory kind); all rows or none',
    input: importUploadSchema.extend({
      kind: z.literal('inventory').default('inventory'),
      warehouseId: z.uuid(),
    }),
    output: taskRefSchema,
    access: { functionPoint: 'wms:stock:import' },
  }),
  exportSku: defineEndpoint({
    method: 'POST',
    path: `${base}/ExportSku`,
    summary: 'SKU export: inventory per warehouse, customer and product',
    input: exportFilters.extend({ fields: exportFieldsSchema(EXPORT_FIELDS.skuStock) }),
    output: taskRefSchema,
    access: { functionPoint: 'wms:stock:export' },
  }),
  exportLocationStock: defineEndpoint({
    method: 'POST',
    path: `${base}/ExportLocationStock`,
    summary: 'Location inventory export',
    input: exportFilters.extend({ fields: exportFieldsSchema(EXPORT_FIELDS.locationStock) }),
    output: taskRefSchema,
    access: { functionPoint: 'wms:stock:export' },
  }),
};
