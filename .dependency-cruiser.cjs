/** Import rules (docs/architecture.md#layers): imports run one way, checked by a tool. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'packages/* are shared by every app and may not reach into one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-depends-on-zod-and-ky-only',
      comment: 'The contract package is the one thing both sides share: keep it tiny.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { pathNot: ['^packages/api/', 'node_modules/(zod|ky)/'] },
    },
    {
      name: 'ui-does-not-fetch',
      comment:
        'packages/ui renders declarations; the data comes in through props and hooks from packages/api.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: 'node_modules/ky/' },
    },
    {
      name: 'no-resource-imports-another-resource',
      severity: 'error',
      from: { path: '^apps/backoffice/src/resources/([^/]+)/' },
      to: { path: '^apps/backoffice/src/resources/', pathNot: '^apps/backoffice/src/resources/$1/' },
    },
    {
      name: 'pda-tasks-are-independent',
      severity: 'error',
      from: { path: '^apps/pda/src/tasks/([^/]+)/' },
      to: { path: '^apps/pda/src/tasks/', pathNot: '^apps/pda/src/tasks/$1/' },
    },
    {
      name: 'server-modules-talk-through-services',
      comment:
        'A module reaches another module only through its public files, the service files (*.service.ts); every other file of a module is its own.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '\\.service\\.ts$'],
      },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ is what every area shares; the areas depend on it, never the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|registries)/' },
    },
    {
      name: 'only-the-root-knows-every-module',
      comment: 'app.ts and registries/ compose the modules; a module or platform file never imports them.',
      severity: 'error',
      from: { path: '^apps/server/src/(modules|platform)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(registries/|app\\.ts$)' },
    },
    {
      name: 'stock-internals-only-through-the-stock-service',
      comment:
        'Every stock change goes through modules/inventory/stock.service.ts; its internals are not for anyone else.',
      severity: 'error',
      from: { pathNot: '^apps/server/src/modules/inventory/stock(\\.service|-core|-holds)\\.ts$' },
      to: { path: '^apps/server/src/modules/inventory/stock-(core|holds)\\.ts$' },
    },
    {
      name: 'apps-do-not-import-test-suites',
      comment: 'What the end-to-end specs and the server tests share lives in packages/test-support.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { path: '^(e2e|bench)/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/(backoffice|pda|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.tools)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
