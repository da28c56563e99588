import { importEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { importResult, templateLink } from './import-tasks.ts';
import { registerExcelJobs } from './registry.ts';

export function excelRoutes(deps: AppDeps) {
  // The registry test builds the bindings without a running app; there is no queue to register with then.
  if (deps.jobs) registerExcelJobs(deps);
  return implement(importEndpoints, {
    getTemplate: (input, ctx) =>
      deps.inTenant(ctx, (tx) =>
        templateLink(deps, tx, ctx.principal, input.kind, input.locale ?? ctx.locale),
      ),
    getResult: (input, ctx) =>
      deps.inTenant(ctx, (tx) => importResult(tx, ctx.principal, ctx.locale, input.taskId)),
  });
}
