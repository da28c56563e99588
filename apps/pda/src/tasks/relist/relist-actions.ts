import { canRelist, ErrorCode, relistEventPayloads } from '@wms/api/pda';
import type { LocalRelist, PdaDb } from '../../db/pda-db.ts';
import { codeKey, productCodes } from '../../scan/codes.ts';
import { LocalRefusal } from '../../sync/local-refusal.ts';
import { recordEvent } from '../../sync/outbox.ts';

/** Relist scans: find the pending item by any of its product's codes, then put it on a known location. */
export function relistActions(db: PdaDb) {
  return {
    async find(code: string): Promise<LocalRelist> {
      const key = codeKey(code);
      const pending = await db.relist.where('state').equals('pending').toArray();
      const item = pending.find((r) => productCodes(r.product).includes(key));
      if (!item) throw new LocalRefusal(ErrorCode.relistWrongItem, { code });
      return item;
    },

    async confirm(relistId: string, code: string) {
      const item = await db.relist.get(relistId);
      if (!item) throw new LocalRefusal(ErrorCode.relistNotFound);
      const location = (await db.locations.where('nameKey').equals(codeKey(code)).toArray()).find(
        (l) => l.warehouseId === item.warehouseId && !l.isDisabled,
      );
      if (!location) throw new LocalRefusal(ErrorCode.locationUnknown, { code });
      const payload = relistEventPayloads['relist.confirm'].parse({ relistId, locationId: location.id });
      await recordEvent(db, [db.relist, db.locations], 'relist.confirm', payload, async () => {
        const fresh = await db.relist.get(relistId);
        if (!fresh || !canRelist(fresh.state))
          throw new LocalRefusal(ErrorCode.relistDone, { locationName: fresh?.relistedLocationName ?? '' });
        await db.relist.update(relistId, { state: 'relisted', relistedLocationName: location.locationName });
      });
      return { item, location };
    },
  };
}
