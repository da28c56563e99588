import { ErrorCode } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { pickListLeases, pickLists, users } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { EventConflict } from '../../../platform/sync/event-handlers.ts';
import { readSettings } from '../../../platform/tenant-settings.ts';
import type { PickListRecord } from '../pick-lists/pick-list-rows.ts';
import { assertOpen, lockPickLists } from '../pick-lists/pick-list-store.ts';

type Lease = typeof pickListLeases.$inferSelect;

/**
 * A lease nobody has scanned under for this long is free for another picker: the tenant's miscellaneous
 * setting `pickLeaseMinutes` (30 until changed), read with the lease so a change applies to the next scan.
 */
async function leaseIdleMs(tx: Tx, tenantId: string) {
  return (await readSettings(tx, tenantId, 'misc')).pickLeaseMinutes * 60_000;
}

async function leaseOf(tx: Tx, principal: Principal, pickListId: string): Promise<Current> {
  const [row] = await tx
    .select({ lease: pickListLeases, holder: users.displayName })
    .from(pickListLeases)
    .leftJoin(users, and(eq(users.tenantId, pickListLeases.tenantId), eq(users.id, pickListLeases.userId)))
    .where(and(eq(pickListLeases.tenantId, principal.tenantId), eq(pickListLeases.pickListId, pickListId)));
  return row ? { ...row, idleMs: await leaseIdleMs(tx, principal.tenantId) } : null;
}

/**
 * A lease renewed this recently is not renewed again: a drain pushes a batch every few dozen ms, and a
 * renewal per push is a statement that moves the lease's idle clock by nothing that matters.
 */
export const LEASE_RENEW_AFTER_MS = 60_000;

const held = (current: NonNullable<Current>, now: Date) =>
  now.getTime() - current.lease.renewedAt.getTime() < current.idleMs;

/** The caller's lease was renewed long enough ago to renew it again. */
export const dueForRenewal = (current: Current, now: Date) =>
  !current || now.getTime() - current.lease.renewedAt.getTime() >= LEASE_RENEW_AFTER_MS;

function leasedElsewhere(list: PickListRecord, lease: Lease, holder: string | null): EventConflict {
  const params = { pickListNo: list.pickListNo, holder: holder ?? '' };
  return new EventConflict(ErrorCode.pickLeased, params, {
    ...params,
    holderId: lease.userId,
    leasedAt: lease.leasedAt.toISOString(),
  });
}

/** A PDA account picks only lists assigned to it or to nobody. */
function assertMine(principal: Principal, list: PickListRecord) {
  if (principal.kind === 'pda' && list.pickerId && list.pickerId !== principal.userId)
    throw new BizError(ErrorCode.pickNotYours, { pickListNo: list.pickListNo });
}

/**
 * Checks a list out to the caller's device. The list row is locked first, so two pickers checking out
 * at once are serialised: the second finds the first's lease and gets a conflict naming the holder.
 */
export async function checkOut(
  tx: Tx,
  principal: Principal,
  pickListId: string,
  deviceId: string,
  now: Date,
) {
  const [list] = await lockPickLists(tx, principal, [pickListId]);
  assertOpen(list!);
  assertMine(principal, list!);
  const current = await leaseOf(tx, principal, pickListId);
  if (current && current.lease.userId !== principal.userId && held(current, now))
    throw leasedElsewhere(list!, current.lease, current.holder);
  const keep = current?.lease.userId === principal.userId ? current.lease.leasedAt : now;
  await tx
    .insert(pickListLeases)
    .values({
      tenantId: principal.tenantId,
      pickListId,
      userId: principal.userId,
      deviceId,
      leasedAt: keep,
      renewedAt: now,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    })
    .onConflictDoUpdate({
      target: [pickListLeases.tenantId, pickListLeases.pickListId],
      set: { userId: principal.userId, deviceId, leasedAt: keep, renewedAt: now, updatedAt: now },
    });
  // Other devices learn of the holder on their next pull.
  await tx
    .update(pickLists)
    .set({ updatedAt: now })
    .where(and(eq(pickLists.tenantId, principal.tenantId), eq(pickLists.id, pickListId)));
  return list!;
}

type Current = { lease: Lease; holder: string | null; idleMs: number } | null;

