import type { PalletEventPayload, PalletEventType } from '@wms/api/pda';
import type { LocalPalletLine, PdaDb } from '../../db/pda-db.ts';

type Event<T extends PalletEventType = PalletEventType> = {
  type: T;
  payload: PalletEventPayload<T>;
  createdAt: string;
};

export const palletTables = (db: PdaDb) => [db.pallets, db.palletLines];

/** Counts come from the live lines, so applying an event twice cannot count it twice. */
export async function recount(db: PdaDb, palletCode: string): Promise<void> {
  const lines = await db.palletLines.where('palletCode').equals(palletCode).toArray();
  const live = lines.filter((l) => !l.removed);
  await db.pallets.update(palletCode, {
    cartonQty: live.filter((l) => l.kind === 'carton').reduce((n, l) => n + l.qty, 0),
    productQty: live.filter((l) => l.kind === 'product').reduce((n, l) => n + l.qty, 0),
  });
}

function line(event: Event<'pallet.addCarton' | 'pallet.addProduct'>): LocalPalletLine {
  const carton = event.type === 'pallet.addCarton';
  const p = event.payload as Partial<
    PalletEventPayload<'pallet.addCarton'> & PalletEventPayload<'pallet.addProduct'>
  >;
  return {
    lineId: p.lineId!,
    palletCode: p.palletCode!,
    kind: carton ? 'carton' : 'product',
    cartonNo: carton ? p.cartonNo! : null,
    productNo: carton ? null : p.productNo!,
    qty: carton ? 1 : p.qty!,
    scannedAt: event.createdAt,
  };
}

/**
 * The local effect of a pallet event. Idempotent: a pull replays the still-pending events on top of the
 * server's state, some of which the server may already hold.
 */
export async function applyPalletEvent(
  db: PdaDb,
  recorded: { type: string; payload: object; createdAt: string },
): Promise<void> {
  const event = recorded as Event;
  const { palletCode } = event.payload;
  switch (event.type) {
    case 'pallet.open':
      if (!(await db.pallets.get(palletCode)))
        await db.pallets.add({ palletCode, status: 'inUse', cartonQty: 0, productQty: 0 });
      return;
    case 'pallet.addCarton':
    case 'pallet.addProduct': {
      const lineId = (event.payload as { lineId: string }).lineId;
      if (!(await db.palletLines.get(lineId)))
        await db.palletLines.add(line(event as Event<'pallet.addCarton' | 'pallet.addProduct'>));
      await recount(db, palletCode);
      return;
    }
    case 'pallet.removeLine':
      await db.palletLines.update((event.payload as { lineId: string }).lineId, { removed: true });
      await recount(db, palletCode);
      return;
    case 'pallet.close':
      await db.pallets.update(palletCode, { status: 'used' });
      return;
  }
}
