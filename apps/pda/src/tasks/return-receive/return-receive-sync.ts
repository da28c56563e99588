import { type ApiClient, ApiError, canReturn, type ReturnSnapshot, returnEndpoints } from '@wms/api/pda';
import type { LocalReturn, PdaDb } from '../../db/pda-db.ts';
import { codeKey } from '../../scan/codes.ts';
import type { PullSpec } from '../../sync/pull.ts';
import type { RefusalEffects } from '../../sync/settle.ts';

const receivedLocally = async (db: PdaDb, id: string) =>
  (await db.outbox.where('state').equals('pending').toArray()).some(
    (e) => e.type === 'return.receive' && e.payload.id === id,
  );

/**
 * Returns the device may receive: the server's copy, kept received while the device's receipt is still
 * queued. A return the server no longer lets anyone receive leaves the device.
 */
export const returnPull: PullSpec = {
  kind: 'returns',
  tables: (db) => [db.returns],
  async apply(db, items) {
    for (const item of items as ReturnSnapshot[]) {
      if (!canReturn(item.status, 'receive')) {
        await db.returns.delete(item.id);
        continue;
      }
      const row: LocalReturn = {
        ...item,
        trackingKey: codeKey(item.trackingNo),
        received: await receivedLocally(db, item.id),
      };
      await db.returns.put(row);
    }
  },
};

/** A refused receipt puts the return back to be received, unless it was refused because it already was. */
export const returnRefusals: RefusalEffects = {
  'return.receive': async (db, event, outcome) => {
    if ('code' in outcome && outcome.code === 'RETURN_STATUS_REFUSED') {
      await db.returns.delete(String(event.payload.id));
      return;
    }
    await db.returns.update(String(event.payload.id), { received: false });
  },
};

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000)
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.status !== 0 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 408 &&
  error.status !== 429;

type UploadPhoto = (input: { id: string; fileName: string; content: string }) => Promise<unknown>;

/**
 * Uploads the photos still on the device, oldest first, each under its own id; runs before the outbox
 * pushes, so a receipt reaches the server after the photos it names. A failed upload stops the round (the
 * push then waits for the next one); an upload whose answer was lost is resent and stored once.
 */
export async function uploadPendingPhotos(db: PdaDb, upload: UploadPhoto): Promise<number> {
  const pending = await db.photos.where('state').equals('pending').sortBy('takenAt');
  for (const photo of pending) {
    if (!photo.data) continue;
    try {
      await upload({ id: photo.id, fileName: photo.name, content: toBase64(photo.data) });
    } catch (error) {
      // Refused for good (not a network or server failure): kept for review, the receipt goes on without it.
      if (!refusedForGood(error)) throw error;
      await db.photos.update(photo.id, { state: 'failed' });
      continue;
    }
    await db.photos.update(photo.id, { state: 'uploaded', data: undefined });
  }
  return pending.length;
}

/** The photo upload through the PDA's request layer. */
export const photoUploader =
  (api: Pick<ApiClient, 'call'>): UploadPhoto =>
  (input) =>
    api.call(returnEndpoints.uploadPhoto, input);
