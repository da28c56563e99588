import type { RESTOCK_STATES } from './restock.schema.ts';

/** Only a line waiting to be shelved is shelved (in parts, until its quantity is on locations). */
export const canShelve = (state: (typeof RESTOCK_STATES)[number]): boolean => state === 'toBeShelved';
