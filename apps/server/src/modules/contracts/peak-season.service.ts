import { ErrorCode, type PeakSeasonConfig, type peakSeasonConfigInput } from '@wms/api';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { factDate } from '../../platform/rating/rate-versions.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { quotationsService } from './quotations.service.ts';

/** The peak-season windows of the customer's quotation version in force on `day`. */
async function configOn(tx: Tx, p: Principal, customerId: string, day: string): Promise<PeakSeasonConfig> {
  const customer = await findCustomer(tx, p, customerId);
  const inForce = await quotationsService.inForce(tx, p.tenantId, customer.id, day);
  if (!inForce)
    return {
      customerId,
      customerCode: customer.customerCode,
      contractId: null,
      contractNo: null,
      quotationId: null,
      version: null,
      effectiveFrom: null,
      peakSeason: [],
    };
  const quotation = await quotationsService.get(tx, p, inForce.versionId);
  return {
    customerId,
    customerCode: customer.customerCode,
    contractId: quotation.contractId,
    contractNo: inForce.contractNo,
    quotationId: quotation.id,
    version: quotation.version,
    effectiveFrom: quotation.effectiveFrom,
    peakSeason: quotation.peakSeason,
  };
}

/**
 * New peak-season windows from a date on. A quotation version is never edited, so this adds a version
 * copied from the one in force that day with only the windows changed; charges made before keep theirs.
 * A customer with no quotation in force has no pricing to lay the windows over.
 */
async function save(tx: Tx, p: Principal, input: z.infer<typeof peakSeasonConfigInput>, now: Date) {
  const customer = await findCustomer(tx, p, input.customerId);
  const inForce = await quotationsService.inForce(tx, p.tenantId, customer.id, input.effectiveFrom);
  if (!inForce) throw new BizError(ErrorCode.configurePricingGroups);
  const base = await quotationsService.get(tx, p, inForce.versionId);
  await quotationsService.create(
    tx,
    p,
    {
      contractId: base.contractId,
      effectiveFrom: input.effectiveFrom,
      logistics: base.logistics,
      warehouseCharges: base.warehouseCharges,
      surcharges: base.surcharges,
      peakSeason: input.peakSeason,
    },
    now,
  );
  return configOn(tx, p, customer.id, input.effectiveFrom);
}

export const peakSeasonService = {
  get: (tx: Tx, p: Principal, customerId: string, now: Date) => configOn(tx, p, customerId, factDate(now)),
  save,
};
