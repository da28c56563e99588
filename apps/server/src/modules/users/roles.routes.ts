import { roleEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { rolesService as service } from './roles.service.ts';

export function rolesRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(roleEndpoints, {
    getPageList: inTenant((tx, p, input, ctx) => service.list(tx, p, input, ctx.locale)),
    getAll: inTenant((tx, p, _input, ctx) => service.options(tx, p, ctx.locale)),
    create: inTenant(async (tx, p, input, ctx) => {
      const id = await service.create(tx, p, input, deps.clock());
      return service.one(tx, p, id, ctx.locale);
    }),
    update: inTenant(async (tx, p, input, ctx) => {
      const { id, ...fields } = input;
      await service.update(tx, p, id, fields, deps.clock());
      return service.one(tx, p, id, ctx.locale);
    }),
    softDelete: inTenant(async (tx, p, input) => {
      await service.softDelete(tx, p, input.id, deps.clock());
      return null;
    }),
    getEmpowerTree: inTenant((tx, p, input, ctx) => service.empowerTree(tx, p, input.id, ctx.locale)),
    setEmpower: inTenant(async (tx, p, input, ctx) => {
      await service.setEmpower(tx, p, input.id, input.codes, deps.clock());
      return service.empowerTree(tx, p, input.id, ctx.locale);
    }),
    getModules: inTenant((tx, p, _input, ctx) => service.modules(tx, p, ctx.locale)),
  });
}
