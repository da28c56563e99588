import { defineEndpoint } from '@wms/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Routes that show request-layer behaviours no real endpoint shows yet (code 99, 5xx statuses, slow
 * answers, header echo). Only `client.test.ts` adds them, to its own Fastify instance.
 */
const echo = z.object({
  method: z.string(),
  query: z.record(z.string(), z.string()),
  body: z.unknown(),
  system: z.string().nullable(),
  language: z.string().nullable(),
  authorization: z.string().nullable(),
});
const codeInput = z.object({ code: z.string() });

export const testEndpoints = {
  echoGet: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Test/Echo/Get',
    summary: 'echo',
    input: z.object({ id: z.string(), page: z.number(), sort: z.object({ field: z.string() }).optional() }),
    output: echo,
    access: 'public',
  }),
  echoDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/Test/Echo/Delete',
    summary: 'echo',
    input: z.object({ id: z.string() }),
    output: echo,
    access: 'public',
  }),
  echoPost: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Test/Echo/Post',
    summary: 'echo',
    input: z.object({ id: z.string(), names: z.array(z.string()) }),
    output: echo,
    access: 'public',
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Test/Refuse',
    summary: 'answers success:false with the given code',
    input: codeInput,
    output: z.null(),
    access: 'public',
  }),
  sync: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Test/Refuse',
    summary: 'a sync call',
    input: codeInput,
    output: z.null(),
    access: 'public',
    kind: 'sync',
  }),
  push: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Test/Refuse',
    summary: 'a push call',
    input: codeInput,
    output: z.null(),
    access: 'public',
    kind: 'push',
  }),
  status: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Test/Status',
    summary: 'answers the given HTTP status with an HTML body, as a proxy would',
    input: z.object({ status: z.number() }),
    output: z.null(),
    access: 'public',
  }),
  slow: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Test/Slow',
    summary: 'answers after 1 s',
    input: z.object({}),
    output: z.null(),
    access: 'public',
    timeout: 200,
  }),
};

export function addClientTestRoutes(app: FastifyInstance): void {
  const reply = (request: {
    method: string;
    query: unknown;
    body: unknown;
    headers: Record<string, unknown>;
  }) => {
    const header = (name: string) => (request.headers[name] as string | undefined) ?? null;
    return {
      success: true,
      code: '0',
      message: '',
      data: {
        method: request.method,
        query: request.query,
        body: request.body ?? null,
        system: header('system'),
        language: header('content-language'),
        authorization: header('authorization'),
      },
    };
  };
  app.get(testEndpoints.echoGet.path, async (request) => reply(request));
  app.delete(testEndpoints.echoDelete.path, async (request) => reply(request));
  app.post(testEndpoints.echoPost.path, async (request) => reply(request));
  app.post<{ Body: { code: string } }>(testEndpoints.refuse.path, async (request) => ({
    success: false,
    code: request.body.code,
    message: `server says ${request.body.code}`,
    data: null,
  }));
  app.post<{ Body: { status: number } }>(testEndpoints.status.path, async (request, res) =>
    res.status(request.body.status).type('text/html').send('<html>upstream</html>'),
  );
  app.get(testEndpoints.slow.path, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { success: true, code: '0', message: '', data: null };
  });
}
