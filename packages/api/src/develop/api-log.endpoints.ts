import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { pageOf, pageQuery } from '../core/page-query.ts';

const boolQuery = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const apiLogQuery = pageQuery({
  account: z.string().trim().max(25).optional(),
  path: z.string().trim().max(200).optional(),
  success: boolQuery.optional(),
});

/** One mutating call: who, what, when, how it ended and how long it took. Bodies are never kept. */
export const apiLogRowSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  method: z.string(),
  path: z.string(),
  functionPoint: z.string(),
  target: z.string(),
  statusCode: z.number().int(),
  success: z.boolean(),
  code: z.string(),
  durationMs: z.number().int(),
  ip: z.string(),
  requestId: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
});
export type ApiLogRow = z.infer<typeof apiLogRowSchema>;

/** Days an API log row is kept; the daily job deletes older ones. */
export const API_LOG_RETENTION = { min: 1, max: 3650, default: 90 } as const;

export const apiLogSettingsSchema = z.object({
  retentionDays: z.coerce.number().int().min(API_LOG_RETENTION.min).max(API_LOG_RETENTION.max),
});
export type ApiLogSettings = z.infer<typeof apiLogSettingsSchema>;

const base = '/api/v1/System/ApiLog';

/** The API log (develop area): the tenant's mutating calls, newest first, and how long they are kept. */
export const apiLogEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Mutating calls of the tenant, newest first: account, call, target, result and duration',
    input: apiLogQuery,
    output: pageOf(apiLogRowSchema),
    access: { functionPoint: 'develop:api-log:view' },
    mutates: false,
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: `${base}/GetSettings`,
    summary: 'How many days the API log keeps a call',
    input: z.object({}),
    output: apiLogSettingsSchema,
    access: { functionPoint: 'develop:api-log:view' },
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: `${base}/SaveSettings`,
    summary: 'Set how many days the API log keeps a call; older calls go in the next daily run',
    input: apiLogSettingsSchema,
    output: apiLogSettingsSchema,
    access: { functionPoint: 'develop:api-log:config' },
    notifySuccess: true,
  }),
};
