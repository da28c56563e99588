import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  saleProductInputSchema,
  saleProductListQuery,
  saleProductPageSchema,
  saleProductRelateSchema,
  saleProductSchema,
  saleProductUpdateSchema,
} from './sale-product.schema.ts';

const base = '/api/v1/Base/SaleProduct';

export const saleProductEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Sale products (online SKUs) with their related formal products',
    input: saleProductListQuery,
    output: saleProductPageSchema,
    access: 'session',
    mutates: false,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/Get`,
    summary: 'One sale product with its related formal products (the edit and relate pages)',
    input: z.object({ id: z.uuid() }),
    output: saleProductSchema,
    access: 'session',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a sale product',
    input: saleProductInputSchema,
    output: saleProductSchema,
    access: { functionPoint: 'base:saleProduct:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Edit a sale product',
    input: saleProductUpdateSchema,
    output: saleProductSchema,
    access: { functionPoint: 'base:saleProduct:update' },
    notifySuccess: true,
  }),
  relate: defineEndpoint({
    method: 'POST',
    path: `${base}/Relate`,
    summary: 'Relate a sale product to formal products of the same customer (replaces the relations)',
    input: saleProductRelateSchema,
    output: saleProductSchema,
    access: { functionPoint: 'base:saleProduct:update' },
    notifySuccess: true,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a sale product',
    input: z.object({ id: z.uuid() }),
    queryKeys: ['id'],
    output: z.null(),
    access: { functionPoint: 'base:saleProduct:delete' },
    notifySuccess: true,
  }),
};
