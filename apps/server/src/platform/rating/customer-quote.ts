import type { LogisticsQuote, QuotationInput } from '@wms/api';
import { toCents } from '../money.ts';
import type { RateCard } from './rate-card.ts';
import type { SurchargeRules } from './surcharges.ts';

export interface PricedCard {
  rateCard: RateCard;
  surcharges: SurchargeRules;
}

type QuoteTerms = Pick<QuotationInput, 'surcharges' | 'peakSeason'>;

/** The customer's logistics quotation for a carrier service, if its quotation prices that service. */
export function quoteFor(
  logistics: readonly LogisticsQuote[],
  carrier: string,
  serviceCode: string,
): LogisticsQuote | undefined {
  const c = carrier.trim().toLowerCase();
  return logistics.find((q) => q.carrier.trim().toLowerCase() === c && q.serviceCode === serviceCode);
}

const cents = (amount: number | null) => (amount === null ? undefined : toCents(amount));

/**
 * A carrier card priced with a customer's quotation: the carrier's zone chart, size limits and area postal
 * codes stay; the quotation sets the zone × weight prices, minimums and every surcharge amount it names.
 */
export function applyQuote(card: PricedCard, quote: LogisticsQuote, terms: QuoteTerms): PricedCard {
  const rateCard: RateCard = {
    zoneChart: card.rateCard.zoneChart,
    weightBreaks: quote.weightBreaks.map((b) => ({
      upToLb: b.upToLb,
      prices: Object.fromEntries(quote.zones.map((z, i) => [z, toCents(b.prices[i] ?? 0)])),
    })),
    minimums: Object.fromEntries(quote.minimums.map((m, i) => [quote.zones[i] ?? '', toCents(m)])),
  };
  const s = terms.surcharges;
  const rules: SurchargeRules = { ...card.surcharges };
  const withFee = <T extends { fee: number }>(rule: T | undefined, amount: number | null) =>
    rule && amount !== null ? { ...rule, fee: toCents(amount) } : rule;
  rules.remote = withFee(rules.remote, s.remote);
  rules.ultraRemote = withFee(rules.ultraRemote, s.extendedRemote);
  rules.dasRemote = withFee(rules.dasRemote, s.dasRemote);
  rules.nonMachinable = withFee(rules.nonMachinable, s.nonMachinable);
  if (s.residential !== null) rules.residential = cents(s.residential);
  if (s.signature !== null) {
    const fee = toCents(s.signature);
    rules.signature = { indirect: fee, direct: fee, adult: fee };
  }
  if (s.fuelPercent !== null) rules.fuel = { percent: s.fuelPercent, basis: s.fuelBasis };
  if (terms.peakSeason.length)
    rules.peakSeason = terms.peakSeason.map((p) => ({ from: p.from, to: p.to, fee: toCents(p.fee) }));
  return { rateCard, surcharges: rules };
}
