import type { CustomerRow, customerBasicSchema, customerConfigSchema } from '@wms/api';
import type { z } from 'zod';
import type { customers } from '../../db/schema/index.ts';
import type { FileStore } from '../../platform/files.ts';
import { iso, num, numOrNull } from '../../platform/values.ts';

export type CustomerRecord = typeof customers.$inferSelect;

export function toBasic(
  row: CustomerRecord,
  files: FileStore,
  now: Date,
): z.infer<typeof customerBasicSchema> {
  return {
    id: row.id,
    customerCode: row.customerCode,
    shortName: row.shortName,
    fullName: row.fullName,
    contact: row.contact,
    tel: row.tel,
    email: row.email,
    companyAddress: row.companyAddress,
    businessLicenseFileId: row.businessLicenseFileId,
    businessLicensePath: row.businessLicenseFileId
      ? files.signedUrl(row.tenantId, row.businessLicenseFileId, now)
      : '',
    businessManagerId: row.businessManagerId,
    customerManagerId: row.customerManagerId,
    salesManagerId: row.salesManagerId,
    responsibleAgentId: row.responsibleAgentId,
    serviceManagerId: row.serviceManagerId,
    accountManagerId: row.accountManagerId,
    isDisabled: row.isDisabled,
    serviceState: row.serviceState as CustomerRow['serviceState'],
    createdTime: iso(row.createdAt),
  };
}

export function toConfig(row: CustomerRecord): z.infer<typeof customerConfigSchema> {
  return {
    id: row.id,
    customerCode: row.customerCode,
    shortName: row.shortName,
    accountType: row.accountType as CustomerRow['accountType'],
    creditAmount: num(row.creditAmount),
    paymentTermDays: row.paymentTermDays,
    temporaryQuota: num(row.temporaryQuota),
    warehouseIds: row.warehouseIds,
    fedexDivisor: num(row.fedexDivisor),
    upsDivisor: num(row.upsDivisor),
    weightTiers: row.weightTiers,
    minChargeVolume: numOrNull(row.minChargeVolume),
  };
}

/** Config input as column values (numerics as strings). */
export function configValues(input: {
  creditAmount: number;
  temporaryQuota: number;
  fedexDivisor: number;
  upsDivisor: number;
  minChargeVolume?: number | null;
}) {
  return {
    creditAmount: String(input.creditAmount),
    temporaryQuota: String(input.temporaryQuota),
    fedexDivisor: String(input.fedexDivisor),
    upsDivisor: String(input.upsDivisor),
    minChargeVolume: input.minChargeVolume == null ? null : String(input.minChargeVolume),
  };
}
