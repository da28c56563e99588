import {
  canFinishPallet,
  ErrorCode,
  type PalletRow,
  type PalletStatus,
  type palletGenerateInput,
  type palletListQuery,
  uuidv7,
} from '@wms/api';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { counters, palletLines, pallets, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { assertWarehouseVisible } from '../../platform/references.ts';
import { liveLinesOf, productNosOf, toPalletLine, toPalletRow } from './pallet-rows.ts';

const PALLET_COUNTER = 'palletCode';
/** `PL` and eight digits from the tenant's counter, e.g. PL00000042. */
export const formatPalletCode = (n: number) => `PL${String(n).padStart(8, '0')}`;

/** Reserves `n` numbers of a tenant counter in one statement; returns the first. */
async function reserve(tx: Tx, tenantId: string, name: string, n: number): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ tenantId, name, period: '', value: n })
    .onConflictDoUpdate({
      target: [counters.tenantId, counters.name, counters.period],
      set: { value: sql`${counters.value} + ${n}` },
    })
    .returning({ value: counters.value });
  return row!.value - n + 1;
}

/** Correlated subqueries name the outer table literally: drizzle leaves its columns unqualified here. */
const picker = sql<string | null>`(select u.display_name from ${users} u
  where u.tenant_id = pallets.tenant_id and u.id = pallets.picker_id)`;

/** Back-office pallet codes: generate print runs, list, detail with lines, finish. */
export const palletsService = {
  async generate(tx: Tx, principal: Principal, input: z.output<typeof palletGenerateInput>) {
    await assertWarehouseVisible(tx, principal, input.warehouseId);
    const first = await reserve(tx, principal.tenantId, PALLET_COUNTER, input.plqty);
    const rows = await tx
      .insert(pallets)
      .values(
        Array.from({ length: input.plqty }, (_, i) => ({
          id: uuidv7(),
          tenantId: principal.tenantId,
          palletCode: formatPalletCode(first + i),
          plqty: input.plqty,
          printer: input.printer || null,
          use: input.use,
          printSize: input.printSize,
          warehouseId: input.warehouseId,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        })),
      )
      .returning();
    return { items: rows.map((p) => toPalletRow(p, null, '')) };
  },

  async list(tx: Tx, principal: Principal, query: z.output<typeof palletListQuery>) {
    const filters: (SQL | undefined)[] = [
      eq(pallets.tenantId, principal.tenantId),
      warehouseScope(principal, pallets.warehouseId),
      query.palletCode?.length ? inArray(pallets.palletCode, query.palletCode) : undefined,
      query.status ? eq(pallets.status, query.status) : undefined,
      query.use ? eq(pallets.use, query.use) : undefined,
      query.warehouseId ? eq(pallets.warehouseId, query.warehouseId) : undefined,
      query.pickerId ? eq(pallets.pickerId, query.pickerId) : undefined,
    ];
    const where = and(...filters);
    // One after the other: a transaction is one connection.
    const rows = await tx
      .select({ pallet: pallets, pickerName: picker, productNo: productNosOf })
      .from(pallets)
      .where(where)
      .orderBy(desc(pallets.createdAt), desc(pallets.palletCode))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(pallets).where(where);
    return { items: rows.map((r) => toPalletRow(r.pallet, r.pickerName, r.productNo)), total: total?.n ?? 0 };
  },

  async row(tx: Tx, principal: Principal, id: string) {
    const [row] = await tx
      .select({ pallet: pallets, pickerName: picker, productNo: productNosOf })
      .from(pallets)
      .where(and(eq(pallets.tenantId, principal.tenantId), eq(pallets.id, id)));
    if (!row || !canAccess(principal, row.pallet))
      throw new BizError(ErrorCode.palletNotFound, { palletCode: id });
    return toPalletRow(row.pallet, row.pickerName, row.productNo);
  },

  async detail(tx: Tx, principal: Principal, id: string) {
    const row = await palletsService.row(tx, principal, id);
    const lines = await tx
      .select({ line: palletLines, name: users.displayName })
      .from(palletLines)
      .leftJoin(users, and(eq(users.tenantId, palletLines.tenantId), eq(users.id, palletLines.createdBy)))
      .where(liveLinesOf(principal.tenantId, [id]))
      .orderBy(asc(palletLines.scannedAt), asc(palletLines.id));
    return { ...row, lines: lines.map((l) => toPalletLine(l.line, l.name)) };
  },

  /** Finishing is final: the PDA's later scans against this pallet are rejected. */
  async close(tx: Tx, principal: Principal, id: string): Promise<PalletRow> {
    const [found] = await tx
      .select()
      .from(pallets)
      .where(and(eq(pallets.tenantId, principal.tenantId), eq(pallets.id, id)))
      .for('update');
    if (!found || !canAccess(principal, found))
      throw new BizError(ErrorCode.palletNotFound, { palletCode: id });
    if (!canFinishPallet(found.status as PalletStatus))
      throw new BizError(ErrorCode.palletFinished, { palletCode: found.palletCode });
    await tx
      .update(pallets)
      .set({
        status: 'finished',
        finishedAt: sql`now()`,
        closedAt: sql`coalesce(${pallets.closedAt}, now())`,
        updatedAt: sql`now()`,
        updatedBy: principal.userId,
      })
      .where(and(eq(pallets.tenantId, principal.tenantId), eq(pallets.id, id)));
    return palletsService.row(tx, principal, id);
  },
};
