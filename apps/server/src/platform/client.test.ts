import type { AddressInfo } from 'node:net';
import {
  ApiError,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  downloadHistoryEndpoints,
  type EndpointOutput,
  FORCED_LOGOUT_DELAY_MS,
  type Notice,
  platformEndpoints,
  successKey,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, expectTypeOf, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { addClientTestRoutes, testEndpoints } from '../testing/client-test-routes.ts';
import { describeEachDb, type TestEnv } from '../testing/test-env.ts';
import { revokeSession } from './sessions.ts';

const unknownId = '01900000-0000-7000-8000-000000000000';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ky client over real HTTP against a listening Fastify: what each app does at run time. */
describeEachDb('the request layer against a real server', (env) => {
  let baseUrl = '';
  beforeAll(async () => {
    addClientTestRoutes(env().app);
    await env().app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(env().app.server.address() as AddressInfo).port}`;
  });

  function client(options: { token?: string; locale?: Locale; url?: string } = {}) {
    const locale = options.locale ?? 'en';
    const notices: Notice[] = [];
    const logouts: { code: string; at: number }[] = [];
    const api = createApiClient({
      baseUrl: options.url ?? baseUrl,
      system: 'backoffice',
      getToken: () => options.token,
      getLocale: () => locale,
      text: (key) => translate(locale, key),
      notify: (notice) => notices.push(notice),
      onForcedLogout: (code) => logouts.push({ code, at: Date.now() }),
    });
    return { api, notices, logouts };
  }

  async function refusal(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('sends the token, System and Content-Language headers, and gets typed data', async () => {
    const { api } = client({ token: 'abc', locale: 'zh-CN' });
    const echo = await api.call(testEndpoints.echoPost, { id: '1', names: ['a'] });
    expect(echo).toMatchObject({ system: 'backoffice', language: 'zh-CN', authorization: 'Bearer abc' });
    const config = await api.call(platformEndpoints.getConfig, {});
    expectTypeOf(config).toEqualTypeOf<EndpointOutput<typeof platformEndpoints.getConfig>>();
    expect(config.systemName).toBe('仓储管理系统');
    expect((await client({ locale: 'en' }).api.call(platformEndpoints.getConfig, {})).systemName).toBe(
      'Warehouse Management System',
    );
  });

  it('puts GET and DELETE parameters in the query, and POST ones in the body', async () => {
    const { api } = client();
    const get = await api.call(testEndpoints.echoGet, { id: 'x1', page: 2, sort: { field: 'id' } });
    expect(get).toMatchObject({ method: 'GET', query: { id: 'x1', page: '2', sort: '{"field":"id"}' } });
    const del = await api.call(testEndpoints.echoDelete, { id: 'x2' });
    expect(del).toMatchObject({ method: 'DELETE', query: { id: 'x2' } });
    const post = await api.call(testEndpoints.echoPost, { id: 'x3', names: ['a', 'b'] });
    expect(post).toMatchObject({ query: {}, body: { id: 'x3', names: ['a', 'b'] } });
  });

  it('lists download tasks with a real session, and sends `Delete?id=` in the query', async () => {
    const user = await env().login({ functionPoints: ['download:task:manage'] });
    const { api, notices } = client({ token: user.token });
    expect(await api.call(downloadHistoryEndpoints.getList, { pageSize: 20 })).toEqual({
      items: [],
      total: 0,
    });
    const error = await refusal(api.call(downloadHistoryEndpoints.remove, { id: unknownId }));
    expect(error).toMatchObject({ code: 'TASK_NOT_FOUND', status: 200, message: 'The task does not exist' });
    expect(notices).toEqual([{ kind: 'error', code: 'TASK_NOT_FOUND', message: 'The task does not exist' }]);
  });

  it('shows the server message on success:false, throws, and `attempt` yields false', async () => {
    const user = await env().login({ functionPoints: ['download:task:manage'] });
    const { api, notices } = client({ token: user.token, locale: 'zh-CN' });
    const input = { id: unknownId, action: 'cancel' as const };
    expect(await api.attempt(downloadHistoryEndpoints.cancel, input)).toBe(false);
    expect(notices).toEqual([{ kind: 'error', code: 'TASK_NOT_FOUND', message: '任务不存在' }]);
  });

  it('stays silent for a suppressed endpoint and passes the rejection to the caller', async () => {
    const user = await env().login({ functionPoints: ['download:task:manage'] });
    const { api, notices } = client({ token: user.token });
    const suppressed = { ...downloadHistoryEndpoints.cancel, suppressed: true };
    const error = await refusal(api.call(suppressed, { id: unknownId, action: 'cancel' }));
    expect(error.code).toBe('TASK_NOT_FOUND');
    expect(notices).toEqual([]);
  });

  it('shows "Frequent operation" on code 99 for sync and push, else their own failure text', async () => {
    const { api, notices } = client();
    for (const endpoint of [testEndpoints.sync, testEndpoints.push]) {
      await refusal(api.call(endpoint, { code: '99' }));
      await refusal(api.call(endpoint, { code: 'E1' }));
    }
    await refusal(api.call(testEndpoints.refuse, { code: '99' }));
    expect(notices.map((n) => n.message)).toEqual([
      'Frequent operation, please try again later',
      'Synchronization failed',
      'Frequent operation, please try again later',
      'Push failed',
      'server says 99',
    ]);
  });

  it('logs out 0.5 s after each forced-logout code, once per burst', async () => {
    const { api, logouts, notices } = client({ token: 'not-a-token' });
    const started = Date.now();
    const errors = await Promise.all([
      refusal(api.call(downloadHistoryEndpoints.getList, {})),
      refusal(api.call(downloadHistoryEndpoints.getNoCompleteQty, {})),
    ]);
    expect(errors.map((e) => [e.status, e.code])).toEqual([
      [401, 'WBS00014'],
      [401, 'WBS00014'],
    ]);
    expect(notices[0]?.message).toBe('Your session is invalid, please log in again');
    expect(logouts).toEqual([]);
    await sleep(FORCED_LOGOUT_DELAY_MS + 150);
    expect(logouts).toHaveLength(1);
    expect(logouts[0]!.at - started).toBeGreaterThanOrEqual(FORCED_LOGOUT_DELAY_MS - 5);
    for (const code of ['WBS00012', 'WBS00013', 'WBS00014', 'USR0015']) {
      const other = client();
      await refusal(other.api.call(testEndpoints.refuse, { code }));
      await sleep(FORCED_LOGOUT_DELAY_MS + 50);
      expect(other.logouts.map((l) => l.code)).toEqual([code]);
    }
  });

  it('forces logout for an expired session (WBS00012) and a disabled user (USR0015)', async () => {
    const revoked = await env().login();
    const sessionOf = await sessionIdOf(env(), revoked.token);
    await revokeSession(env().database.db, sessionOf, new Date());
    const a = client({ token: revoked.token });
    expect((await refusal(a.api.call(downloadHistoryEndpoints.getList, {}))).code).toBe('WBS00012');
    const disabled = await env().login();
    await env().database.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.userId));
    const b = client({ token: disabled.token, locale: 'zh-CN' });
    const error = await refusal(b.api.call(downloadHistoryEndpoints.getList, {}));
    expect([error.code, error.message]).toEqual(['USR0015', '该用户已被禁用']);
    await sleep(FORCED_LOGOUT_DELAY_MS + 100);
    expect([a.logouts.length, b.logouts.length]).toEqual([1, 1]);
  });

  it('maps each HTTP status to its spec message', async () => {
    const { api, notices } = client();
    expect((await refusal(api.call(downloadHistoryEndpoints.getList, {}))).status).toBe(401);
    const user = await env().login();
    const plain = client({ token: user.token });
    expect((await refusal(plain.api.call(downloadHistoryEndpoints.remove, { id: unknownId }))).status).toBe(
      403,
    );
    await refusal(api.call({ ...testEndpoints.refuse, path: '/api/v1/Test/Nowhere' }, { code: '' }));
    await refusal(api.call({ ...platformEndpoints.getConfig, method: 'POST' }, {}));
    for (const status of [408, 500, 501, 502, 503, 504, 505]) {
      const error = await refusal(api.call(testEndpoints.status, { status }));
      expect(error.status).toBe(status);
    }
    expect([...notices, ...plain.notices].map((n) => n.message).sort()).toEqual(
      [
        'Unauthorized, please log in',
        'Error in Address Request',
        'Request Method Error',
        'Request Timed Out',
        'Internal Server Error',
        'Service Not Implemented',
        'Internet Error',
        'Service Is Not Available',
        'Internet Timed Out',
        'HTTP Version Is Not Supported',
        'Access Denied',
      ].sort(),
    );
  });

  it('keeps the field message of a validation error (400)', async () => {
    const user = await env().login();
    const { api, notices } = client({ token: user.token, locale: 'zh-CN' });
    const error = await refusal(api.call(downloadHistoryEndpoints.getList, { pageSize: 15 as 10 }));
    expect(error.status).toBe(400);
    expect(notices[0]?.message).toMatch(/^pageSize：/);
  });

  it('says "Request timed out" on a time-out (per-endpoint timeout) and "Cannot reach the server" on a refused connection', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(300_000);
    const { api, notices } = client();
    const started = Date.now();
    expect((await refusal(api.call(testEndpoints.slow, {}))).code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(900);
    const down = client({ url: 'http://127.0.0.1:1' });
    expect((await refusal(down.api.call(platformEndpoints.getConfig, {}))).code).toBe('NETWORK');
    expect([...notices, ...down.notices].map((n) => n.message)).toEqual([
      'Request timed out',
      'Cannot reach the server',
    ]);
  });

  it('names what happened when an endpoint notifies success and the server says nothing, once', async () => {
    const user = await env().login();
    const { api, notices } = client({ token: user.token, locale: 'zh-CN' });
    await api.call({ ...downloadHistoryEndpoints.getList, notifySuccess: true }, {});
    await api.call(downloadHistoryEndpoints.getList, {});
    // A shared block that shows its own toast calls quietly: one toast, not two.
    await api.call({ ...downloadHistoryEndpoints.getList, notifySuccess: true }, {}, { quiet: true });
    expect(notices.map((n) => n.message)).toEqual(['已完成']);
    const deleting = { ...downloadHistoryEndpoints.getList, path: '/api/v1/Base/Location/Delete' };
    expect(translate('en', successKey(deleting))).toBe('Deleted');
    expect(notices.map((n) => n.message)).not.toContain('请求成功');
  });
});

async function sessionIdOf(env: TestEnv, token: string): Promise<string> {
  const { hashToken } = await import('./sessions.ts');
  const { sessions } = await import('../db/schema/index.ts');
  const [row] = await env.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.id;
}
