/** Set-up the benches share: a tenant of their own, its administrator signed in, and calls as it. */
import { type Endpoint, endpointRegistry, functionPointOf } from '@wms/api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/client.ts';
import { tenantsService } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { usersService } from '../apps/server/src/modules/users/users.service.ts';
import { openSession } from '../apps/server/src/platform/sessions.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';

/** Every function point of the registry: the bench administrator may call anything. */
export const ALL_POINTS = [...new Set(endpointRegistry.map(functionPointOf).filter((p): p is string => !!p))];

/** A platinum tenant (code `tag`) with room for the bench's data, and its administrator's session. */
export async function benchTenant(database: Database, tag: string, name = 'Bench') {
  const tenant = await tenantsService.create(database.db, {
    code: tag,
    name,
    edition: 'platinum',
    orderLimit: 10_000_000,
    warehouseLimit: 10,
    customerLimit: 100,
    isPDA: true,
  });
  const user = await withTenant(database.db, tenant.id, async (tx) => {
    const role = await usersService.createRole(tx, {
      tenantId: tenant.id,
      code: 'bench',
      name: '压测',
      nameEn: 'Bench',
      functionPoints: ALL_POINTS,
    });
    return usersService.create(tx, {
      tenantId: tenant.id,
      account: `${tag}admin`,
      displayName: 'Bench',
      password: 'Passw0rd1',
      kind: 'staff',
      roleId: role.id,
    });
  });
  const { token } = await openSession(database.db, user, new Date());
  return { tenant, user, token };
}

/** One call through the whole HTTP stack as `token`; a refusal stops the bench with its path and text. */
export async function benchCall<T>(
  app: FastifyInstance,
  token: string,
  endpoint: Endpoint,
  payload: unknown,
) {
  const res = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = res.json() as { success: boolean; data: T };
  if (!body.success) throw new Error(`${endpoint.path}: ${res.body.slice(0, 200)}`);
  return body.data;
}
