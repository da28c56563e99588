import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/**
 * The secret fields of a carrier account. They are written, never read back: the server stores them
 * encrypted and answers only whether each one is set (`secretsSet`).
 */
export const CARRIER_SECRET_FIELDS = ['key', 'password', 'privateKey', 'accessKey'] as const;
export type CarrierSecretField = (typeof CARRIER_SECRET_FIELDS)[number];

const text = (max: number) => z.string().trim().max(max).default('');
/** A secret: omitted or empty keeps the stored value; a value replaces it. */
const secret = z.string().max(4000).optional();

export const carrierAccountInput = z.object({
  accountName: z.string().trim().min(1).max(50),
  /** The carrier code (ups, fedex, usps, own…), as the logistics services name it. */
  carrier: z.string().trim().toLowerCase().min(1).max(30),
  accountNumber: text(50),
  meterNumber: text(50),
  hubid: text(50),
  labelType: text(20),
  labelStockType: text(30),
  /** The spec's field name. */
  accoutType: text(30),
  channelType: text(30),
  consumerId: text(100),
  userID: text(100),
  isEnabled: z.boolean().default(true),
  key: secret,
  password: secret,
  privateKey: secret,
  accessKey: secret,
});
export type CarrierAccountInput = z.infer<typeof carrierAccountInput>;
export const carrierAccountUpdate = carrierAccountInput.extend({ id: z.uuid() });

export const carrierAccountSchema = z.object({
  id: z.uuid(),
  accountName: z.string(),
  carrier: z.string(),
  accountNumber: z.string(),
  meterNumber: z.string(),
  hubid: z.string(),
  labelType: z.string(),
  labelStockType: z.string(),
  accoutType: z.string(),
  channelType: z.string(),
  consumerId: z.string(),
  userID: z.string(),
  isEnabled: z.boolean(),
  /** Whether each secret is stored; never its value. */
  secretsSet: z.object({
    key: z.boolean(),
    password: z.boolean(),
    privateKey: z.boolean(),
    accessKey: z.boolean(),
  }),
  /** Customers empowered to ship with it. */
  customerIds: z.array(z.uuid()),
  /** Warehouses it is authorised to ship from. */
  warehouseIds: z.array(z.uuid()),
  updatedTime: z.string(),
});
export type CarrierAccount = z.infer<typeof carrierAccountSchema>;

export const carrierAccountListQuery = pageQuery({
  accountName: z.string().trim().max(50).optional(),
  carrier: z.string().trim().max(30).optional(),
});
export const carrierAccountPageSchema = pageOf(carrierAccountSchema);

export const carrierEmpowerInput = z.object({ id: z.uuid(), customerIds: z.array(z.uuid()).max(500) });
export const carrierWarehouseAuthInput = z.object({
  id: z.uuid(),
  warehouseIds: z.array(z.uuid()).max(500),
});

/** One warehouse of a customer's shipping configuration: the account and service it ships with. */
export const shippingConfigRow = z.object({
  warehouseId: z.uuid(),
  carrierAccountId: z.uuid().nullable(),
  serviceCode: z.string().trim().max(50).nullable(),
});
export const shippingConfigInput = z.object({
  customerId: z.uuid(),
  rows: z.array(shippingConfigRow).max(200),
});
export const shippingConfigSchema = z.object({
  customerId: z.uuid(),
  rows: z.array(
    shippingConfigRow.extend({
      warehouseName: z.string(),
      /** Accounts empowered for the customer and authorised for the warehouse. */
      accountOptions: z.array(z.object({ id: z.uuid(), accountName: z.string(), carrier: z.string() })),
    }),
  ),
});
export type ShippingConfig = z.infer<typeof shippingConfigSchema>;
