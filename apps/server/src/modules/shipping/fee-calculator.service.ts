import { ErrorCode, type FeeCalculationInput, type FeeCalculationResult, type FeeLine } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { dimDivisor } from '../../platform/rating/parcel-measures.ts';
import { rateParcel } from '../../platform/rating/rate-parcel.ts';
import { factDate } from '../../platform/rating/rate-versions.ts';
import { notFound } from '../../platform/values.ts';
import { customersService } from '../customers/customers.service.ts';
import { customerDivisors } from './customer-divisors.ts';
import { customerRateCards } from './customer-rate-cards.ts';

/** Fee lines that are the price itself rather than a surcharge the parcel triggered. */
const NOT_TRIGGERS = new Set(['baseFee', 'fuelCharge']);

/**
 * The fee calculator: one parcel (lbs/in) priced by every enabled carrier service through the customer's
 * quotation in force today and its divisors, exactly as trial freight prices an order's parcel. The origin
 * must be one of the customer's warehouses the caller may see.
 */
async function calculate(
  tx: Tx,
  principal: Principal,
  input: FeeCalculationInput,
  now: Date,
  locale: Locale,
): Promise<FeeCalculationResult[]> {
  const offered = await customersService.warehouses(tx, principal, input.customerId);
  if (!offered.some((w) => w.warehouseId === input.warehouseId)) notFound();
  const factors = await customerDivisors(tx, principal.tenantId, input.customerId);
  const cards = await customerRateCards(
    tx,
    principal.tenantId,
    input.customerId,
    {},
    now,
    input.warehouseId,
    input.postalCode,
  );
  return cards.map((card) => {
    const rate = rateParcel(
      {
        length: input.length,
        width: input.width,
        height: input.height,
        weight: input.weight,
        postalCode: input.postalCode,
        signature: input.signTypePrint,
        residential: false,
        shipDate: factDate(now),
      },
      {
        carrier: card.carrier,
        divisor: dimDivisor(card.carrier, factors),
        rateCard: card.rateCard,
        surcharges: card.surcharges,
      },
    );
    const head = { carrier: card.carrier, serviceCode: card.serviceCode, serviceName: card.serviceName };
    if (!rate.ok) {
      const reason =
        rate.reason === 'noZone'
          ? translate(locale, `errors:${ErrorCode.freightNoZone}`, {
              service: card.serviceName,
              postalCode: input.postalCode,
            })
          : translate(locale, `errors:${ErrorCode.freightNoRate}`, {
              service: card.serviceName,
              weight: input.weight,
            });
      return {
        ...head,
        ok: false,
        zone: null,
        zoneItem: [],
        zoneItemStr: '',
        billingWeight: null,
        dimWeight: null,
        lengthPlusGirth: null,
        totalFee: [],
        total: null,
        reason,
      };
    }
    const lines: FeeLine[] = rate.feeDetails.map((f) => ({
      feeName: f.feeName as FeeLine['feeName'],
      amount: f.amount / 100,
    }));
    const zoneItem = lines.map((l) => l.feeName).filter((n) => !NOT_TRIGGERS.has(n));
    return {
      ...head,
      ok: true,
      zone: rate.zone,
      zoneItem,
      zoneItemStr: zoneItem.map((n) => translate(locale, `orders:fee.${n}`)).join(', '),
      billingWeight: rate.billingWeight,
      dimWeight: rate.dimWeight,
      lengthPlusGirth: rate.lengthPlusGirth,
      totalFee: lines,
      total: rate.totalFee / 100,
      reason: null,
    };
  });
}

export const feeCalculatorService = { calculate };
