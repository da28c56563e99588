/** Test helpers of the master-data suites: a logged-in admin and a few things to work with, made through the API. */
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointRegistry,
  functionPointOf,
} from '@wms/api';
import { expect } from 'vitest';
import type { TestEnv, TestUser } from './test-env.ts';

export const ALL_FUNCTION_POINTS = [
  ...new Set(endpointRegistry.map(functionPointOf).filter((p): p is string => !!p)),
];

let n = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${++n}`.toUpperCase();

export interface Api {
  user: TestUser;
  /** Calls and expects success; returns `data`. */
  ok<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, locale?: string): Promise<EndpointOutput<E>>;
  /** Calls and returns the whole envelope and status, for refusals. */
  raw<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    locale?: string,
  ): Promise<{ status: number; body: { success: boolean; code: string; message: string; data: unknown } }>;
}

export async function apiFor(env: TestEnv, functionPoints = ALL_FUNCTION_POINTS): Promise<Api> {
  const user = await env.login({ functionPoints });
  const raw: Api['raw'] = async (endpoint, input, locale = 'en') => {
    const res = await env.call(endpoint, input, user.token, locale);
    return { status: res.statusCode, body: res.json() };
  };
  return {
    user,
    raw,
    async ok(endpoint, input, locale) {
      const { status, body } = await raw(endpoint, input, locale);
      expect({ status, code: body.code, message: body.message }).toMatchObject({ status: 200, code: '0' });
      return body.data as never;
    },
  };
}

export const warehouseInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Warehouse ${unique('')}`,
  shortName: 'WH',
  warehouseKey: unique('W'),
  territory: 'west' as const,
  warningQuantity: 1000,
  ...overrides,
});

/**
 * A customer on credit with room for any test's labels: a prepaid customer ships nothing before an
 * approved recharge, and most suites are not about the account. The finance suites set their own.
 */
export const customerInput = (overrides: Record<string, unknown> = {}) => ({
  customerCode: unique('C'),
  shortName: 'Acme',
  fullName: 'Acme Trading LLC',
  accountType: 'credit' as const,
  creditAmount: 1_000_000,
  ...overrides,
});

export const productInput = (customerId: string, overrides: Record<string, unknown> = {}) => ({
  customerId,
  productNo: unique('SKU-'),
  nameCn: '蓝色水杯',
  nameEn: 'Blue-cup',
  declarationAmount: 12.5,
  cartonRate: 12,
  length: 10,
  width: 8,
  height: 6,
  weight: 1.25,
  cartonLength: 24,
  cartonWidth: 18,
  cartonHeight: 14,
  cartonWeight: 16,
  ...overrides,
});
