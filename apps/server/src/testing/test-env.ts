import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Endpoint, EndpointInput } from '@wms/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { type NewTenant, tenantsService } from '../modules/tenants/tenants.service.ts';
import { usersService } from '../modules/users/users.service.ts';
import { FileStore } from '../platform/files.ts';
import { openSession } from '../platform/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';
import { type DbKind, dbKinds, freshDatabase } from './test-databases.ts';

export interface TestEnv {
  kind: DbKind;
  app: FastifyInstance;
  database: Database;
  files: FileStore;
  /**
   * Creates (or reuses, by `tenantCode`) a tenant, a role and a user, and opens a session directly;
   * returns its bearer token. `loginThroughCaptcha` (testing/login-flow.ts) goes the real way.
   */
  login(options?: LoginOptions): Promise<TestUser>;
  /** Every response body this env has sent, to scan for secrets. */
  responses: string[];
  call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    token?: string,
    locale?: string,
  ): Promise<LightMyRequestResponse>;
}

export interface LoginOptions {
  functionPoints?: string[];
  tenantCode?: string;
  account?: string;
  password?: string;
  /** The plan of a tenant created here (default platinum, PDA, not the platform). */
  plan?: Partial<NewTenant>;
  kind?: 'staff' | 'customer' | 'pda';
  customerId?: string;
  isAdmin?: boolean;
  dataPermission?: 'all' | 'warehouse' | 'customer' | 'warehouseCustomer';
  warehouseIds?: string[];
  customerIds?: string[];
  extraFunctionPoints?: string[];
  needChangePwd?: boolean;
  email?: string;
  /** The session's app: `pda` as if logged in with the `System: pda` header. */
  system?: 'backoffice' | 'pda';
}

export interface TestUser {
  token: string;
  tenantId: string;
  tenantCode: string;
  userId: string;
  roleId: string;
  account: string;
  password: string;
}

let counter = 0;

export async function createTestEnv(
  kind: DbKind,
  options: Partial<AppOptions> = {},
): Promise<TestEnv & { close(): Promise<void> }> {
  const database = await freshDatabase(kind);
  const dir = await mkdtemp(join(tmpdir(), 'wms-files-'));
  const files = new FileStore(dir, 'test-secret');
  const app = await buildApp({ database, files, jobPollMs: 0, ...options });
  // The app logs nothing in tests; a task that fails on an error no rule raised is printed, with its cause.
  app.deps.jobs.useLog({
    error: (detail, message) => console.error(`[jobs] ${message}`, detail),
    warn: () => {},
  });
  const responses: string[] = [];
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') responses.push(payload);
    return payload;
  });
  const env: TestEnv = {
    kind,
    app,
    database,
    files,
    async login(options = {}) {
      const n = ++counter;
      const code = options.tenantCode ?? `t${process.pid}x${n}`;
      const tenant =
        (await tenantsService.findByCode(database.db, code)) ??
        (await tenantsService.create(database.db, {
          code,
          name: `Tenant ${n}`,
          edition: 'platinum',
          orderLimit: 1000,
          warehouseLimit: 5,
          customerLimit: 5,
          isPDA: true,
          ...options.plan,
        }));
      const account = options.account ?? `user${process.pid}x${n}`;
      const password = options.password ?? 'Passw0rd1';
      const { user, roleId } = await withTenant(database.db, tenant.id, async (tx) => {
        const role = await usersService.createRole(tx, {
          tenantId: tenant.id,
          code: `role${n}`,
          name: `角色${n}`,
          nameEn: `Role ${n}`,
          functionPoints: options.functionPoints ?? [],
          isAdmin: options.isAdmin,
          dataPermission: options.dataPermission,
        });
        const created = await usersService.create(tx, {
          tenantId: tenant.id,
          account,
          displayName: `User ${n}`,
          password,
          kind: options.kind ?? 'staff',
          roleId: role.id,
          customerId: options.customerId,
          warehouseIds: options.warehouseIds,
          customerIds: options.customerIds,
          extraFunctionPoints: options.extraFunctionPoints,
          needChangePwd: options.needChangePwd,
          email: options.email,
        });
        return { user: created, roleId: role.id };
      });
      const session = await openSession(database.db, user, new Date(), options.system);
      return {
        token: session.token,
        tenantId: tenant.id,
        tenantCode: code,
        userId: user.id,
        roleId,
        account,
        password,
      };
    },
    responses,
    call(endpoint, input, token, locale = 'en') {
      const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
      const values = (input ?? {}) as Record<string, unknown>;
      const query: Record<string, string> = {};
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) {
        if (inQuery || endpoint.queryKeys?.includes(key)) query[key] = String(value);
        else body[key] = value;
      }
      return app.inject({
        method: endpoint.method,
        url: endpoint.path,
        query,
        headers: { 'content-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(inQuery ? {} : { payload: body }),
      });
    },
  };
  return {
    ...env,
    async close() {
      await app.close();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs a suite once per database kind, each against its own fresh database. */
export function describeEachDb(
  name: string,
  suite: (env: () => TestEnv) => void,
  options: Partial<AppOptions> = {},
) {
  for (const kind of dbKinds) {
    describe(`${name} [${kind}]`, () => {
      let env: (TestEnv & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        env = await createTestEnv(kind, options);
      });
      afterAll(async () => {
        await env?.close();
      });
      suite(() => {
        if (!env) throw new Error('test env not ready');
        return env;
      });
    });
  }
}
