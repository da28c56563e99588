/** Shared by the page and the service worker: the Background Sync tag and the message that relays it. */
export const SYNC_TAG = 'wms-pda-flush';
export const SYNC_MESSAGE = 'wms-pda-sync';
