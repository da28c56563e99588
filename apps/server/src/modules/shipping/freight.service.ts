import { type Locale, translate } from '@wms/i18n/messages';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { lockOrder, onlyOne, patchOrder } from '../orders/orders.service.ts';
import { customerDivisors } from './customer-divisors.ts';
import { customerRateCards } from './customer-rate-cards.ts';
import { saveFreight } from './freight-store.ts';
import { parcelsOf, rateOrder } from './order-rating.ts';

export interface ServiceChoice {
  carrier?: string;
  service?: string;
}

/**
 * TrialFreightCalculationNew: one order rated by every enabled service (or the one chosen) with the
 * customer's divisors. The cheapest result is kept as the order's freight cache and estimated freight.
 */
async function trialFreight(
  tx: Tx,
  principal: Principal,
  input: ServiceChoice & { ids: string[] },
  now: Date,
  locale: Locale,
) {
  const order = await lockOrder(tx, principal, onlyOne(input.ids));
  const parcels = await parcelsOf(tx, order);
  const factors = await customerDivisors(tx, principal.tenantId, order.customerId);
  const cards = await customerRateCards(
    tx,
    principal.tenantId,
    order.customerId,
    input,
    now,
    order.warehouseId,
    order.postalCode,
  );
  const outcomes = cards.map((card) => ({ card, rate: rateOrder(order, parcels, card, factors, now) }));
  const best = outcomes
    .flatMap((o) => (o.rate.ok ? [o.rate] : []))
    .sort((a, b) => a.totalCents - b.totalCents)[0];
  if (best) {
    await saveFreight(
      tx,
      { tenantId: principal.tenantId, orderId: order.id, userId: principal.userId },
      'trial',
      best.result,
      best.versionId,
    );
    await patchOrder(tx, principal, order, { estimatedFreight: best.result.totalFee }, 'trial', now);
  }
  return outcomes.map(({ card, rate }) => ({
    carrier: card.carrier,
    service: card.serviceCode,
    ok: rate.ok,
    result: rate.ok ? rate.result : null,
    reason: rate.ok ? null : translate(locale, `errors:${rate.code}`, rate.params),
  }));
}

export const freightService = { trialFreight };
