import { registerPdaWorker } from './sw-update.ts';

/** The one service-worker registration of the app. */
export const pdaWorker = registerPdaWorker();
