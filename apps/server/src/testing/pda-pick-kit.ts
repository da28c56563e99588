import {
  pickingOrderEndpoints,
  relistEndpoints,
  type SyncEvent,
  type SyncPushOutput,
  syncEndpoints,
  uuidv7,
} from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { pickListLines, pickLists, syncEvents } from '../db/schema/index.ts';
import { createOrder, type OkBody, type OrderWorld } from './order-kit.ts';
import type { TestEnv, TestUser } from './test-env.ts';

/** What a PDA picker holds: the pick menu (a picker one can assign lists to), sync, pick and relist, and the relist badge. */
export const PICKER_POINTS = [
  'pda.pick',
  'pda:sync:push',
  'pda:sync:review',
  'pda:pick:confirm',
  'pda:relist:confirm',
  'inventory:relist:view',
];

export const loginPdaPicker = (env: TestEnv, world: OrderWorld) =>
  env.login({ tenantCode: world.user.tenantCode, kind: 'pda', system: 'pda', functionPoints: PICKER_POINTS });

/** A device outbox of any event types: fresh ids and a gap-free sequence unless skipped. */
export function outbox(deviceId: string = uuidv7()) {
  let seq = 0;
  return {
    deviceId,
    event(type: string, payload: Record<string, unknown>): SyncEvent {
      seq += 1;
      return { eventId: uuidv7(), deviceSeq: seq, type, payload, createdAt: new Date().toISOString() };
    },
    skip(n: number) {
      seq += n;
    },
  };
}

export async function pushAs(env: TestEnv, user: TestUser, deviceId: string, events: SyncEvent[]) {
  const res = await env.call(syncEndpoints.push, { deviceId, events }, user.token, 'en');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as OkBody<SyncPushOutput>;
  expect(body.success, body.message).toBe(true);
  return body.data;
}

export interface ListLine {
  id: string;
  locationId: string;
  qty: number;
  seq: number;
}

/**
 * Orders of `qtys` units of SKU-001 on one new pick list, assigned to `picker` when given (a PDA pulls
 * only the lists assigned to it); its id and lines in walking order.
 */
export async function pickListOf(env: TestEnv, world: OrderWorld, qtys: number[], picker?: TestUser) {
  const orders = [];
  for (const saleNum of qtys)
    orders.push(await createOrder(env, world, { items: [{ sku: 'SKU-001', saleNum }] }));
  const res = await env.call(
    pickingOrderEndpoints.createPickingOrder,
    {
      warehouseId: world.warehouseId,
      pickingOrderType: 1,
      includePending: true,
      orderIds: orders.map((o) => o.id),
    },
    world.token,
  );
  const body = res.json() as OkBody<{ pickLists: Array<{ id: string }> }>;
  expect(body.success, body.message).toBe(true);
  const id = body.data.pickLists[0]!.id;
  if (picker) {
    const assigned = await env.call(
      pickingOrderEndpoints.distributePicker,
      { ids: [id], pickerId: picker.userId },
      world.token,
    );
    expect(assigned.json().success, assigned.body).toBe(true);
  }
  const lines = await env.database.db
    .select({
      id: pickListLines.id,
      locationId: pickListLines.locationId,
      qty: pickListLines.qty,
      seq: pickListLines.seq,
    })
    .from(pickListLines)
    .where(and(eq(pickListLines.tenantId, world.user.tenantId), eq(pickListLines.pickListId, id)))
    .orderBy(pickListLines.seq);
  return { id, lines: lines as ListLine[] };
}

/** The list's picked total and state as stored. */
export async function listTotals(env: TestEnv, world: OrderWorld, id: string) {
  const [row] = await env.database.db
    .select({ pickedQty: pickLists.pickedQty, state: pickLists.state })
    .from(pickLists)
    .where(and(eq(pickLists.tenantId, world.user.tenantId), eq(pickLists.id, id)));
  return row!;
}

/** How many events the server holds for a device, by status. */
export async function eventCounts(env: TestEnv, world: OrderWorld, deviceId: string) {
  const rows = await env.database.db
    .select({ status: syncEvents.status, n: sql<number>`count(*)::int` })
    .from(syncEvents)
    .where(and(eq(syncEvents.tenantId, world.user.tenantId), eq(syncEvents.deviceId, deviceId)))
    .groupBy(syncEvents.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function relistBadge(env: TestEnv, user: TestUser) {
  const res = await env.call(relistEndpoints.getPendingRelistCount, {}, user.token);
  return (res.json() as OkBody<{ num: number }>).data.num;
}
