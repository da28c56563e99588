import type { Executor } from '../../db/client.ts';
import { fuelPercentOn, withRemoteAreas, withWeeklyFuel } from '../../platform/rating/carrier-tables.ts';
import { applyQuote, quoteFor } from '../../platform/rating/customer-quote.ts';
import { factDate } from '../../platform/rating/rate-versions.ts';
import { quotationsService } from '../contracts/quotations.service.ts';
import { carrierFuelRates, carrierRemoteAreas } from './carrier-tables.ts';
import { rateCardsService, type StoredRateCard } from './rate-cards.service.ts';
import { warehouseZoneChart } from './warehouse-zone-chart.ts';

/**
 * The rate cards that price a customer's parcel on `at`: each enabled carrier card, priced by the
 * customer's quotation version in force that day where it quotes that service (docs/architecture.md#rating).
 * When the origin warehouse has an imported zone partition, its zones replace the cards' charts; a
 * carrier's imported remote areas replace its cards' area postal codes (those that can match `destination`
 * are loaded); the weekly fuel table gives the fuel percentage where the quotation fixes none.
 */
export async function customerRateCards(
  tx: Executor,
  tenantId: string,
  customerId: string,
  only: { carrier?: string; service?: string },
  at: Date,
  originWarehouseId: string | undefined,
  destination: string,
): Promise<StoredRateCard[]> {
  const day = factDate(at);
  const zoneChart = originWarehouseId ? await warehouseZoneChart(tx, tenantId, originWarehouseId) : undefined;
  const enabled = await rateCardsService.enabledRateCards(tx, tenantId, only);
  const carriers = [...new Set(enabled.map((c) => c.carrier))];
  const areas = await carrierRemoteAreas(tx, tenantId, carriers, destination);
  const fuel = await carrierFuelRates(tx, tenantId, carriers, day);
  const cards = enabled.map((card) => {
    const carrierAreas = areas.get(card.carrier);
    return {
      ...card,
      rateCard: zoneChart ? { ...card.rateCard, zoneChart } : card.rateCard,
      surcharges: carrierAreas ? withRemoteAreas(card.surcharges, carrierAreas) : card.surcharges,
    };
  });
  const quotation = await quotationsService.inForce(tx, tenantId, customerId, day);
  return cards.map((card) => {
    const weekly = fuelPercentOn(fuel.get(card.carrier) ?? [], day);
    const quote = quotation && quoteFor(quotation.logistics, card.carrier, card.serviceCode);
    if (!quote || !quotation)
      return { ...card, surcharges: withWeeklyFuel(card.surcharges, weekly, undefined) };
    const priced = applyQuote(card, quote, quotation);
    return {
      ...card,
      ...priced,
      surcharges: withWeeklyFuel(priced.surcharges, weekly, quotation.surcharges),
      versionId: quotation.versionId,
    };
  });
}
