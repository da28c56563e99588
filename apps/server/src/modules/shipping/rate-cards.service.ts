import { ErrorCode, uuidv7 } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rateCards } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import type { RateCard } from '../../platform/rating/rate-card.ts';
import type { SurchargeRules } from '../../platform/rating/surcharges.ts';
import { OWN_CARRIER, OWN_SERVICE, ownDeliveryRateCard, ownDeliverySurcharges } from './own-delivery-card.ts';

export interface StoredRateCard {
  carrier: string;
  serviceCode: string;
  serviceName: string;
  rateCard: RateCard;
  surcharges: SurchargeRules;
  /** The rate card row or the customer's quotation version that prices through it. */
  versionId: string;
}

/** Seeds the own-delivery card of a tenant once (idempotent), so every tenant can rate and ship. */
async function ensureOwnDeliveryCard(tx: Executor, tenantId: string) {
  await tx
    .insert(rateCards)
    .values({
      id: uuidv7(),
      tenantId,
      carrier: OWN_CARRIER,
      serviceCode: OWN_SERVICE.code,
      serviceName: OWN_SERVICE.name,
      rateCard: ownDeliveryRateCard,
      surcharges: ownDeliverySurcharges,
    })
    .onConflictDoNothing();
}

/** The enabled rate cards of the tenant, optionally of one carrier or service. */
async function enabledRateCards(
  tx: Executor,
  tenantId: string,
  only: { carrier?: string; service?: string } = {},
): Promise<StoredRateCard[]> {
  const load = () =>
    tx
      .select()
      .from(rateCards)
      .where(
        and(eq(rateCards.tenantId, tenantId), only.carrier ? eq(rateCards.carrier, only.carrier) : undefined),
      )
      .orderBy(asc(rateCards.carrier), asc(rateCards.serviceCode));
  let all = await load();
  // a tenant that never had the own-delivery card gets it on first use (disabled cards count as present)
  if (!all.some((r) => r.carrier === OWN_CARRIER) && (!only.carrier || only.carrier === OWN_CARRIER)) {
    await ensureOwnDeliveryCard(tx, tenantId);
    all = await load();
  }
  const rows = all.filter((r) => r.isEnabled);
  const cards = rows
    .filter((r) => !only.service || r.serviceCode === only.service || r.serviceName === only.service)
    .map((r) => ({
      ...r,
      rateCard: r.rateCard as RateCard,
      surcharges: r.surcharges as SurchargeRules,
      versionId: r.id,
    }));
  if (!cards.length && (only.carrier || only.service))
    throw new BizError(ErrorCode.freightNoService, {
      carrier: only.carrier ?? '',
      service: only.service ?? '',
    });
  return cards;
}

export const rateCardsService = { enabledRateCards };
