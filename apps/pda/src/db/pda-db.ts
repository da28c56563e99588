import type {
  InboundSnapshot,
  MenuItem,
  PalletSnapshot,
  PdaLocation,
  PdaStock,
  PickListSnapshot,
  RelistSnapshot,
  ReturnSnapshot,
  SequenceGap,
  SyncEventResult,
  TransferPalletSnapshot,
} from '@wms/api/pda';
import { uuidv7 } from '@wms/api/pda';
import { Dexie, type DexieOptions, type EntityTable } from 'dexie';

/** pending until the server answers; then what it answered. Never deleted before its own result. */
export type OutboxState = 'pending' | 'applied' | 'duplicate' | 'rejected' | 'conflict';

/** How many events left the outbox done: applied, or found already applied when resent (duplicate). */
export interface SyncedTally {
  applied: number;
  duplicate: number;
}

/**
 * One immutable scan, written in the same transaction as the local change it caused
 * (docs/architecture.md#outbox). It stays `pending` until its result comes back; a done event then leaves the
 * outbox (counted in the `synced` tally), and a refused one stays, with its result, for review.
 */
export interface OutboxEvent {
  deviceSeq: number;
  eventId: string;
  deviceId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: string;
  state: OutboxState;
  /** The server's result for this event, once there is one. */
  result?: SyncEventResult;
  settledAt?: string;
  /** A rejected or conflicting event the user has reviewed. */
  dismissedAt?: string;
}

/** A pallet as the device knows it: pulled from the server, changed by local scans until they sync. */
export interface LocalPallet {
  palletCode: string;
  id?: string;
  status: PalletSnapshot['status'];
  /** The status the server last sent; what a refused close falls back to. */
  serverStatus?: PalletSnapshot['status'];
  use?: PalletSnapshot['use'];
  warehouseId?: string;
  pickerId?: string | null;
  cartonQty: number;
  productQty: number;
  /** The server's `updatedAt` of the last pull; absent while known only from local scans. */
  updatedAt?: string;
}

export interface LocalPalletLine {
  lineId: string;
  palletCode: string;
  kind: 'carton' | 'product';
  cartonNo: string | null;
  productNo: string | null;
  qty: number;
  scannedAt: string;
  /** Removed locally; kept until the removal is synced so a refused removal can be undone. */
  removed?: boolean;
}

/** A pick list as the device knows it: the server's copy with the local scans not yet synced on top. */
export interface LocalPickList extends PickListSnapshot {
  /** Checked out on this device (a `pick.checkOut` event queued or applied). */
  checkedOut: boolean;
  /** Why the server refused the check-out, if it did. */
  refusal?: string;
}

/** A relist item; `state` turns `relisted` as soon as the device queues its confirmation. */
export type LocalRelist = RelistSnapshot & { relistedLocationName: string | null };

/** A location, keyed for scanning by name. */
export type LocalLocation = PdaLocation & { nameKey: string };

/** A stock row with every code that finds it: product codes and the location name, upper-cased. */
export type LocalStock = PdaStock & { codes: string[]; locationKey: string };

/**
 * A return the device may receive, found by the tracking number on the parcel; `received` turns true as
 * soon as the device queues its receipt.
 */
export type LocalReturn = ReturnSnapshot & { trackingKey: string; received: boolean };

/**
 * A receipt photo taken on the device: kept here until uploaded once under its own id (the server stores a
 * resend once), then its bytes leave the device.
 */
export interface LocalPhoto {
  id: string;
  returnId: string;
  name: string;
  /** failed: the server refused the file for good (kept for review). */
  state: 'pending' | 'uploaded' | 'failed';
  /** The jpeg or png bytes, until uploaded. */
  data?: ArrayBuffer;
  takenAt: string;
}
/** A container as the device receives and puts it away: the server's copy with queued scans on top. */
export type LocalInbound = InboundSnapshot & { containerKey: string; transportKey: string };

/**
 * A picked transfer order to palletise: the server's copy; `queued` turns true as soon as the device
 * queues its pallets (their codes come back with the next pull).
 */
export type LocalTransfer = TransferPalletSnapshot & { transKey: string; queued: boolean };
export interface DeviceMeta {
  deviceId: string;
  lastSeq: number;
}

