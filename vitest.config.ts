import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI shows every test name, so the log proves the server suite ran on PGlite and on PostgreSQL.
    reporters: process.env.CI ? ['verbose'] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/{api,i18n}/src/**/*.test.ts',
            'apps/{backoffice,pda,print-helper}/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One migrated database of each kind per run; suites copy it (apps/server/src/testing/test-databases.ts).
          globalSetup: ['apps/server/src/testing/database-templates.ts'],
          // Suites share nothing but the module graph (each has its own database and app, ports are
          // random), so a worker loads the server's modules and PGlite's WebAssembly once instead of once
          // per file. One worker: PostgreSQL's transaction ids are cluster-wide, so a suite running beside
          // another holds back the PDA pull cursor of the other (it re-sends rows, correctly, and a test
          // that expects an empty second pull fails).
          isolate: false,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'component',
          environment: 'happy-dom',
          // A test waits on a real server (and the 1000 ms search guard): room for a busy 2-core machine.
          testTimeout: 15_000,
          // The real server the component tests talk to (apps/server/src/testing/component-server.ts).
          globalSetup: ['apps/server/src/testing/component-server.ts'],
          // IndexedDB before any module: Dexie takes its globals when it is first imported, whichever
          // module imports it first (the PDA's sync engine does, before a test opens its memory database).
          setupFiles: ['apps/pda/src/db/indexeddb-setup.ts'],
          hookTimeout: 60_000,
          // That server is on another port than the page: the tests are its only cross-origin client.
          environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
          include: ['packages/ui/src/**/*.test.tsx', 'apps/{backoffice,pda}/src/**/*.test.tsx'],
        },
      },
    ],
  },
});
