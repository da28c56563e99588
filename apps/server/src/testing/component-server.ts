import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { allGrantableCodes } from '../platform/function-points.ts';
import { DEMO_TENANT_CODE, seedDemo } from '../seed/demo.ts';
import { productWorkbookWithErrors } from './component-fixtures.ts';
import { tokenThroughCaptcha } from './login-flow.ts';
import { createTestEnv } from './test-env.ts';

// What the component tests inject; packages/ui/src/testing/server-client.ts declares the same for them.
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    tokens: Record<string, string>;
    productWorkbook: string;
  }
}

/**
 * Administrators of the demo tenant of their own, so that test files working on per-user data (the
 * download center lists the caller's tasks) do not see each other's rows.
 */
const OWN_ACCOUNTS = ['uilist01', 'uiimport01', 'uiquery01'] as const;

/**
 * Global setup of the `component` project: the real server (buildApp on PGlite with the demo seed and a
 * running task worker) on a random port. Component tests get its URL, a token per back-office demo login
 * and per own account (each earned through the real captcha login) and fixture files through `inject` (packages/ui/src/testing).
 */
export default async function componentServer(project: TestProject) {
  const env = await createTestEnv('pglite', { jobPollMs: 50 });
  const logins = (await seedDemo(env.database.db)) ?? [];
  for (const account of OWN_ACCOUNTS) {
    const password = 'Ui12345678';
    await env.login({
      tenantCode: DEMO_TENANT_CODE,
      account,
      password,
      isAdmin: true,
      functionPoints: [...allGrantableCodes],
    });
    logins.push({ account, password, role: 'component tests' });
  }
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = env.app.server.address() as AddressInfo;
  const tokens: Record<string, string> = {};
  for (const login of logins.filter((l) => !l.account.startsWith('pda')))
    tokens[login.account] = await tokenThroughCaptcha(env, login.account, login.password);
  project.provide('apiUrl', `http://127.0.0.1:${port}`);
  project.provide('tokens', tokens);
  project.provide('productWorkbook', await productWorkbookWithErrors());
  return () => env.close();
}
