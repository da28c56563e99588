import type { AddressInfo } from 'node:net';
import { uuidv7 } from '@wms/api';
import { eq } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { tasks, warehouses } from '../db/schema/index.ts';
import { allGrantableCodes } from '../platform/function-points.ts';
import { withTenant } from '../platform/tenancy.ts';
import { DEMO_TENANT_CODE, seedDemo } from '../seed/demo.ts';
import { productWorkbookClean, productWorkbookWithErrors } from './component-fixtures.ts';
import { tokenThroughCaptcha } from './login-flow.ts';
import { createTestEnv } from './test-env.ts';

// What the component tests inject; packages/ui/src/testing/server-client.ts declares the same for them.
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    tokens: Record<string, string>;
    productWorkbook: string;
    cleanProductWorkbook: string;
  }
}

/**
 * Administrators of the demo tenant of their own, so that test files working on per-user data (the
 * download center lists the caller's tasks) do not see each other's rows. `uicancel01` starts with one
 * task that is still running, so it can be cancelled.
 */
const OWN_ACCOUNTS = ['uilist01', 'uiimport01', 'uiquery01', 'uiforms01', 'uicancel01'] as const;

/** A user of the demo tenant who may see only the New Jersey warehouse (the warehouse selector's test). */
const NJ_ONLY_ACCOUNT = 'uinj01';

/**
 * Global setup of the `component` project: the real server (buildApp on PGlite with the demo seed and a
 * running task worker) on a random port. Component tests get its URL, a token per back-office demo login
 * and per own account (each earned through the real captcha login) and fixture files through `inject` (packages/ui/src/testing).
 */
export default async function componentServer(project: TestProject) {
  const env = await createTestEnv('pglite', { jobPollMs: 50 });
  const logins = (await seedDemo(env.database.db)) ?? [];
  const password = 'Ui12345678';
  const own = new Map<string, { tenantId: string; userId: string }>();
  for (const account of OWN_ACCOUNTS) {
    own.set(
      account,
      await env.login({
        tenantCode: DEMO_TENANT_CODE,
        account,
        password,
        isAdmin: true,
        functionPoints: [...allGrantableCodes],
      }),
    );
    logins.push({ account, password, role: 'component tests' });
  }
  const { tenantId, userId } = own.get('uicancel01')!;
  const newJersey = await withTenant(env.database.db, tenantId, async (tx) => {
    // Locked by a worker of another instance that keeps it fresh, so this server's worker leaves it
    // running and it stays cancellable.
    await tx.insert(tasks).values({
      id: uuidv7(),
      tenantId,
      kind: 'export',
      type: 'export:product',
      state: 'running',
      progress: 40,
      filename: 'running-export.xlsx',
      suffix: 'xlsx',
      lockedBy: 'another-instance',
      lockedAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      startedAt: new Date(),
      createdBy: userId,
    });
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.warehouseKey, 'NJ1'));
    return warehouse!.id;
  });
  await env.login({
    tenantCode: DEMO_TENANT_CODE,
    account: NJ_ONLY_ACCOUNT,
    password,
    functionPoints: [...allGrantableCodes],
    dataPermission: 'warehouse',
    warehouseIds: [newJersey],
  });
  logins.push({ account: NJ_ONLY_ACCOUNT, password, role: 'component tests' });
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = env.app.server.address() as AddressInfo;
  const tokens: Record<string, string> = {};
  for (const login of logins.filter((l) => !l.account.startsWith('pda')))
    tokens[login.account] = await tokenThroughCaptcha(env, login.account, login.password);
  project.provide('apiUrl', `http://127.0.0.1:${port}`);
  project.provide('tokens', tokens);
  project.provide('productWorkbook', await productWorkbookWithErrors());
  project.provide('cleanProductWorkbook', await productWorkbookClean());
  return () => env.close();
}
