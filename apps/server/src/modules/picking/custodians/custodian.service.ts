import { canAllocateCustodian, ErrorCode, type PickListRow } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { pickLists } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { staffListsService } from '../../users/staff-lists.service.ts';
import { listStateParam, lockPickLists } from '../pick-lists/pick-list-store.ts';

/**
 * DistributeCustodian (Allocate custodians): the clerk who takes custody of a pick list's goods, from
 * picking until they ship. Any list not cancelled may get or change its custodian, who must be a clerk
 * (GetClerkList) of the list's warehouse. The lists are locked and checked first, so nothing is half set.
 */
async function allocateCustodian(
  tx: Tx,
  principal: Principal,
  ids: string[],
  custodianId: string,
  now: Date,
) {
  const lists = await lockPickLists(tx, principal, ids);
  const clerksBy = new Map<string, Set<string>>();
  for (const list of lists) {
    if (!canAllocateCustodian(list.state as PickListRow['state']))
      throw new BizError(ErrorCode.pickListState, {
        pickListNo: list.pickListNo,
        state: listStateParam(list.state),
      });
    if (!clerksBy.has(list.warehouseId)) {
      const clerks = await staffListsService.clerks(tx, principal, list.warehouseId);
      clerksBy.set(list.warehouseId, new Set(clerks.map((c) => c.id)));
    }
    if (!clerksBy.get(list.warehouseId)!.has(custodianId)) throw new BizError(ErrorCode.custodianUnknown);
  }
  await tx
    .update(pickLists)
    .set({ custodianId, custodianAssignedAt: now, updatedAt: now, updatedBy: principal.userId })
    .where(
      and(
        eq(pickLists.tenantId, principal.tenantId),
        inArray(
          pickLists.id,
          lists.map((l) => l.id),
        ),
      ),
    );
  return { count: lists.length, pickListNos: lists.map((l) => l.pickListNo) };
}

export const custodianService = { allocateCustodian };
