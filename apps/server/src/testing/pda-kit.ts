import {
  type PalletEventPayload,
  type PalletEventType,
  palletCodeEndpoints,
  type SyncEvent,
  type SyncPushOutput,
  syncEndpoints,
  uuidv7,
  warehouseEndpoints,
} from '@wms/api';
import { expect } from 'vitest';
import { warehouseInput } from './masterdata-fixtures.ts';
import type { TestEnv, TestUser } from './test-env.ts';

/** Every function point of the PDA and of pallet codes. */
export const PDA_POINTS = [
  'pda:sync:push',
  'pda:sync:review',
  'pda:pallet:scan',
  'pallet:code:generate',
  'pallet:code:view',
  'pallet:code:close',
];

const warehouseByTenant = new Map<string, string>();

/** A warehouse of the user's tenant, made once per tenant through the API (pallet codes name one). */
export async function warehouseFor(env: TestEnv, user: TestUser): Promise<string> {
  const known = warehouseByTenant.get(user.tenantId);
  if (known) return known;
  const admin = await env.login({ tenantCode: user.tenantCode, functionPoints: ['base:warehouse:create'] });
  const res = await env.call(warehouseEndpoints.create, warehouseInput(), admin.token);
  expect(res.json().success, res.body).toBe(true);
  warehouseByTenant.set(user.tenantId, res.json().data.id);
  return res.json().data.id;
}

/** A device's outbox as the PDA builds it: fresh event ids and a gap-free sequence. */
export function device(deviceId: string = uuidv7()) {
  let seq = 0;
  let last = 0;
  return {
    deviceId,
    event<T extends PalletEventType>(type: T, payload: PalletEventPayload<T>): SyncEvent {
      seq += 1;
      last = Math.max(Date.now(), last + 1);
      return { eventId: uuidv7(), deviceSeq: seq, type, payload, createdAt: new Date(last).toISOString() };
    },
    skip(n: number) {
      seq += n;
    },
  };
}

export async function push(
  env: TestEnv,
  user: TestUser,
  deviceId: string,
  events: SyncEvent[],
  locale = 'en',
): Promise<SyncPushOutput> {
  const res = await env.call(syncEndpoints.push, { deviceId, events }, user.token, locale);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success, body.message).toBe(true);
  return body.data;
}

export async function generate(env: TestEnv, user: TestUser, plqty = 1): Promise<string[]> {
  const res = await env.call(
    palletCodeEndpoints.generate,
    { warehouseId: await warehouseFor(env, user), use: 'palletizing', printSize: '4x6', plqty },
    user.token,
  );
  expect(res.json().success, res.body).toBe(true);
  return res.json().data.items.map((p: { palletCode: string }) => p.palletCode);
}

export async function palletByCode(env: TestEnv, user: TestUser, palletCode: string) {
  const list = await env.call(palletCodeEndpoints.getPageList, { palletCode }, user.token);
  const row = list.json().data.items[0];
  const detail = await env.call(palletCodeEndpoints.getDetail, { id: row.id }, user.token);
  return detail.json().data as {
    id: string;
    status: string;
    cartonQty: number;
    productQty: number;
    pickerId: string | null;
    lines: { id: string; cartonNo: string | null; qty: number }[];
  };
}

export const statuses = (out: SyncPushOutput) => out.results.map((r) => r.status);

export { rowsOf } from '../platform/sync/bulk-sql.ts';
