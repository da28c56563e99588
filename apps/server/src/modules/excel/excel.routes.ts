import { importEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { importErrorFile, importResult, templateLink } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';

export function excelRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(importEndpoints, {
    getTemplate: inTenant((tx, p, input, ctx) =>
      templateLink(deps, tx, p, input.kind, input.locale ?? ctx.locale),
    ),
    getResult: inTenant((tx, p, input, ctx) => importResult(tx, p, ctx.locale, input)),
    getErrorFile: inTenant((tx, p, input, ctx) => importErrorFile(deps, tx, p, ctx.locale, input.taskId)),
  });
}
