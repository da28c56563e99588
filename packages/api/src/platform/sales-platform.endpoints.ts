import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { AMAZON_SETTINGS } from './sales-platform.ts';

export const salesPlatformSchema = z.object({
  code: z.string(),
  name: z.string(),
  name_En: z.string(),
  authorization: z.enum(['oauth', 'none']),
});

/** A store with its authorisation on its platform. The refresh token never leaves the server. */
export const storeAuthorizationSchema = z.object({
  storeId: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  storeName: z.string(),
  platform: z.string(),
  isEnabled: z.boolean(),
  isAuthorized: z.boolean(),
  canAuthorize: z.boolean(),
  sellingPartnerId: z.string(),
  authorizedTime: z.iso.datetime({ offset: true }).nullable(),
});
export type StoreAuthorization = z.infer<typeof storeAuthorizationSchema>;

export const amazonConfigSchema = z.object({
  configured: z.boolean(),
  missing: z.array(z.enum(AMAZON_SETTINGS)),
  redirectUri: z.string(),
});

const base = '/api/v1/Base/Platform';
const authorize = { functionPoint: 'system:platform:authorize' } as const;
const storeId = z.object({ storeId: z.uuid() });

/** Platforms and shop authorisation (system area). */
export const salesPlatformEndpoints = {
  getAll: defineEndpoint({
    method: 'GET',
    path: `${base}/GetAll`,
    summary: 'The sales platforms a store can sit on, and which of them can be authorised',
    input: z.object({}),
    output: z.array(salesPlatformSchema),
    access: 'session',
  }),
  getStoreAuthList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetStoreAuthList`,
    summary: "Customers' stores with their platform authorisation, optionally of one customer",
    input: z.object({ customerId: z.uuid().optional() }),
    output: z.array(storeAuthorizationSchema),
    access: { functionPoint: 'system:platform:view' },
    mutates: false,
  }),
  getAmazonConfig: defineEndpoint({
    method: 'GET',
    path: `${base}/GetAmazonConfig`,
    summary: 'Whether the Amazon application id and secret are configured, and which settings are missing',
    input: z.object({}),
    output: amazonConfigSchema,
    access: { functionPoint: 'system:platform:view' },
  }),
  amazonAuthorize: defineEndpoint({
    method: 'POST',
    path: `${base}/AmazonAuthorize`,
    summary: "The Amazon consent page address for a store; refused when the application isn't configured",
    input: storeId,
    output: z.object({ url: z.string() }),
    access: authorize,
  }),
  amazonCallback: defineEndpoint({
    method: 'POST',
    path: `${base}/AmazonCallback`,
    summary: "Exchange Amazon's authorisation code for the store's refresh token and store it sealed",
    input: z.object({
      state: z.string().min(1).max(400),
      spapi_oauth_code: z.string().min(1).max(400),
      selling_partner_id: z.string().min(1).max(100),
    }),
    output: storeAuthorizationSchema,
    access: authorize,
  }),
  revokeStore: defineEndpoint({
    method: 'POST',
    path: `${base}/RevokeStore`,
    summary: "Forget a store's platform authorisation",
    input: storeId,
    output: storeAuthorizationSchema,
    access: authorize,
    notifySuccess: true,
  }),
};
