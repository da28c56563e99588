import { ErrorCode, type PickEventPayload, type PickEventType, pickEventPayloads } from '@wms/api/pda';
import type { LocalPickList, OutboxEvent, PdaDb } from '../../db/pda-db.ts';
import { codeKey, piecesOf } from '../../scan/codes.ts';
import { LocalRefusal } from '../../sync/local-refusal.ts';
import { recordEvent } from '../../sync/outbox.ts';
import { applyPickEvent, isOpenLine, type PickLine, pickTables } from './pick-local.ts';

async function listOf(db: PdaDb, id: string): Promise<LocalPickList> {
  const list = await db.pickLists.get(id);
  if (!list) throw new LocalRefusal(ErrorCode.pickListNotFound);
  return list;
}

function openLine(list: LocalPickList, lineId: string): PickLine {
  const line = list.lines.find((l) => l.id === lineId);
  if (!line) throw new LocalRefusal(ErrorCode.pickListNotFound);
  if (!isOpenLine(line))
    throw new LocalRefusal(ErrorCode.pickLineDone, { pickListNo: list.pickListNo, seq: line.seq });
  return line;
}

function assertCheckedOut(list: LocalPickList) {
  if (!list.checkedOut) throw new LocalRefusal(ErrorCode.pickNotCheckedOut, { pickListNo: list.pickListNo });
}

/** The next line in walking order that still needs picking. */
export const currentLine = (list: LocalPickList) => list.lines.find(isOpenLine) ?? null;

/** Pick scans: validated against the device's copy (right location, right product, not over), then queued. */
export function pickActions(db: PdaDb) {
  function record<T extends PickEventType>(
    type: T,
    payload: PickEventPayload<T>,
    check: () => Promise<LocalPickList>,
  ): Promise<OutboxEvent> {
    const parsed = pickEventPayloads[type].parse(payload) as PickEventPayload<T>;
    return recordEvent(db, pickTables(db), type, parsed, async () => {
      // The list the check read in this transaction is the one changed: no second read.
      await applyPickEvent(db, { type, payload: parsed }, await check());
    });
  }

  return {
    checkOut: (pickListId: string) =>
      record('pick.checkOut', { pickListId }, async () => {
        const list = await listOf(db, pickListId);
        if (list.leaseUserId && !list.leasedByMe)
          throw new LocalRefusal(ErrorCode.pickLeased, {
            pickListNo: list.pickListNo,
            holder: list.leaseUserName ?? '',
          });
        return list;
      }),

    /** A location scan: it must be the current line's location. Nothing is queued. */
    async checkLocation(pickListId: string, lineId: string, code: string) {
      const list = await listOf(db, pickListId);
      assertCheckedOut(list);
      const line = openLine(list, lineId);
      if (codeKey(line.locationName) !== codeKey(code))
        throw new LocalRefusal(ErrorCode.pickWrongLocation, {
          pickListNo: list.pickListNo,
          seq: line.seq,
          locationName: line.locationName,
        });
      return line;
    },

    /**
     * A product scan (one piece, or a carton's cartonRate pieces) or a typed quantity (`qty`) of the
     * line's product. Refused when it is another product or more than the line still needs. `read`: the
     * list as the caller has just read it, saving a read before the write (the write checks afresh).
     */
    async pick(pickListId: string, lineId: string, code: string, qty?: number, read?: LocalPickList) {
      const list = read ?? (await listOf(db, pickListId));
      assertCheckedOut(list);
      const line = openLine(list, lineId);
      const per = piecesOf(line.product, code);
      if (per === null)
        throw new LocalRefusal(ErrorCode.pickWrongProduct, { code, productNo: line.product.productNo });
      const pieces = qty ?? per;
      const payload = { pickListId, lineId, locationId: line.locationId, qty: pieces, code };
      await record('pick.confirm', payload, async () => {
        const current = await listOf(db, pickListId);
        const fresh = openLine(current, lineId);
        const left = fresh.qty - fresh.pickedQty;
        if (pieces > left)
          throw new LocalRefusal(ErrorCode.pickOver, {
            pickListNo: list.pickListNo,
            seq: fresh.seq,
            left,
            qty: pieces,
          });
        return current;
      });
      return { line, pieces, pickedQty: line.pickedQty + pieces };
    },

    /** UpdateOutOfStock from the floor: the line is short; its order leaves the list on the server. */
    outOfStock: (pickListId: string, lineId: string) =>
      record('pick.outOfStock', { pickListId, lineId }, async () => {
        const list = await listOf(db, pickListId);
        assertCheckedOut(list);
        openLine(list, lineId);
        return list;
      }),
  };
}
export type PickActions = ReturnType<typeof pickActions>;
