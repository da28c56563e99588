import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';

/** One cache this server process keeps: what it holds and how many entries it has now. */
export const serverCacheSchema = z.object({
  name: z.string(),
  entries: z.number().int().min(0),
});
export type ServerCache = z.infer<typeof serverCacheSchema>;

export const serverCacheListSchema = z.object({
  /** The server process answering: caches live per process. */
  instance: z.string(),
  caches: z.array(serverCacheSchema),
});

const base = '/api/v1/System/Cache';

/** The cache page (develop area): what the server caches, and clearing it. */
export const cacheEndpoints = {
  getList: defineEndpoint({
    method: 'GET',
    path: `${base}/GetList`,
    summary: 'The caches of the answering server process and their entry counts',
    input: z.object({}),
    output: serverCacheListSchema,
    access: { functionPoint: 'develop:cache:view' },
  }),
  clear: defineEndpoint({
    method: 'POST',
    path: `${base}/Clear`,
    summary: 'Empty one cache by name, or every cache without a name; the next use fills it again',
    input: z.object({ name: z.string().trim().max(64).optional() }),
    output: serverCacheListSchema,
    access: { functionPoint: 'develop:cache:clear' },
    notifySuccess: true,
  }),
};
