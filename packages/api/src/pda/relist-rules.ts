import type { relistStates } from './relist.schema.ts';

/** A relist item is put on a location once: only while it is still pending. */
export const canRelist = (state: (typeof relistStates)[number]): boolean => state === 'pending';
