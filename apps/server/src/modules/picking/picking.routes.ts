import { pdaPickEndpoints, pickingOrderEndpoints, transferPickingEndpoints } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { startExport } from '../../platform/excel/export-job.ts';
import { bindInTenant, implement, type TenantWork } from '../../platform/registry.ts';
import { publishBadges } from '../orders/orders.service.ts';
import { transferPickingService } from '../transfers/transfer-picking.service.ts';
import { custodianService } from './custodians/custodian.service.ts';
import { refuseLeasedElsewhere } from './pda/pick-lease.ts';
import { confirmPick } from './pick-lists/confirm-pick.ts';
import {
  type PickListExportFilter,
  pickListExport,
  pickProgressExport,
} from './pick-lists/pick-list.export.ts';
import { pickListActions } from './pick-lists/pick-list-actions.service.ts';
import { pickListGenerateService } from './pick-lists/pick-list-generate.service.ts';
import { pickListPreview } from './pick-lists/pick-list-preview.ts';
import { pickListQueries } from './pick-lists/pick-list-queries.service.ts';
import { toPickListRows } from './pick-lists/pick-list-rows.ts';
import { pickListSheets } from './pick-lists/pick-list-sheet.ts';
import { transferPickListAddService } from './pick-lists/transfer-pick-list-add.service.ts';
import { transferPickListService } from './pick-lists/transfer-pick-lists.service.ts';

/** OMS/PickingOrder and PDA/PickOrder. Every write announces the side-menu badges on commit. */
export function pickingRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock } = deps;
  const write = <I, O>(work: TenantWork<I, O>) =>
    inTenant<I, O>(async (tx, p, input, ctx) => {
      const result = await work(tx, p, input, ctx);
      await publishBadges(deps.events, tx, p.tenantId);
      return result;
    });
  const exportOf = (kind: 'pickList' | 'pickProgress', fixed: Partial<PickListExportFilter>) =>
    inTenant((tx, _p, input: PickListExportFilter & { fields: string[] }, ctx) =>
      startExport(deps, tx, ctx, kind === 'pickList' ? pickListExport() : pickProgressExport(), {
        ...input,
        ...fixed,
      }),
    );
  const addToList = async (tx: Tx, p: Principal, input: { pickListId: string; ids: string[] }) => {
    const { list, outOfStock } = await transferPickListAddService.addTransfersToPickList(
      tx,
      p,
      input,
      clock(),
    );
    return { pickLists: await toPickListRows(tx, p.tenantId, [list]), outOfStockTransIDs: outOfStock };
  };
  return [
    ...implement(pickingOrderEndpoints, {
      getPickOrderCount: inTenant((tx, p, input) =>
        pickListQueries.waitingCount(tx, p, input.pickingOrderType, input),
      ),
      getPickOrderPreview: inTenant(pickListPreview),
      createPickingOrder: write(async (tx, p, input) => {
        const { created, outOfStock } = await pickListGenerateService.createPickLists(tx, p, input, clock());
        return {
          pickLists: await toPickListRows(tx, p.tenantId, created),
          outOfStockOrderNos: outOfStock,
        };
      }),
      getPickingOrderPageList: inTenant(pickListQueries.page),
      getPickingOrderDetail: inTenant((tx, p, input) => pickListQueries.detail(tx, p, input.id)),
      getPickingProgress: inTenant(pickListQueries.progress),
      printPickingOrder: inTenant((tx, p, input) =>
        pickListSheets.link(deps.files, clock(), tx, p, input.ids),
      ),
      printPickingOrderPdf: inTenant((tx, p, input) => pickListSheets.documents(tx, p, input.ids)),
      cancelPickingOrderToPeding: write((tx, p, input) =>
        pickListActions.takeBack(tx, p, input.ids, true, clock()),
      ),
      cancelPickingOrder: write((tx, p, input) => pickListActions.takeBack(tx, p, input.ids, false, clock())),
      markOutOfStock: write((tx, p, input) =>
        pickListActions.markShort(tx, p, input.id, input.lineIds, clock()),
      ),
      distributePicker: write((tx, p, input) =>
        pickListActions.assignPicker(tx, p, input.ids, input.pickerId, false, clock()),
      ),
      updatePicker: write((tx, p, input) =>
        pickListActions.assignPicker(tx, p, [input.id], input.pickerId, true, clock()),
      ),
      distributeCustodian: write((tx, p, input) =>
        custodianService.allocateCustodian(tx, p, input.ids, input.custodianId, clock()),
      ),
      exportPickingOrderExcel: exportOf('pickList', { pickingOrderType: 1 }),
      exportPickingOrderMultipleExcel: exportOf('pickList', { pickingOrderType: 2 }),
      getExportExcelByPickingOrderSchedule: exportOf('pickProgress', { states: ['unPick', 'picking'] }),
      getExportExcelByPickingOrderScheduleComplete: exportOf('pickProgress', { states: ['picked'] }),
      exportPickingOrderMultipleExcelSchedule: exportOf('pickProgress', { pickingOrderType: 2 }),
      getExportExcelByMultiplePickingOrder: exportOf('pickList', {}),
    }),
    ...implement(transferPickingEndpoints, {
      createPickingList: write(async (tx, p, input) => {
        const { created, outOfStock } = await transferPickListService.createTransferPickLists(
          tx,
          p,
          input,
          clock(),
        );
        return { pickLists: await toPickListRows(tx, p.tenantId, created), outOfStockTransIDs: outOfStock };
      }),
      addPicking: write((tx, p, input) =>
        addToList(tx, p, { pickListId: input.pickListId, ids: [input.id] }),
      ),
      addPickingBatch: write((tx, p, input) => addToList(tx, p, input)),
      getPickingCount: inTenant(transferPickingService.pendingCount),
    }),
    ...implement(pdaPickEndpoints, {
      updateOutOfStock: write(async (tx, p, input) => {
        const now = clock();
        await refuseLeasedElsewhere(tx, p, input.pickListId, now);
        return pickListActions.markShort(tx, p, input.pickListId, [input.lineId], now);
      }),
      confirmPick: write(async (tx, p, input) => {
        const now = clock();
        await refuseLeasedElsewhere(tx, p, input.pickListId, now);
        return confirmPick(tx, p, input, now);
      }),
    }),
  ];
}
