import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { importUploadSchema, taskRefSchema } from '../imports/import.schema.ts';
import { postalCodeListQuery, postalCodePageSchema, zoneListQuery, zonePageSchema } from './postal.schema.ts';
import {
  countryConfigSchema,
  enumOptionSchema,
  warehouseInputSchema,
  warehouseListQuery,
  warehouseOptionSchema,
  warehousePageSchema,
  warehouseUpdateSchema,
  warehouseWithConfigSchema,
} from './warehouse.schema.ts';

const base = '/api/v1/Base/Warehouse';
const read = { access: 'session', mutates: false } as const;
const byId = z.object({ id: z.uuid() });

/** The Base/Warehouse calls, all POST unless stated. */
export const warehouseEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Warehouse list (paged)',
    input: warehouseListQuery,
    output: warehousePageSchema,
    ...read,
  }),
  getDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/GetDetail`,
    summary: 'One warehouse with its configuration',
    input: byId,
    output: warehouseWithConfigSchema,
    ...read,
  }),
  getList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetList`,
    summary: 'Enabled warehouses the caller may see (selectors)',
    input: z.object({}),
    output: z.array(warehouseOptionSchema),
    ...read,
  }),
  getWarehousePermissionsList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetWarehousePermissionsList`,
    summary: 'Every warehouse of the tenant, for granting warehouse permissions to users and roles',
    input: z.object({}),
    output: z.array(warehouseOptionSchema),
    ...read,
  }),
  getListWithConfig: defineEndpoint({
    method: 'POST',
    path: `${base}/GetListwithconfig`,
    summary: 'Warehouses the caller may see, each with picking-route and allocation configuration',
    input: z.object({}),
    output: z.array(warehouseWithConfigSchema),
    ...read,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a warehouse (within the plan’s warehouse limit)',
    input: warehouseInputSchema,
    output: warehouseWithConfigSchema,
    access: { functionPoint: 'base:warehouse:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Edit a warehouse and its configuration',
    input: warehouseUpdateSchema,
    output: warehouseWithConfigSchema,
    access: { functionPoint: 'base:warehouse:update' },
    notifySuccess: true,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a warehouse that holds no stock',
    input: byId,
    queryKeys: ['id'],
    output: z.null(),
    access: { functionPoint: 'base:warehouse:delete' },
    notifySuccess: true,
  }),
  getTerritoryEnum: defineEndpoint({
    method: 'POST',
    path: `${base}/GetTerritoryEnum`,
    summary: 'Territories (US regions)',
    input: z.object({}),
    output: z.array(enumOptionSchema),
    ...read,
  }),
  getWOpterEnum: defineEndpoint({
    method: 'POST',
    path: `${base}/GetWOpterEnum`,
    summary: 'Warehouse operation types',
    input: z.object({}),
    output: z.array(enumOptionSchema),
    ...read,
  }),
  getWOpterEnableEnum: defineEndpoint({
    method: 'POST',
    path: `${base}/GetWOpterEnableEnum`,
    summary: 'Enabled / disabled options',
    input: z.object({}),
    output: z.array(enumOptionSchema),
    ...read,
  }),
  getPostalcodePageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPostalcodePageList`,
    summary: 'Postal codes with their territory (zipCode import kind)',
    input: postalCodeListQuery,
    output: postalCodePageSchema,
    ...read,
  }),
  getZonePageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetZonePageList`,
    summary: 'Zone partition of a warehouse (zone import kind)',
    input: zoneListQuery,
    output: zonePageSchema,
    ...read,
  }),
  batchCreatePostalcode: defineEndpoint({
    method: 'POST',
    path: `${base}/BatchCreatePostalcode`,
    summary: 'Import postal codes (zipCode kind) or a zone partition (zone kind); runs as a task',
    input: importUploadSchema.extend({ kind: z.enum(['zipCode', 'zone']) }),
    output: taskRefSchema,
    access: { functionPoint: 'base:warehouse:postalcode' },
  }),
  getCountryBaseConfig: defineEndpoint({
    method: 'GET',
    path: `${base}/GetCountryBaseConfig`,
    summary: 'Country base configuration: territories, unit conversions, default divisor',
    input: z.object({ country: z.string().trim().length(2).default('US') }),
    output: z.array(countryConfigSchema),
    access: 'session',
  }),
};
