/** 2.54 cm per inch and 2.2046226 lb per kg; results kept to two decimals. */
export const CM_PER_INCH = 2.54;
export const LB_PER_KG = 2.2046226;

/** Unit systems of the forms: 1 = lbs/in, 2 = kg/cm. */
export type UnitSystem = 1 | 2;

/** Two decimals, half away from zero; EPSILON keeps 1.005 from becoming 1.00. */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}

export const cmToIn = (cm: number) => round2(cm / CM_PER_INCH);
export const inToCm = (inches: number) => round2(inches * CM_PER_INCH);
export const kgToLb = (kg: number) => round2(kg * LB_PER_KG);
export const lbToKg = (lb: number) => round2(lb / LB_PER_KG);

export interface Measures {
  length?: number | null;
  width?: number | null;
  height?: number | null;
  weight?: number | null;
}

/** The form may be in kg/cm; the server always gets lbs/in. Empty values stay empty. */
export function toLbsIn<T extends Measures>(values: T, unit: UnitSystem): T {
  if (unit === 1) return values;
  const side = (v: number | null | undefined) => (v == null ? v : cmToIn(v));
  return {
    ...values,
    length: side(values.length),
    width: side(values.width),
    height: side(values.height),
    weight: values.weight == null ? values.weight : kgToLb(values.weight),
  };
}

/** Volume weight = L × W × H (inches) / divisor, two decimals. */
export function volumeWeight(length: number, width: number, height: number, divisor: number): number {
  if (divisor <= 0) throw new RangeError('divisor must be positive');
  return round2((length * width * height) / divisor);
}

/**
 * Carriers measure "length + girth" as L + 2W + 2H (girth = 2 × (W + H), length the longest
 * side). Null until all three sides exist, as the fee calculator shows nothing before.
 */
export function lengthPlusGirth(
  length: number | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): number | null {
  if (length == null || width == null || height == null) return null;
  const [l, w, h] = [length, width, height].sort((a, b) => b - a) as [number, number, number];
  return round2(l + 2 * w + 2 * h);
}

/** Cubic inches to cubic metres (m³ is the product's volume unit). */
export const cubicInchesToM3 = (cubicInches: number) => round2((cubicInches * CM_PER_INCH ** 3) / 1_000_000);
