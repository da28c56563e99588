import { dictionaryCategoryEndpoints, dictionaryEntryEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { dictionaryService as service } from './dictionary.service.ts';

export function dictionaryRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return [
    ...implement(dictionaryEntryEndpoints, {
      getAll: inTenant((tx, p, input) => service.entries(tx, p, input)),
      create: inTenant((tx, p, input) => service.createEntry(tx, p, input, deps.clock())),
      update: inTenant((tx, p, input) => service.updateEntry(tx, p, input, deps.clock())),
      softDelete: inTenant(async (tx, p, input) => {
        await service.deleteEntry(tx, p, input.id, deps.clock());
        return null;
      }),
    }),
    ...implement(dictionaryCategoryEndpoints, {
      getAll: inTenant((tx, p, _input, ctx) => service.categories(tx, p, ctx.locale)),
      create: inTenant((tx, p, input, ctx) => service.createCategory(tx, p, input, deps.clock(), ctx.locale)),
      update: inTenant((tx, p, input, ctx) => service.updateCategory(tx, p, input, deps.clock(), ctx.locale)),
      softDelete: inTenant(async (tx, p, input) => {
        await service.deleteCategory(tx, p, input.id, deps.clock());
        return null;
      }),
    }),
  ];
}
