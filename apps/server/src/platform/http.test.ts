import { Writable } from 'node:stream';
import { defineEndpoint, downloadHistoryEndpoints, ErrorCode, platformEndpoints } from '@wms/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from '../app.ts';
import { createTestEnv, describeEachDb, type TestEnv } from '../testing/test-env.ts';
import { BizError } from './errors.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

describeEachDb('envelope and error mapping', (env) => {
  it('wraps data in { success, code, message, data }', async () => {
    const res = await env().call(platformEndpoints.getConfig, {}, undefined, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: '0', data: { systemName: '仓储管理系统' } });
  });

  it('answers 401 with the localised message when not logged in', async () => {
    const res = await env().call(downloadHistoryEndpoints.getList, {}, undefined, 'zh-CN');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: '未授权，请登录' });
  });

  it('answers 401 WBS00014 for an unknown token, so the client logs out', async () => {
    const res = await env().call(downloadHistoryEndpoints.getList, {}, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('WBS00014');
  });

  it('answers 403 when the user lacks the function point', async () => {
    const user = await env().login({ functionPoints: [] });
    const res = await env().call(
      downloadHistoryEndpoints.cancel,
      { id: '01900000-0000-7000-8000-000000000000', action: 'cancel' },
      user.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Access Denied' });
  });

  it('refuses a business rule with 200, success:false and a stable code in the request language', async () => {
    const user = await env().login({ functionPoints: ['download:task:manage'] });
    const input = { id: '01900000-0000-7000-8000-000000000000', action: 'cancel' as const };
    const zh = await env().call(downloadHistoryEndpoints.cancel, input, user.token, 'zh-CN');
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({
      success: false,
      code: 'TASK_NOT_FOUND',
      message: '任务不存在',
      data: null,
    });
    const en = await env().call(downloadHistoryEndpoints.cancel, input, user.token, 'en');
    expect(en.json().message).toBe('The task does not exist');
  });

  it('names the field in a validation error', async () => {
    const user = await env().login({ functionPoints: ['download:task:manage'] });
    const res = await env().call(downloadHistoryEndpoints.getList, { pageSize: 15 as 10 }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(res.json().message).toMatch(/^pageSize: /);
    const zh = await env().call(downloadHistoryEndpoints.remove, {} as { id: string }, user.token, 'zh-CN');
    expect(zh.json().message).toBe('id：不能为空');
  });

  it('answers 405 for a known path with the wrong method and 404 for an unknown one', async () => {
    const wrong = await env().app.inject({ method: 'GET', url: downloadHistoryEndpoints.getList.path });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json().message).toBe('Request Method Error');
    const unknown = await env().app.inject({ method: 'POST', url: '/api/v1/Nope/Nope/Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Error in Address Request');
  });

  it('serves /version.json and /healthz', async () => {
    const version = await env().app.inject({ url: '/version.json?t=1' });
    expect(version.json()).toEqual({ version: expect.any(String) });
    expect(version.headers['cache-control']).toBe('no-cache');
    const health = await env().app.inject({ url: '/healthz' });
    expect(health.json()).toMatchObject({ status: 'ok', database: env().kind });
  });

  it('lists every endpoint in the OpenAPI document at /api/docs', async () => {
    const doc = (await env().app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([platformEndpoints.getConfig.path, downloadHistoryEndpoints.getList.path]),
    );
    const ui = await env().app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('an unexpected error', () => {
  let env: TestEnv & { close(): Promise<void> };
  const logs: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    env = await createTestEnv('pglite', { logger: { level: 'error', stream } });
    env.app.get('/api/v1/Test/Boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
  });
  afterAll(() => env.close());

  it('is a 500 that hides internals, and the log keeps the server’s request id and the client’s', async () => {
    const forged = `req-42\n${'x'.repeat(500)}`;
    const res = await env.app.inject({ url: '/api/v1/Test/Boom', headers: { 'x-request-id': forged } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret_table');
    const serverId = res.headers['x-request-id'] as string;
    expect(serverId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'INTERNAL',
      message: 'Internal Server Error',
      data: { requestId: serverId },
    });
    const line = JSON.parse(logs.find((l) => l.includes('secret_table'))!);
    expect(line.reqId).toBe(serverId);
    expect(line.clientRequestId).toBe(`req-42${'x'.repeat(58)}`);
  });
});

describe('a refusal that carries data', () => {
  let env: TestEnv & { close(): Promise<void> };
  const refuse = defineEndpoint({
    method: 'POST',
    path: '/api/v1/Test/RefuseWithData',
    summary: 'refuses with rows in data, whatever its output schema',
    input: z.object({}),
    output: z.object({ id: z.string() }),
    access: 'public',
  });
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    registerEndpoint(env.app, env.app.deps, {
      endpoint: refuse,
      handler: async () => {
        throw new BizError(ErrorCode.selectData, undefined, { rows: [3, 4] });
      },
    });
  });
  afterAll(() => env.close());

  it('keeps its data, which need not match the output schema (never a 500)', async () => {
    const res = await env.call(refuse, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.selectData, data: { rows: [3, 4] } });
  });
});

describe('security headers', () => {
  let env: TestEnv & { close(): Promise<void> };
  beforeAll(async () => {
    env = await createTestEnv('pglite');
  });
  afterAll(() => env.close());

  it('sends a content security policy, nosniff and a referrer policy on pages, API answers and errors', async () => {
    for (const url of ['/healthz', '/api/v1/Nowhere', '/files/x?expires=abc']) {
      const res = await env.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });
});