/**
 * A scan against a list needs the caller's lease: another holder's live lease is a conflict, no lease a
 * refusal. Decided on the lease as read (`leaseOf`, `leasesOf`); the caller renews it.
 */
export function assertLease(principal: Principal, list: PickListRecord, current: Current, now: Date) {
  assertMine(principal, list);
  if (current && current.lease.userId !== principal.userId) {
    if (held(current, now)) throw leasedElsewhere(list, current.lease, current.holder);
  }
  if (!current || current.lease.userId !== principal.userId)
    throw new BizError(ErrorCode.pickNotCheckedOut, { pickListNo: list.pickListNo });
}

/** The leases of these lists with their holders' names, read once for a batch of scans. */
export async function leasesOf(tx: Tx, principal: Principal, pickListIds: string[]) {
  if (!pickListIds.length) return new Map<string, NonNullable<Current>>();
  const rows = await tx
    .select({ lease: pickListLeases, holder: users.displayName })
    .from(pickListLeases)
    .leftJoin(users, and(eq(users.tenantId, pickListLeases.tenantId), eq(users.id, pickListLeases.userId)))
    .where(
      and(eq(pickListLeases.tenantId, principal.tenantId), inArray(pickListLeases.pickListId, pickListIds)),
    );
  const idleMs = await leaseIdleMs(tx, principal.tenantId);
  return new Map(rows.map((r) => [r.lease.pickListId, { ...r, idleMs }]));
}

/** The holder's scans renew its leases: one statement for all the lists a batch scanned under. */
export async function renewLeases(tx: Tx, principal: Principal, pickListIds: string[], now: Date) {
  if (!pickListIds.length) return;
  await tx
    .update(pickListLeases)
    .set({ renewedAt: now, updatedAt: now })
    .where(
      and(
        eq(pickListLeases.tenantId, principal.tenantId),
        inArray(pickListLeases.pickListId, pickListIds),
        eq(pickListLeases.userId, principal.userId),
      ),
    );
}

/** `assertLease` for one list, locked first, and the lease renewed. */
export async function requireLease(tx: Tx, principal: Principal, pickListId: string, now: Date) {
  const [list] = await lockPickLists(tx, principal, [pickListId]);
  assertLease(principal, list!, await leaseOf(tx, principal, pickListId), now);
  await renewLeases(tx, principal, [pickListId], now);
  return list!;
}

/**
 * The online twins of the pick events (PDA/PickOrder/ConfirmPick and UpdateOutOfStock) need no check-out,
 * but another picker's live lease refuses them with the same PICK_LEASED code and message the sync engine
 * answers; the holder's own call renews the lease.
 */
export async function refuseLeasedElsewhere(tx: Tx, principal: Principal, pickListId: string, now: Date) {
  const [list] = await lockPickLists(tx, principal, [pickListId]);
  const current = await leaseOf(tx, principal, pickListId);
  if (!current) return list!;
  if (current.lease.userId !== principal.userId) {
    if (!held(current, now)) return list!;
    const conflict = leasedElsewhere(list!, current.lease, current.holder);
    throw new BizError(conflict.code, conflict.params, conflict.details);
  }
  await tx
    .update(pickListLeases)
    .set({ renewedAt: now, updatedAt: now })
    .where(and(eq(pickListLeases.tenantId, principal.tenantId), eq(pickListLeases.pickListId, pickListId)));
  return list!;
}

/** Lease holders of these lists, for the PDA's cache. */
export async function leaseHolders(tx: Tx, tenantId: string, pickListIds: string[], now: Date) {
  if (!pickListIds.length) return new Map<string, { userId: string; name: string | null }>();
  const rows = await tx
    .select({ lease: pickListLeases, name: users.displayName })
    .from(pickListLeases)
    .leftJoin(users, and(eq(users.tenantId, pickListLeases.tenantId), eq(users.id, pickListLeases.userId)))
    .where(and(eq(pickListLeases.tenantId, tenantId), inArray(pickListLeases.pickListId, pickListIds)));
  const idleMs = await leaseIdleMs(tx, tenantId);
  return new Map(
    rows
      .filter((r) => held({ ...r, holder: r.name, idleMs }, now))
      .map((r) => [r.lease.pickListId, { userId: r.lease.userId, name: r.name }]),
  );
}
