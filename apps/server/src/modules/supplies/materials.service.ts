import { ErrorCode, type materialCreateSchema, type materialUpdateSchema, uuidv7 } from '@wms/api';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { materialLogs, materials, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { notFound } from '../../platform/values.ts';
import { findWarehouse } from '../warehouses/warehouses.service.ts';
import { type MaterialRecord, toMaterial } from './material-mapper.ts';

type EventType = 'in' | 'use' | 'damage' | 'adjust' | 'import';
export type NewMaterial = typeof materials.$inferInsert;

const live = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(materials.tenantId, tenantId), isNull(materials.deletedAt), ...more);

async function guard<T>(work: () => Promise<T>, code: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.materialCodeExists, { code });
    throw error;
  }
}

/** A supply the caller may see, locked for update when asked. */
export async function findMaterial(
  tx: Tx,
  principal: Principal,
  id: string,
  forUpdate = false,
): Promise<MaterialRecord> {
  const query = tx
    .select()
    .from(materials)
    .where(live(principal.tenantId, eq(materials.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !canAccess(principal, { warehouseId: row.warehouseId })) notFound();
  return row;
}

async function view(tx: Tx, principal: Principal, row: MaterialRecord) {
  const [w] = await tx
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, principal.tenantId), eq(warehouses.id, row.warehouseId)));
  return toMaterial(row, w?.name ?? '');
}

/** Changes the quantity of a locked row and logs before, change and after. Stock-in resets the baseline. */
export async function moveMaterial(
  tx: Tx,
  principal: Principal,
  row: MaterialRecord,
  eventType: EventType,
  change: number,
  extra: Partial<NewMaterial> & { remark?: string | null },
  now: Date,
) {
  const after = row.quantity + change;
  if (after < 0) throw new BizError(ErrorCode.materialInsufficient, { quantity: row.quantity });
  const inbound = change > 0 && (eventType === 'in' || eventType === 'import');
  const { remark, ...fields } = extra;
  const [updated] = await tx
    .update(materials)
    .set({
      ...fields,
      quantity: after,
      ...(inbound ? { baseline: after, storageTime: now } : {}),
      updatedAt: now,
      updatedBy: principal.userId,
    })
    .where(live(principal.tenantId, eq(materials.id, row.id)))
    .returning();
  await tx.insert(materialLogs).values({
    tenantId: principal.tenantId,
    id: uuidv7(),
    materialId: row.id,
    warehouseId: row.warehouseId,
    eventType,
    before: row.quantity,
    change,
    after,
    remark: remark ?? null,
    createdAt: now,
    createdBy: principal.userId,
  });
  return updated!;
}

export const materialsService = {
  view,
  async detail(tx: Tx, principal: Principal, id: string) {
    return view(tx, principal, await findMaterial(tx, principal, id));
  },

  async create(tx: Tx, principal: Principal, input: z.infer<typeof materialCreateSchema>, now: Date) {
    await findWarehouse(tx, principal, input.warehouseId);
    const { quantity, ...rest } = input;
    const [row] = await guard(
      () =>
        tx
          .insert(materials)
          .values({
            ...rest,
            unitPrice: String(input.unitPrice),
            quantity: 0,
            id: uuidv7(),
            tenantId: principal.tenantId,
            createdBy: principal.userId,
            updatedBy: principal.userId,
          })
          .returning(),
      input.materialCode,
    );
    const stocked = quantity > 0 ? await moveMaterial(tx, principal, row!, 'in', quantity, {}, now) : row!;
    return view(tx, principal, stocked);
  },

  async update(tx: Tx, principal: Principal, input: z.infer<typeof materialUpdateSchema>, now: Date) {
    await findMaterial(tx, principal, input.id);
    const { id, ...rest } = input;
    const [row] = await tx
      .update(materials)
      .set({ ...rest, unitPrice: String(input.unitPrice), updatedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(materials.id, id)))
      .returning();
    return view(tx, principal, row!);
  },

  async updateCode(tx: Tx, principal: Principal, input: { id: string; materialCode: string }, now: Date) {
    await findMaterial(tx, principal, input.id);
    const [row] = await guard(
      () =>
        tx
          .update(materials)
          .set({ materialCode: input.materialCode, updatedAt: now, updatedBy: principal.userId })
          .where(live(principal.tenantId, eq(materials.id, input.id)))
          .returning(),
      input.materialCode,
    );
    return view(tx, principal, row!);
  },

  async setWarning(tx: Tx, principal: Principal, input: { id: string; warningRatio: number }, now: Date) {
    await findMaterial(tx, principal, input.id);
    const [row] = await tx
      .update(materials)
      .set({ warningRatio: input.warningRatio, updatedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(materials.id, input.id)))
      .returning();
    return view(tx, principal, row!);
  },

  async stockIn(
    tx: Tx,
    principal: Principal,
    input: {
      id: string;
      quantity: number;
      unitPrice?: number;
      batchNo?: string | null;
      supplier?: string | null;
      remark?: string | null;
    },
    now: Date,
  ) {
    const row = await findMaterial(tx, principal, input.id, true);
    const extra: Partial<NewMaterial> & { remark?: string | null } = { remark: input.remark };
    if (input.unitPrice !== undefined) extra.unitPrice = String(input.unitPrice);
    if (input.batchNo) extra.batchNo = input.batchNo;
    if (input.supplier) extra.supplier = input.supplier;
    return view(tx, principal, await moveMaterial(tx, principal, row, 'in', input.quantity, extra, now));
  },

  /** Use and damage report take units out; more than in stock is refused. */
  async takeOut(
    tx: Tx,
    principal: Principal,
    eventType: 'use' | 'damage',
    input: { id: string; quantity: number; remark?: string | null },
    now: Date,
  ) {
    const row = await findMaterial(tx, principal, input.id, true);
    return view(
      tx,
      principal,
      await moveMaterial(tx, principal, row, eventType, -input.quantity, { remark: input.remark }, now),
    );
  },
};
