import { uuidv7 } from '@wms/api/pda';
// Installs IndexedDB as globals too: Dexie's liveQuery looks them up there.
import 'fake-indexeddb/auto';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { PdaDb } from './pda-db.ts';

/**
 * A device database on fake-indexeddb, a complete IndexedDB in JavaScript, for tests and benchmarks that
 * run in Node. Reopening by name returns the same data, as a restart would.
 */
export function openMemoryDb(name = `wms-pda-test-${uuidv7()}`): PdaDb {
  return new PdaDb(name, { indexedDB, IDBKeyRange });
}
