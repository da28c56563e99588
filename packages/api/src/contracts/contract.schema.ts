import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** A contract PDF is at most 20 MB. */
export const CONTRACT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const CURRENCIES = ['USD', 'CNY', 'EUR', 'CAD', 'GBP'] as const;

const day = z.iso.date();
/** A contract number: 5 to 30 characters of Chinese, letters, digits and hyphens. */
export const contractNoSchema = z
  .string()
  .trim()
  .regex(/^[\p{Script=Han}A-Za-z0-9-]{5,30}$/u, 'customers:contractNoRule');

export const contractInput = z
  .object({
    customerId: z.uuid(),
    contractNo: contractNoSchema,
    validFrom: day,
    validTo: day,
    signer: z.string().trim().min(1).max(50),
    signTime: z.iso.datetime({ offset: true }),
    /** A file stored by `uploadFile`. */
    fileId: z.uuid().nullable().default(null),
    accountSet: z.string().trim().max(50).default(''),
    currency: z.enum(CURRENCIES).default('USD'),
  })
  .refine((c) => c.validFrom <= c.validTo, { path: ['validTo'], message: 'validation:invalid' });
export const contractUpdate = contractInput.and(z.object({ id: z.uuid() }));
export type ContractInput = z.infer<typeof contractInput>;

export const contractSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerCode: z.string(),
  contractNo: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  signer: z.string(),
  signTime: z.string(),
  fileId: z.uuid().nullable(),
  fileName: z.string().nullable(),
  /** A signed download link of the PDF, valid for an hour. */
  fileUrl: z.string().nullable(),
  accountSet: z.string(),
  currency: z.enum(CURRENCIES),
  quotationCount: z.number().int(),
  createdTime: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListQuery = pageQuery({
  customerId: z.uuid().optional(),
  contractNo: z.string().trim().max(30).optional(),
});
export const contractPageSchema = pageOf(contractSchema);

export const contractFileInput = z.object({
  fileName: z
    .string()
    .min(1)
    .max(200)
    .regex(/\.pdf$/i, 'customers:contractFileRule'),
  content: z.base64().max(Math.ceil((CONTRACT_FILE_MAX_BYTES * 4) / 3) + 4, 'customers:contractFileRule'),
});
