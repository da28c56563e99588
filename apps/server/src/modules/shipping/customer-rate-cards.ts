import type { Executor } from '../../db/client.ts';
import { applyQuote, quoteFor } from '../../platform/rating/customer-quote.ts';
import { factDate } from '../../platform/rating/rate-versions.ts';
import { quotationsService } from '../contracts/quotations.service.ts';
import { rateCardsService, type StoredRateCard } from './rate-cards.service.ts';
import { warehouseZoneChart } from './warehouse-zone-chart.ts';

/**
 * The rate cards that price a customer's parcel on `at`: each enabled carrier card, priced by the
 * customer's quotation version in force that day where it quotes that service (docs/architecture.md#rating).
 * When the origin warehouse has an imported zone partition, its zones replace the cards' charts.
 */
export async function customerRateCards(
  tx: Executor,
  tenantId: string,
  customerId: string,
  only: { carrier?: string; service?: string },
  at: Date,
  originWarehouseId?: string,
): Promise<StoredRateCard[]> {
  const zoneChart = originWarehouseId ? await warehouseZoneChart(tx, tenantId, originWarehouseId) : undefined;
  const cards = (await rateCardsService.enabledRateCards(tx, tenantId, only)).map((card) =>
    zoneChart ? { ...card, rateCard: { ...card.rateCard, zoneChart } } : card,
  );
  const quotation = await quotationsService.inForce(tx, tenantId, customerId, factDate(at));
  if (!quotation) return cards;
  return cards.map((card) => {
    const quote = quoteFor(quotation.logistics, card.carrier, card.serviceCode);
    return quote ? { ...card, ...applyQuote(card, quote, quotation), versionId: quotation.versionId } : card;
  });
}
