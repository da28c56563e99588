import { ErrorCode, isPickListOpen, type PickListRow } from '@wms/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { pickListLines, pickLists } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { canAccess } from '../../../platform/data-scope.ts';
import { BizError } from '../../../platform/errors.ts';
import type { PickListRecord } from './pick-list-rows.ts';

export type PickLineRecord = typeof pickListLines.$inferSelect;

/** The caller's pick lists, locked for the write; lists of another warehouse or customer do not exist for it. */
export async function lockPickLists(tx: Tx, principal: Principal, ids: string[]): Promise<PickListRecord[]> {
  const rows = await tx
    .select()
    .from(pickLists)
    .where(and(eq(pickLists.tenantId, principal.tenantId), inArray(pickLists.id, [...new Set(ids)])))
    .orderBy(asc(pickLists.pickListNo))
    .for('update');
  const visible = rows.filter(
    (r) => !r.deletedAt && canAccess(principal, { warehouseId: r.warehouseId, customerId: r.customerId }),
  );
  if (visible.length !== new Set(ids).size) throw new BizError(ErrorCode.pickListNotFound);
  return visible;
}

export async function linesOf(tx: Tx, tenantId: string, pickListIds: string[], forUpdate = false) {
  const query = tx
    .select()
    .from(pickListLines)
    .where(and(eq(pickListLines.tenantId, tenantId), inArray(pickListLines.pickListId, pickListIds)))
    .orderBy(asc(pickListLines.pickListId), asc(pickListLines.seq));
  return forUpdate ? query.for('update') : query;
}

export const listStateParam = (state: string) => `$t(picking:pickState.${state})`;

/** Refuses a list that is finished or cancelled. */
export function assertOpen(list: PickListRecord) {
  if (!isPickListOpen(list.state as PickListRow['state']))
    throw new BizError(ErrorCode.pickListState, {
      pickListNo: list.pickListNo,
      state: listStateParam(list.state),
    });
}

/** The list's state from its lines: picked when none is left to pick, picking once anything is picked. */
export function stateFromLines(lines: Array<Pick<PickLineRecord, 'state' | 'pickedQty'>>) {
  if (lines.every((l) => l.state === 'picked' || l.state === 'outOfStock')) return 'picked';
  return lines.some((l) => l.pickedQty > 0) ? 'picking' : 'unPick';
}

export async function saveListState(
  tx: Tx,
  list: PickListRecord,
  lines: PickLineRecord[],
  now: Date,
  userId: string,
) {
  const state = stateFromLines(lines);
  const pickedQty = lines.reduce((s, l) => s + l.pickedQty, 0);
  const [row] = await tx
    .update(pickLists)
    .set({
      state,
      pickedQty,
      startedAt: list.startedAt ?? (pickedQty > 0 ? now : null),
      finishedAt: state === 'picked' ? now : null,
      updatedAt: now,
      updatedBy: userId,
    })
    .where(and(eq(pickLists.tenantId, list.tenantId), eq(pickLists.id, list.id)))
    .returning();
  return row!;
}
