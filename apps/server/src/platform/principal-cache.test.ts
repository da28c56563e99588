import { authEndpoints, ErrorCode } from '@wms/api';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINCIPAL_TTL_MS, PrincipalCache } from '../db/principal-cache.ts';
import { describeEachDb } from '../testing/test-env.ts';

/** The cache of recent principals (db/principal-cache.ts) as a caller meets it, on both databases. */
describeEachDb('cached principals', (env) => {
  const info = (token: string) => env().call(authEndpoints.getUserInfo, {}, token);
  const points = async (token: string) => (await info(token)).json().data.functionPoints as string[];
  const run = (statement: ReturnType<typeof sql>) => env().database.db.execute(statement);

  it('refuses a revoked session on the very next request', async () => {
    const user = await env().login();
    expect((await info(user.token)).statusCode).toBe(200);
    await run(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.userId}`);
    const after = await info(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ErrorCode.sessionExpired);
  });

  it('takes a permission away on the very next request, and gives it back', async () => {
    const user = await env().login({ functionPoints: ['oms:order:view', 'oms:order:edit'] });
    expect(await points(user.token)).toContain('oms:order:edit');
    await run(sql`UPDATE roles SET function_points = '{oms:order:view}' WHERE id = ${user.roleId}`);
    expect(await points(user.token)).not.toContain('oms:order:edit');
    await run(
      sql`UPDATE roles SET function_points = '{oms:order:view,oms:order:edit}' WHERE id = ${user.roleId}`,
    );
    expect(await points(user.token)).toContain('oms:order:edit');
  });

  it('refuses a disabled user and a disabled tenant at once', async () => {
    const user = await env().login();
    const other = await env().login();
    await info(user.token);
    await info(other.token);
    await run(sql`UPDATE users SET is_disabled = true WHERE id = ${user.userId}`);
    expect((await info(user.token)).json().code).toBe(ErrorCode.userDisabled);
    await run(sql`UPDATE tenants SET is_disabled = true WHERE id = ${other.tenantId}`);
    expect((await info(other.token)).json().code).toBe(ErrorCode.userDisabled);
  });

  it('answers from the cache: a change that does not announce itself is not seen', async () => {
    // Proof that requests read the cache, not the tables: with the role's trigger off, a change made
    // directly is not heard, and the cached points still answer. The trigger is what keeps it right.
    const user = await env().login({ functionPoints: ['oms:order:view', 'oms:order:edit'] });
    expect(await points(user.token)).toContain('oms:order:edit');
    await run(sql`ALTER TABLE roles DISABLE TRIGGER roles_principals`);
    try {
      await run(sql`UPDATE roles SET function_points = '{oms:order:view}' WHERE id = ${user.roleId}`);
      expect(await points(user.token)).toContain('oms:order:edit');
    } finally {
      await run(sql`ALTER TABLE roles ENABLE TRIGGER roles_principals`);
    }
    // Any announced change drops the whole cache.
    await run(sql`UPDATE users SET need_change_pwd = need_change_pwd WHERE id = ${user.userId}`);
    expect(await points(user.token)).not.toContain('oms:order:edit');
  });
});

describe('principal cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`forgets an entry after ${PRINCIPAL_TTL_MS} ms`, () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = new PrincipalCache<string>();
    cache.put('t', 'p', cache.generation());
    now += PRINCIPAL_TTL_MS;
    expect(cache.get('t')).toBe('p');
    now += 1;
    expect(cache.get('t')).toBeUndefined();
  });

  it('does not keep what a look-up read before the cache was dropped', () => {
    const cache = new PrincipalCache<string>();
    const started = cache.generation();
    cache.clear();
    cache.put('t', 'old rows', started);
    expect(cache.get('t')).toBeUndefined();
    cache.put('t', 'new rows', cache.generation());
    expect(cache.get('t')).toBe('new rows');
  });
});