export type MetaRow =
  | { key: 'device'; value: DeviceMeta }
  | { key: 'currentPallet'; value: string | null }
  /** The caller's PDA menus from `GetPDAMenuList`, so home works offline. */
  | { key: 'menus'; value: MenuItem[] }
  | { key: `cursor:${string}`; value: string }
  | { key: `pulledAt:${string}`; value: string }
  | { key: 'lastPush'; value: { at: string; lastSeq: number; gaps: SequenceGap[] } }
  | { key: 'synced'; value: SyncedTally }
  /** Server clock minus device clock (ms) at the last pull: cache ages go by the server's clock. */
  | { key: 'clockOffset'; value: number }
  /** The warehouse the user chose to work in (stock lookup keeps to it). */
  | { key: 'workWarehouse'; value: string }
  /** A finished pick list that left the device after a pull (its page still says it is complete). */
  | { key: `finished:${string}`; value: { pickListNo: string } };

/** One database per tenant and user, so a shared device keeps separate queues. */
export const pdaDbName = (tenantId: string, userId: string) => `wms-pda-${tenantId}-${userId}`;

export class PdaDb extends Dexie {
  declare pallets: EntityTable<LocalPallet, 'palletCode'>;
  declare palletLines: EntityTable<LocalPalletLine, 'lineId'>;
  declare outbox: EntityTable<OutboxEvent, 'deviceSeq'>;
  declare meta: EntityTable<MetaRow, 'key'>;
  declare pickLists: EntityTable<LocalPickList, 'id'>;
  declare relist: EntityTable<LocalRelist, 'id'>;
  declare locations: EntityTable<LocalLocation, 'id'>;
  declare stock: EntityTable<LocalStock, 'id'>;
  declare returns: EntityTable<LocalReturn, 'id'>;
  declare photos: EntityTable<LocalPhoto, 'id'>;
  declare inbound: EntityTable<LocalInbound, 'id'>;
  declare transfers: EntityTable<LocalTransfer, 'id'>;

  /** Strict durability: a scan the user saw confirmed survives a power cut (Chromium honours it). */
  constructor(name: string, options: DexieOptions = {}) {
    super(name, { chromeTransactionDurability: 'strict', ...options });
    this.version(1).stores({
      pallets: 'palletCode, status',
      palletLines: 'lineId, palletCode',
      outbox: 'deviceSeq, &eventId, state',
      meta: 'key',
    });
    this.version(2).stores({
      pickLists: 'id, mine',
      relist: 'id, state',
      locations: 'id, nameKey',
      stock: 'id, *codes, locationKey',
    });
    // The flusher reads the next batch after the one in flight: pending events past a sequence number.
    this.version(3).stores({ outbox: 'deviceSeq, &eventId, state, [state+deviceSeq]' });
    // Done events leave the outbox when they settle: the ones an older version kept become the tally.
    this.version(4)
      .stores({})
      .upgrade(async (tx) => {
        const outbox = tx.table<OutboxEvent, number>('outbox');
        const count = (state: OutboxState) => outbox.where('state').equals(state).count();
        const value: SyncedTally = { applied: await count('applied'), duplicate: await count('duplicate') };
        await outbox.where('state').anyOf('applied', 'duplicate').delete();
        await tx.table('meta').put({ key: 'synced', value });
      });
    // Return receiving: returns by the tracking number on the parcel, and photos waiting to upload.
    this.version(5).stores({ returns: 'id, trackingKey, status', photos: 'id, state, returnId' });
    // Containers to receive and put away, found by container number or batch number.
    this.version(6).stores({ inbound: 'id, containerKey, transportKey' });
    // Picked transfer orders to palletise, found by their number.
    this.version(7).stores({ transfers: 'id, transKey, state' });
    // The outbox's identity is made once, when the database is created, and never changes.
    this.on('populate', (tx) => {
      tx.table('meta').add({ key: 'device', value: { deviceId: uuidv7(), lastSeq: 0 } });
    });
  }

  async synced(): Promise<SyncedTally> {
    const row = await this.meta.get('synced');
    return (row?.value as SyncedTally | undefined) ?? { applied: 0, duplicate: 0 };
  }

  async device(): Promise<DeviceMeta> {
    const row = await this.meta.get('device');
    if (!row) throw new Error('device identity missing');
    return row.value as DeviceMeta;
  }
}
