import type { PickEventPayload, PickEventType } from '@wms/api/pda';
import type { LocalPickList, PdaDb } from '../../db/pda-db.ts';

export type PickLine = LocalPickList['lines'][number];
type Event = { type: string; payload: Record<string, unknown> };

export const pickTables = (db: PdaDb) => [db.pickLists];

/** Lines still to walk to: neither picked in full nor short. */
export const isOpenLine = (l: PickLine) => l.state !== 'picked' && l.state !== 'outOfStock';

/** The list's state and picked total from its lines, as the server derives them. */
function settle(list: LocalPickList): LocalPickList {
  const pickedQty = list.lines.reduce((n, l) => n + l.pickedQty, 0);
  const state = list.lines.every((l) => !isOpenLine(l))
    ? 'picked'
    : list.lines.some((l) => l.pickedQty > 0)
      ? 'picking'
      : list.state;
  return { ...list, pickedQty, state };
}

const effects: { [T in PickEventType]: (list: LocalPickList, p: PickEventPayload<T>) => LocalPickList } = {
  'pick.checkOut': (list) => ({ ...list, checkedOut: true, refusal: undefined }),
  'pick.confirm': (list, p) =>
    settle({
      ...list,
      lines: list.lines.map((l) => {
        if (l.id !== p.lineId) return l;
        const pickedQty = l.pickedQty + p.qty;
        return { ...l, pickedQty, state: pickedQty >= l.qty ? 'picked' : 'picking' };
      }),
    }),
  /** The order goes out of stock: its lines not picked in full are closed. */
  'pick.outOfStock': (list, p) => {
    const orderNo = list.lines.find((l) => l.id === p.lineId)?.orderNo;
    return settle({
      ...list,
      lines: list.lines.map((l) =>
        l.orderNo === orderNo && l.state !== 'picked' ? { ...l, state: 'outOfStock' } : l,
      ),
    });
  },
};

/**
 * Applies a pick event to the device's copy of its list (a scan, or a replay after a pull). `known`: the
 * list as just read in the same transaction.
 */
export async function applyPickEvent(db: PdaDb, event: Event, known?: LocalPickList) {
  const id = String(event.payload.pickListId);
  const list = known ?? (await db.pickLists.get(id));
  const effect = effects[event.type as PickEventType] as
    | ((l: LocalPickList, p: Record<string, unknown>) => LocalPickList)
    | undefined;
  if (list && effect) await db.pickLists.put(effect(list, event.payload));
}

/** Takes back a confirmation the server refused. */
export async function undoConfirm(db: PdaDb, payload: PickEventPayload<'pick.confirm'>) {
  const list = await db.pickLists.get(payload.pickListId);
  if (!list) return;
  await db.pickLists.put(
    settle({
      ...list,
      lines: list.lines.map((l) => {
        if (l.id !== payload.lineId) return l;
        const pickedQty = Math.max(0, l.pickedQty - payload.qty);
        return { ...l, pickedQty, state: pickedQty === 0 ? 'unPick' : 'picking' };
      }),
    }),
  );
}
