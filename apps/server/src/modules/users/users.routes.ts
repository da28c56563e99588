import { userEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { staffListsService } from './staff-lists.service.ts';
import { listUsers, userDetail } from './user-query.ts';
import { usersService } from './users.service.ts';

export function usersRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { directory } = deps;
  return implement(userEndpoints, {
    getPickerList: inTenant((tx, p, input) => staffListsService.pickers(tx, p, input.warehouseId)),
    getUserNewList: inTenant((tx, p, input, ctx) => listUsers(tx, p, input, ctx.locale)),
    getUserNewDetail: inTenant((tx, p, input, ctx) => userDetail(tx, p, directory, input.id, ctx.locale)),
    updatePasswordNew: inTenant((tx, p, input) =>
      usersService.changeOwnPassword(tx, p, input.password, deps.clock()),
    ),
    getPDAMenuList: inTenant((tx, p, input) => staffListsService.pdaMenus(tx, p, input.all)),
    createNew: inTenant(async (tx, p, input, ctx) => {
      const { confirmPassword: _confirm, ...fields } = input;
      const { id } = await usersService.createChecked(tx, p, fields);
      return userDetail(tx, p, directory, id, ctx.locale);
    }),
    updateNew: inTenant(async (tx, p, input, ctx) => {
      const { id, confirmPassword: _confirm, ...fields } = input;
      await usersService.update(tx, p, id, fields, deps.clock());
      return userDetail(tx, p, directory, id, ctx.locale);
    }),
    softDeleteNew: inTenant(async (tx, p, input) => {
      await usersService.setDeleted(tx, p, input.id, true, deps.clock());
      return null;
    }),
    getPDAList: inTenant((tx, p, input, ctx) => listUsers(tx, p, { ...input, kind: 'pda' }, ctx.locale)),
    reactivate: inTenant(async (tx, p, input, ctx) => {
      await usersService.setDeleted(tx, p, input.id, false, deps.clock());
      return userDetail(tx, p, directory, input.id, ctx.locale);
    }),
    getClerkList: inTenant((tx, p, input) => staffListsService.clerks(tx, p, input.warehouseId)),
  });
}
