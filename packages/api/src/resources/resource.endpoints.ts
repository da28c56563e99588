import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  resourceInput,
  resourceRecordSchema,
  resourceTreeQuery,
  resourceUpdateInput,
} from './resource.schema.ts';

const base = '/api/v1/System/Resource';
const manage = { functionPoint: 'develop:resource:manage' };

/** Resource and API management (develop area). Resources are the product's, so only the platform edits them. */
export const resourceEndpoints = {
  getTree: defineEndpoint({
    method: 'POST',
    path: `${base}/GetTree`,
    summary: 'Menus, pages, function points and APIs as a flat tree (parentId), ordered by orderIndex',
    input: resourceTreeQuery,
    output: z.object({ items: z.array(resourceRecordSchema) }),
    access: manage,
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a resource or API record',
    input: resourceInput,
    output: resourceRecordSchema,
    access: manage,
    notifySuccess: true,
    successMessage: 'identity:created',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Update a resource or API record',
    input: resourceUpdateInput,
    output: resourceRecordSchema,
    access: manage,
    notifySuccess: true,
    successMessage: 'identity:updated',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a resource that has no children',
    input: z.object({ id: z.uuid() }),
    queryKeys: ['id'],
    output: z.null(),
    access: manage,
    notifySuccess: true,
    successMessage: 'identity:deleted',
  }),
};
