import { toHundredths } from '../money.ts';

/** The list dimensional divisor, used when neither the customer nor the tenant's settings give one. */
export const DEFAULT_DIM_DIVISOR = 139;

export interface DimensionFactors {
  fedexDivisor?: number | null;
  upsDivisor?: number | null;
  /** The tenant's shipping setting `defaultDimDivisor`, for a carrier the customer has no divisor for. */
  defaultDivisor?: number | null;
}

/** The customer's divisor for the carrier (fedexDivisor, upsDivisor), else the tenant's, else 139. */
export function dimDivisor(carrier: string, customer: DimensionFactors): number {
  const code = carrier.trim().toLowerCase();
  const own = code === 'fedex' ? customer.fedexDivisor : code === 'ups' ? customer.upsDivisor : undefined;
  if (own && own > 0) return own;
  return customer.defaultDivisor && customer.defaultDivisor > 0
    ? customer.defaultDivisor
    : DEFAULT_DIM_DIVISOR;
}

export interface ParcelSize {
  /** inches */
  length: number;
  width: number;
  height: number;
  /** actual weight, lb */
  weight: number;
}

/** L × W × H (in) / divisor, to two decimals (lb). */
export function dimensionalWeight(size: ParcelSize, divisor: number): number {
  if (!(divisor > 0)) throw new RangeError(`dimensional divisor must be positive: ${divisor}`);
  return toHundredths((size.length * size.width * size.height) / divisor) / 100;
}

/** The larger of actual and dimensional weight, up to the whole pound (at least 1 lb). */
export function billingWeight(size: ParcelSize, divisor: number): number {
  const heavier = Math.max(toHundredths(size.weight), toHundredths(dimensionalWeight(size, divisor)));
  return Math.max(1, Math.ceil(heavier / 100));
}

/** Sides longest first. */
export function sortedSides(size: ParcelSize): [number, number, number] {
  const [a, b, c] = [size.length, size.width, size.height].sort((p, q) => q - p);
  return [a!, b!, c!];
}

/** Carriers' length + girth = L + 2W + 2H with L the longest side, in inches to two decimals. */
export function lengthPlusGirth(size: ParcelSize): number {
  const [longest, second, third] = sortedSides(size);
  return toHundredths(longest + 2 * (second + third)) / 100;
}
