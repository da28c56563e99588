import { type Endpoint, endpointRegistry, functionPointOf, selfServicePoints } from '@wms/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { roles } from '../../db/schema/index.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';

const guarded = endpointRegistry.filter((e) => {
  const point = functionPointOf(e);
  return point !== undefined && !selfServicePoints.includes(point);
});
const selfService = endpointRegistry.filter((e) => selfServicePoints.includes(functionPointOf(e) ?? ''));

/** Any body will do: the access hook runs before validation. */
const inject = (env: () => TestEnv, endpoint: Endpoint, token?: string) =>
  env().app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });

describeEachDb('permission matrix (every endpoint of the registry)', (env) => {
  it('covers every mutating endpoint with a function point', () => {
    const mutating = endpointRegistry.filter((e) => e.mutates && e.access !== 'public');
    expect(mutating.every((e) => functionPointOf(e))).toBe(true);
    expect(guarded.length).toBeGreaterThan(10);
  });

  it('refuses a user lacking the function point with 403, for every guarded endpoint', async () => {
    const user = await env().login({ functionPoints: [], plan: { isPlatform: true } });
    const refused: string[] = [];
    for (const endpoint of guarded) {
      const res = await inject(env, endpoint, user.token);
      if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN')
        refused.push(`${endpoint.path} → ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('lets a user holding exactly that function point past the gate', async () => {
    const user = await env().login({ functionPoints: [], plan: { isPlatform: true } });
    const blocked: string[] = [];
    for (const endpoint of guarded) {
      const point = functionPointOf(endpoint)!;
      await env()
        .database.db.update(roles)
        .set({ functionPoints: [point] })
        .where(eq(roles.id, user.roleId));
      const res = await inject(env, endpoint, user.token);
      if (res.statusCode === 401 || res.statusCode === 403)
        blocked.push(`${endpoint.path} → ${res.statusCode}`);
    }
    expect(blocked).toEqual([]);
  });

  it('refuses every non-public endpoint without a session (401), including self-service ones', async () => {
    const anonymous = endpointRegistry.filter((e) => e.access !== 'public');
    const statuses = await Promise.all(anonymous.map(async (e) => (await inject(env, e)).statusCode));
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect(selfService.length).toBeGreaterThan(0);
  });
});
