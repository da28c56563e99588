import { ErrorCode } from '../core/errors.ts';
import type { PalletStatus } from './pallet.schema.ts';

/** Only a pallet in use takes scans (cartons and products added or removed). */
export const takesScans = (status: PalletStatus): boolean => status === 'inUse';

/**
 * Why a pallet refuses a scan, or null when it takes it: the server and the PDA's local check answer
 * the same code, so an offline refusal reads as the server's would.
 */
export function scanRefusal(status: PalletStatus) {
  if (status === 'finished') return ErrorCode.palletFinished;
  return takesScans(status) ? null : ErrorCode.palletClosed;
}

/** Finishing is final; any pallet not yet finished may be finished from the back office. */
export const canFinishPallet = (status: PalletStatus): boolean => status !== 'finished';
