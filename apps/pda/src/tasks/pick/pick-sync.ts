import type { PickEventPayload, PickListSnapshot } from '@wms/api/pda';
import type { OutboxEvent, PdaDb } from '../../db/pda-db.ts';
import type { PullSpec } from '../../sync/pull.ts';
import type { RefusalEffects } from '../../sync/settle.ts';
import { applyPickEvent, pickTables, undoConfirm } from './pick-local.ts';

const isPick = (e: OutboxEvent) => e.type.startsWith('pick.');

/** A finished list that left the device: its page still says it is complete, not that it is unknown. */
export const finishedKey = (pickListId: string) => `finished:${pickListId}` as const;

export async function finishedList(db: PdaDb, pickListId: string): Promise<{ pickListNo: string } | null> {
  return ((await db.meta.get(finishedKey(pickListId)))?.value as { pickListNo: string } | undefined) ?? null;
}

/**
 * The server's lists replace the device's copies, then the pick scans still in the outbox are replayed on
 * top (a rebase), so a scan is never lost nor counted twice. A list no longer mine leaves the device
 * unless scans of it are still waiting.
 */
export const pickListPull: PullSpec = {
  kind: 'pickLists',
  tables: pickTables,
  async apply(db: PdaDb, items) {
    const pending = (await db.outbox.where('state').equals('pending').toArray()).filter(isPick);
    for (const list of items as PickListSnapshot[]) {
      const mine = pending.filter((e) => e.payload.pickListId === list.id);
      if (!list.mine && !mine.length) {
        if (list.state === 'picked' && (await db.pickLists.get(list.id)))
          await db.meta.put({ key: finishedKey(list.id), value: { pickListNo: list.pickListNo } });
        await db.pickLists.delete(list.id);
        continue;
      }
      const before = await db.pickLists.get(list.id);
      await db.pickLists.put({ ...list, checkedOut: list.leasedByMe, refusal: before?.refusal });
      for (const event of mine) await applyPickEvent(db, event);
    }
  },
};

/** Undoing on the device what the server refused, and keeping the reason on the list. */
export const pickRefusals: RefusalEffects = {
  'pick.checkOut': async (db, event, outcome) => {
    const id = String(event.payload.pickListId);
    const message = 'message' in outcome ? outcome.message : undefined;
    await db.pickLists.update(id, { checkedOut: false, refusal: message });
  },
  'pick.confirm': (db, event) => undoConfirm(db, event.payload as PickEventPayload<'pick.confirm'>),
};
