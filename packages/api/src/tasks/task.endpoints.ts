import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  downloadListQuery,
  downloadListSchema,
  downloadTaskSchema,
  noCompleteQtySchema,
} from './task.schema.ts';

const base = '/api/v1/DownloadHistory/DownloadHistory';

export const downloadHistoryEndpoints = {
  getList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetList`,
    summary: 'Download center: my tasks, newest first',
    input: downloadListQuery,
    output: downloadListSchema,
    access: 'session',
    mutates: false,
  }),
  getNoCompleteQty: defineEndpoint({
    method: 'GET',
    path: `${base}/GetNoCompletQty`,
    summary: 'Download badge: incomplete tasks and generated filings',
    input: z.object({}),
    output: noCompleteQtySchema,
    access: 'session',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Cancel a task that has not completed',
    input: z.object({ id: z.uuid(), action: z.literal('cancel') }),
    output: downloadTaskSchema,
    access: { functionPoint: 'download:task:manage' },
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a task from the list (its file is deleted too)',
    input: z.object({ id: z.uuid() }),
    queryKeys: ['id'],
    output: z.null(),
    access: { functionPoint: 'download:task:manage' },
  }),
};
