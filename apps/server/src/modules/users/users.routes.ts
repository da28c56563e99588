import { userEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { staffListsService } from './staff-lists.service.ts';
import { listUsers, userDetail } from './user-query.ts';
import { usersService } from './users.service.ts';

export function usersRoutes(deps: AppDeps) {
  const { directory } = deps;
  return implement(userEndpoints, {
    getPickerList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => staffListsService.pickers(tx, ctx.principal, input.warehouseId)),
    getUserNewList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => listUsers(tx, ctx.principal, input, ctx.locale)),
    getUserNewDetail: (input, ctx) =>
      deps.inTenant(ctx, (tx) => userDetail(tx, ctx.principal, directory, input.id, ctx.locale)),
    updatePasswordNew: (input, ctx) =>
      deps.inTenant(ctx, (tx) =>
        usersService.changeOwnPassword(tx, ctx.principal, input.password, deps.clock()),
      ),
    getPDAMenuList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => staffListsService.pdaMenus(tx, ctx.principal, input.all)),
    createNew: (input, ctx) =>
      deps.inTenant(ctx, async (tx) => {
        const { confirmPassword: _confirm, ...fields } = input;
        const { id } = await usersService.createChecked(tx, ctx.principal, fields);
        return userDetail(tx, ctx.principal, directory, id, ctx.locale);
      }),
    updateNew: (input, ctx) =>
      deps.inTenant(ctx, async (tx) => {
        const { id, confirmPassword: _confirm, ...fields } = input;
        await usersService.update(tx, ctx.principal, id, fields, deps.clock());
        return userDetail(tx, ctx.principal, directory, id, ctx.locale);
      }),
    softDeleteNew: (input, ctx) =>
      deps.inTenant(ctx, async (tx) => {
        await usersService.setDeleted(tx, ctx.principal, input.id, true, deps.clock());
        return null;
      }),
    getPDAList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => listUsers(tx, ctx.principal, { ...input, kind: 'pda' }, ctx.locale)),
    reactivate: (input, ctx) =>
      deps.inTenant(ctx, async (tx) => {
        await usersService.setDeleted(tx, ctx.principal, input.id, false, deps.clock());
        return userDetail(tx, ctx.principal, directory, input.id, ctx.locale);
      }),
    getClerkList: (input, ctx) =>
      deps.inTenant(ctx, (tx) => staffListsService.clerks(tx, ctx.principal, input.warehouseId)),
  });
}
