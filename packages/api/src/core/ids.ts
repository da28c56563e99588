/**
 * UUIDv7 (RFC 9562): time-ordered ids made by whoever creates the row, so the PDA can create rows offline
 * and indexes stay append-mostly.
 */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Random bytes for 256 ids at a time: one `getRandomValues` call costs as much as filling 4 KiB. */
const pool = new Uint8Array(16 * 256);
let used = pool.length;

export function uuidv7(now: number = Date.now()): string {
  if (used === pool.length) {
    globalThis.crypto.getRandomValues(pool);
    used = 0;
  }
  const bytes = pool.slice(used, used + 16);
  used += 16;
  let ts = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ts & 0xff;
    ts = Math.floor(ts / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  let hex = '';
  for (const b of bytes) hex += HEX[b];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
