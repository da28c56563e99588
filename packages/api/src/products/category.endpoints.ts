import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { fileLinkSchema } from '../imports/import.schema.ts';
import {
  categoryIconSchema,
  categoryInputSchema,
  categoryNodeSchema,
  categoryUpdateSchema,
} from './category.schema.ts';

const base = '/api/v1/Base/ProductCategory';

export const categoryEndpoints = {
  getTree: defineEndpoint({
    method: 'POST',
    path: `${base}/GetTree`,
    summary: 'Product categories as a tree, ordered by sort',
    input: z.object({ onlyShown: z.boolean().default(false) }),
    output: z.array(categoryNodeSchema),
    access: 'session',
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a category',
    input: categoryInputSchema,
    output: z.object({ id: z.uuid() }),
    access: { functionPoint: 'base:category:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Edit a category',
    input: categoryUpdateSchema,
    output: z.object({ id: z.uuid() }),
    access: { functionPoint: 'base:category:update' },
    notifySuccess: true,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a category without children or products',
    input: z.object({ id: z.uuid() }),
    queryKeys: ['id'],
    output: z.null(),
    access: { functionPoint: 'base:category:delete' },
    notifySuccess: true,
  }),
  uploadIcon: defineEndpoint({
    method: 'POST',
    path: `${base}/UploadIcon`,
    summary: 'Store a category icon (at most 200 KB); returns its file id for Create / Update',
    input: categoryIconSchema,
    output: fileLinkSchema,
    access: { functionPoint: 'base:category:update' },
  }),
};
