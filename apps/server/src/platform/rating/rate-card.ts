/** A carrier service's price list: destination zones × weight breaks, prices in cents. */
export interface RateCard {
  /** Five-digit destination postal-code ranges, inclusive, to a zone. */
  zoneChart: Array<{ from: string; to: string; zone: string }>;
  /** Ascending whole-pound breaks; a parcel pays the first break at or above its billing weight. */
  weightBreaks: Array<{ upToLb: number; prices: Record<string, number> }>;
  /** The least a parcel pays in a zone (cents), whatever its weight break says. */
  minimums?: Record<string, number>;
}

/** The first five digits of a US postal code ("12345-6789" → "12345"), or undefined. */
export function postalCode5(postalCode: string): string | undefined {
  const digits = postalCode.replace(/\D/g, '');
  return digits.length >= 5 ? digits.slice(0, 5) : undefined;
}

export function zoneFor(card: RateCard, postalCode: string): string | undefined {
  const code = postalCode5(postalCode);
  if (!code) return undefined;
  return card.zoneChart.find((r) => r.from <= code && code <= r.to)?.zone;
}

export function basePrice(card: RateCard, zone: string, billingWeight: number): number | undefined {
  const row = card.weightBreaks.find((b) => b.upToLb >= billingWeight);
  const price = row?.prices[zone];
  if (price === undefined) return undefined;
  return Math.max(price, card.minimums?.[zone] ?? 0);
}
