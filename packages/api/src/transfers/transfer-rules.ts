/** The window, in days from today, that a transfer order's ETD and ETA + 3 days must fall in. */
export const TRANSFER_WINDOW_DAYS = 14;
/** Days added to the ETA before the window check (the unloading at the platform warehouse). */
export const TRANSFER_ETA_MARGIN_DAYS = 3;
const DAY_MS = 86_400_000;

const daysFrom = (today: string, date: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);

/** Whether the ETD (yyyy-mm-dd) lies within the next two weeks of `today`, today included. */
export function etdInWindow(etd: string, today: string): boolean {
  const days = daysFrom(today, etd);
  return days >= 0 && days <= TRANSFER_WINDOW_DAYS;
}

/** Whether the ETA plus 3 days lies within the next two weeks of `today`. */
export function etaInWindow(eta: string, today: string): boolean {
  const days = daysFrom(today, eta) + TRANSFER_ETA_MARGIN_DAYS;
  return days >= 0 && days <= TRANSFER_WINDOW_DAYS;
}

/** The date-window refusals of a header, as message keys by field; empty when both dates fit. */
export function transferDateProblems(
  v: { etd: string | null; eta: string | null },
  today: string,
): { field: 'etd' | 'eta'; message: string }[] {
  const out: { field: 'etd' | 'eta'; message: string }[] = [];
  if (v.etd && !etdInWindow(v.etd, today)) out.push({ field: 'etd', message: 'transfer:etdWindow' });
  if (v.eta && !etaInWindow(v.eta, today)) out.push({ field: 'eta', message: 'transfer:etaWindow' });
  return out;
}

/**
 * What a change of warehouse or customer clears on the form: a new warehouse clears the products (their
 * stock is per warehouse); a new customer clears the warehouse and the products (both are the customer's).
 */
export function clearedByChange(field: 'warehouseId' | 'customerId'): ('warehouseId' | 'lines')[] {
  return field === 'customerId' ? ['warehouseId', 'lines'] : ['lines'];
}

/** Pallet total and label total as the list shows them. */
export const labelingTotal = (v: { outLabelingQty: number; productLabelingQty: number }) =>
  v.outLabelingQty + v.productLabelingQty;
