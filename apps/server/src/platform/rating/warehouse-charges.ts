/** Storage is charged on at least this many cubic metres a day. */
export const STORAGE_MIN_M3_PER_DAY = 0.5;

export interface StorageStay {
  /** cubic metres held, to three decimals */
  volumeM3: number;
  days: number;
}

/**
 * Storage of one bill line: Σ max(volume, 0.5 m³) × days × price per m³ per day. The exact sum is kept in
 * thousandths of a cent-m³ and rounded half-up once, at the line, so many small days add no rounding drift.
 */
export function storageCharge(stays: readonly StorageStay[], pricePerM3DayCents: number): number {
  const floor = Math.round(STORAGE_MIN_M3_PER_DAY * 1000);
  let milli = 0;
  for (const stay of stays) {
    if (!Number.isInteger(stay.days) || stay.days < 0)
      throw new RangeError(`days must be whole: ${stay.days}`);
    milli += Math.max(floor, Math.round(stay.volumeM3 * 1000)) * stay.days * pricePerM3DayCents;
  }
  return Math.floor((milli + 500) / 1000);
}

/**
 * Storage of one day in thousandths of a cent, exact: the m³ held above the free allowance, charged on
 * at least 0.5 m³; nothing when the allowance covers what is held. Volumes are thousandths of a m³.
 */
export function storageDayMilli(
  heldMilliM3: number,
  freeMilliM3: number,
  pricePerM3DayCents: number,
): number {
  if (heldMilliM3 <= freeMilliM3) return 0;
  const floor = Math.round(STORAGE_MIN_M3_PER_DAY * 1000);
  return Math.max(floor, heldMilliM3 - freeMilliM3) * pricePerM3DayCents;
}
