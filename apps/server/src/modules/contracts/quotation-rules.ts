import { ErrorCode, type QuotationInput } from '@wms/api';
import type { contracts, quotations } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';

interface Context {
  contract: typeof contracts.$inferSelect;
  existing: (typeof quotations.$inferSelect)[];
  /** YYYY-MM-DD of the clock */
  today: string;
}

/**
 * The pricing rules of a new quotation version: it takes effect from today or later within the contract,
 * on a day no other version takes; it prices something; every logistics service has a zone charge above
 * zero; charge names are unique.
 */
export function checkQuotation(input: QuotationInput, { contract, existing, today }: Context) {
  if (input.effectiveFrom < today) throw new BizError(ErrorCode.quotationBackdated, { today });
  if (input.effectiveFrom < contract.validFrom || input.effectiveFrom > contract.validTo)
    throw new BizError(ErrorCode.quotationOutsideContract, {
      from: contract.validFrom,
      to: contract.validTo,
    });
  const sameDay = existing.find((v) => v.effectiveFrom === input.effectiveFrom);
  if (sameDay)
    throw new BizError(ErrorCode.quotationDateTaken, {
      version: sameDay.version,
      date: sameDay.effectiveFrom,
    });
  if (!input.logistics.length && !input.warehouseCharges.length)
    throw new BizError(ErrorCode.configurePricingGroups);
  for (const quote of input.logistics) {
    if (!quote.weightBreaks.some((b) => b.prices.some((price) => price > 0)))
      throw new BizError(ErrorCode.zoneChargeNeedsOne, { service: `${quote.carrier} ${quote.serviceCode}` });
  }
  const seen = new Set<string>();
  for (const charge of input.warehouseCharges) {
    const key = charge.name.trim().toLowerCase();
    if (seen.has(key)) throw new BizError(ErrorCode.chargeNameDuplicate, { name: charge.name });
    seen.add(key);
  }
}
