import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { pageOf, pageQuery } from '../core/page-query.ts';

const boolQuery = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const loginLogQuery = pageQuery({
  account: z.string().trim().max(25).optional(),
  success: boolQuery.optional(),
});

export const loginLogRowSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  ip: z.string(),
  system: z.string(),
  success: z.boolean(),
  reason: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
});
export type LoginLogRow = z.infer<typeof loginLogRowSchema>;

/** The login log (develop area): every login attempt of the tenant's accounts, newest first. */
export const loginLogEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/LoginLog/GetPageList',
    summary: 'Login attempts of the tenant, newest first: account, address, app, result and reason',
    input: loginLogQuery,
    output: pageOf(loginLogRowSchema),
    access: { functionPoint: 'develop:login-log:view' },
    mutates: false,
  }),
};
