import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

const text = (max: number) => z.string().trim().max(max).default('');
export const SERVICE_ENVIRONMENTS = ['production', 'sandbox'] as const;

/** A logistics service (a carrier's service and its card): the fields the develop area edits. */
const serviceFields = {
  serviceName: z.string().trim().min(1).max(100),
  description: text(200),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'settings:logisticsService.countryRule')
    .transform((c) => c.toUpperCase())
    .default('US'),
  platformType: text(30),
  environment: z.enum(SERVICE_ENVIRONMENTS).default('production'),
  isEnabled: z.boolean().default(true),
};

export const logisticsServiceInput = z.object({
  /** The carrier code (ups, fedex, usps, own…), as carrier accounts name it. */
  carrier: z.string().trim().toLowerCase().min(1).max(30),
  serviceCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, 'settings:logisticsService.codeRule'),
  ...serviceFields,
});
/** Carrier and service code name the service in quotations and shipping configurations: they stay. */
export const logisticsServiceUpdate = z.object({ id: z.uuid(), ...serviceFields });

export const logisticsServiceRowSchema = z.object({
  id: z.uuid(),
  carrier: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  description: z.string(),
  countryCode: z.string(),
  platformType: z.string(),
  environment: z.string(),
  isEnabled: z.boolean(),
  /** The carrier card's own zone ranges and weight breaks (a customer's quotation may price over them). */
  zoneRanges: z.number().int(),
  weightBreaks: z.number().int(),
  updatedTime: z.string(),
});
export type LogisticsService = z.infer<typeof logisticsServiceRowSchema>;

export const logisticsServiceListQuery = pageQuery({
  carrier: z.string().trim().max(30).optional(),
  serviceCode: z.string().trim().max(50).optional(),
  isEnabled: z.boolean().optional(),
});
export const logisticsServicePageSchema = pageOf(logisticsServiceRowSchema);

/** The area surcharges a remote postal code triggers: remote, extended remote, DAS remote. */
export const REMOTE_TYPES = ['remote', 'extendedRemote', 'dasRemote'] as const;
export type RemoteType = (typeof REMOTE_TYPES)[number];

export const remoteAreaSchema = z.object({
  id: z.uuid(),
  carrier: z.string(),
  country: z.string(),
  postcode: z.string(),
  remoteType: z.enum(REMOTE_TYPES),
  createdTime: z.string(),
});
export const remoteAreaListQuery = pageQuery({
  carrier: z.string().trim().max(30).optional(),
  postcode: z.string().trim().max(10).optional(),
  remoteType: z.enum(REMOTE_TYPES).optional(),
});
export const remoteAreaPageSchema = pageOf(remoteAreaSchema);
