import { pdaPickEndpoints, pickingOrderEndpoints } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { startExport } from '../excel/export-job.ts';
import { publishBadges } from '../orders/order-badges.ts';
import { allocateCustodian } from './custodians/custodian.service.ts';
import { refuseLeasedElsewhere } from './pda/pick-lease.ts';
import { confirmPick } from './pick-lists/confirm-pick.ts';
import {
  type PickListExportFilter,
  pickListExport,
  pickProgressExport,
} from './pick-lists/pick-list.export.ts';
import { pickListActions } from './pick-lists/pick-list-actions.service.ts';
import { createPickLists } from './pick-lists/pick-list-generate.service.ts';
import { pickListQueries } from './pick-lists/pick-list-queries.service.ts';
import { toPickListRows } from './pick-lists/pick-list-rows.ts';

/** OMS/PickingOrder and PDA/PickOrder. Every write announces the side-menu badges on commit. */
export function pickingRoutes(deps: AppDeps) {
  const { clock } = deps;
  const write = <T>(ctx: SessionContext, work: (tx: Tx) => Promise<T>) =>
    deps.inTenant(ctx, async (tx) => {
      const result = await work(tx);
      await publishBadges(deps.events, tx, ctx.principal.tenantId);
      return result;
    });
  const exportOf =
    (kind: 'pickList' | 'pickProgress', fixed: Partial<PickListExportFilter>) =>
    (input: PickListExportFilter & { fields: string[] }, ctx: SessionContext) =>
      deps.inTenant(ctx, (tx) =>
        startExport(deps, tx, ctx, kind === 'pickList' ? pickListExport() : pickProgressExport(), {
          ...input,
          ...fixed,
        }),
      );
  return [
    ...implement(pickingOrderEndpoints, {
      getPickOrderCount: (input, ctx) =>
        deps.inTenant(ctx, (tx) => pickListQueries.waitingCount(tx, ctx.principal, input.pickingOrderType)),
      createPickingOrder: (input, ctx) =>
        write(ctx, async (tx) => {
          const { created, outOfStock } = await createPickLists(tx, ctx.principal, input, clock());
          return {
            pickLists: await toPickListRows(tx, ctx.principal.tenantId, created),
            outOfStockOrderNos: outOfStock,
          };
        }),
      getPickingOrderPageList: (input, ctx) =>
        deps.inTenant(ctx, (tx) => pickListQueries.page(tx, ctx.principal, input)),
      getPickingOrderDetail: (input, ctx) =>
        deps.inTenant(ctx, (tx) => pickListQueries.detail(tx, ctx.principal, input.id)),
      getPickingProgress: (input, ctx) =>
        deps.inTenant(ctx, (tx) => pickListQueries.progress(tx, ctx.principal, input)),
      cancelPickingOrderToPeding: (input, ctx) =>
        write(ctx, (tx) => pickListActions.takeBack(tx, ctx.principal, input.ids, true, clock())),
      cancelPickingOrder: (input, ctx) =>
        write(ctx, (tx) => pickListActions.takeBack(tx, ctx.principal, input.ids, false, clock())),
      markOutOfStock: (input, ctx) =>
        write(ctx, (tx) => pickListActions.markShort(tx, ctx.principal, input.id, input.lineIds, clock())),
      distributePicker: (input, ctx) =>
        write(ctx, (tx) =>
          pickListActions.assignPicker(tx, ctx.principal, input.ids, input.pickerId, false, clock()),
        ),
      updatePicker: (input, ctx) =>
        write(ctx, (tx) =>
          pickListActions.assignPicker(tx, ctx.principal, [input.id], input.pickerId, true, clock()),
        ),
      distributeCustodian: (input, ctx) =>
        write(ctx, (tx) => allocateCustodian(tx, ctx.principal, input.ids, input.custodianId, clock())),
      exportPickingOrderExcel: exportOf('pickList', { pickingOrderType: 1 }),
      exportPickingOrderMultipleExcel: exportOf('pickList', { pickingOrderType: 2 }),
      getExportExcelByPickingOrderSchedule: exportOf('pickProgress', { states: ['unPick', 'picking'] }),
      getExportExcelByPickingOrderScheduleComplete: exportOf('pickProgress', { states: ['picked'] }),
      exportPickingOrderMultipleExcelSchedule: exportOf('pickProgress', { pickingOrderType: 2 }),
      getExportExcelByMultiplePickingOrder: exportOf('pickList', {}),
    }),
    ...implement(pdaPickEndpoints, {
      updateOutOfStock: (input, ctx) =>
        write(ctx, async (tx) => {
          const now = clock();
          await refuseLeasedElsewhere(tx, ctx.principal, input.pickListId, now);
          return pickListActions.markShort(tx, ctx.principal, input.pickListId, [input.lineId], now);
        }),
      confirmPick: (input, ctx) =>
        write(ctx, async (tx) => {
          const now = clock();
          await refuseLeasedElsewhere(tx, ctx.principal, input.pickListId, now);
          return confirmPick(tx, ctx.principal, input, now);
        }),
    }),
  ];
}
