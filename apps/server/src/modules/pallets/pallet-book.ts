import { ErrorCode } from '@wms/api';
import { type AnyColumn, and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { palletLines, pallets, products } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { pgArray } from '../../platform/sync/bulk-sql.ts';
import type { SyncUnit } from '../../platform/sync/event-handlers.ts';
import { insertLines, type LineRecord, type PalletRecord, updatePallets } from './pallet-writes.ts';

export type { LineRecord, PalletRecord };

type Keys = { palletCode: string; lineId?: string; cartonNo?: string };
type Placement = { lineId: string; palletId: string; palletCode: string };

/** `column = any($1)`: one array parameter instead of one parameter per key. */
const anyOf = (column: AnyColumn, values: string[], type: 'text' | 'uuid') =>
  sql`${column} = any(${pgArray(values)}::${sql.raw(type)}[])`;

/**
 * The pallets touched by one push, loaded in three queries (pallets locked FOR UPDATE), changed in memory
 * by the pallet event handlers and written back in at most three statements.
 */
export class PalletBook implements SyncUnit<Keys> {
  readonly tx: Tx;
  readonly principal: Principal;
  private readonly byCode = new Map<string, PalletRecord>();
  private readonly lines = new Map<string, LineRecord>();
  /** Where each carton sits, among pallets that are not finished. */
  private readonly cartons = new Map<string, Placement>();
  /** Scanned carton codes that are a product's carton barcode (upper-cased): many cartons share one. */
  private readonly skuCartons = new Map<string, { productId: string; productNo: string }>();
  private readonly dirty = new Set<PalletRecord>();
  private readonly added = new Map<string, LineRecord>();
  private readonly removed = new Set<string>();

  constructor(tx: Tx, principal: Principal) {
    this.tx = tx;
    this.principal = principal;
  }

  async prefetch(payloads: readonly Keys[]): Promise<void> {
    const unique = (pick: (p: Keys) => string | undefined) =>
      [...new Set(payloads.map(pick))].filter((v): v is string => Boolean(v));
    const { tx, principal } = this;
    const codes = unique((p) => p.palletCode);
    const lineIds = unique((p) => p.lineId);
    const cartonNos = unique((p) => p.cartonNo);
    const found = codes.length
      ? await tx
          .select()
          .from(pallets)
          .where(and(eq(pallets.tenantId, principal.tenantId), anyOf(pallets.palletCode, codes, 'text')))
          .for('update')
      : [];
    for (const row of found) if (canAccess(principal, row)) this.byCode.set(row.palletCode, row);
    const lineTenant = eq(palletLines.tenantId, principal.tenantId);
    const known = lineIds.length
      ? await tx
          .select()
          .from(palletLines)
          .where(and(lineTenant, anyOf(palletLines.id, lineIds, 'uuid')))
      : [];
    for (const line of known) this.lines.set(line.id, line);
    if (cartonNos.length) await this.placeCartons(cartonNos);
    if (cartonNos.length) await this.findSkuCartons(cartonNos);
  }

  /** The products whose carton barcode the batch scanned. */
  private async findSkuCartons(cartonNos: string[]) {
    const keys = [...new Set(cartonNos.map((c) => c.toUpperCase()))];
    const found = await this.tx
      .select({ id: products.id, productNo: products.productNo, cartonBarcode: products.cartonBarcode })
      .from(products)
      .where(
        and(
          eq(products.tenantId, this.principal.tenantId),
          sql`upper(${products.cartonBarcode}) = any(${pgArray(keys)}::text[])`,
        ),
      );
    for (const p of found)
      this.skuCartons.set(p.cartonBarcode!.toUpperCase(), { productId: p.id, productNo: p.productNo });
  }

  /** The product a carton barcode belongs to, when it is a product's (not one carton's own label). */
  skuCarton(cartonNo: string): { productId: string; productNo: string } | undefined {
    return this.skuCartons.get(cartonNo.toUpperCase());
  }

  /** Where the batch's cartons already sit, on pallets that are not finished. */
  private async placeCartons(cartonNos: string[]) {
    const placed = await this.tx
      .select({
        lineId: palletLines.id,
        palletId: pallets.id,
        palletCode: pallets.palletCode,
        cartonNo: palletLines.cartonNo,
      })
      .from(palletLines)
      .innerJoin(
        pallets,
        and(eq(pallets.tenantId, palletLines.tenantId), eq(pallets.id, palletLines.palletId)),
      )
      .where(
        and(
          eq(palletLines.tenantId, this.principal.tenantId),
          anyOf(palletLines.cartonNo, cartonNos, 'text'),
          isNull(palletLines.deletedAt),
          ne(pallets.status, 'finished'),
        ),
      );
    for (const p of placed) this.cartons.set(p.cartonNo!, p);
  }

  /** The pallet of a scanned code; one the caller may not see does not exist for them. */
  pallet(palletCode: string): PalletRecord {
    const row = this.byCode.get(palletCode);
    if (!row) throw new BizError(ErrorCode.palletNotFound, { palletCode });
    return row;
  }

  line(lineId: string): LineRecord | undefined {
    return this.lines.get(lineId);
  }

  placement(cartonNo: string): Placement | undefined {
    return this.cartons.get(cartonNo);
  }

  change(pallet: PalletRecord, changes: Partial<PalletRecord>): void {
    Object.assign(pallet, changes);
    this.dirty.add(pallet);
  }

  addLine(pallet: PalletRecord, line: LineRecord): void {
    this.lines.set(line.id, line);
    this.added.set(line.id, line);
    if (line.cartonNo)
      this.cartons.set(line.cartonNo, {
        lineId: line.id,
        palletId: pallet.id,
        palletCode: pallet.palletCode,
      });
    this.change(pallet, {
      cartonQty: pallet.cartonQty + (line.kind === 'carton' ? line.qty : 0),
      productQty: pallet.productQty + (line.kind === 'product' ? line.qty : 0),
    });
  }

  removeLine(pallet: PalletRecord, line: LineRecord, at: Date): void {
    Object.assign(line, { deletedAt: at, deletedBy: this.principal.userId });
    if (!this.added.has(line.id)) this.removed.add(line.id);
    if (line.cartonNo && this.cartons.get(line.cartonNo)?.lineId === line.id)
      this.cartons.delete(line.cartonNo);
    this.change(pallet, {
      cartonQty: pallet.cartonQty - (line.kind === 'carton' ? line.qty : 0),
      productQty: pallet.productQty - (line.kind === 'product' ? line.qty : 0),
    });
  }

  /** Bulk writes; rows travel as one JSON parameter, which binds far faster than 200 rows of parameters. */
  async flush(): Promise<void> {
    const { tx, principal } = this;
    if (this.added.size) await tx.execute(insertLines(principal, [...this.added.values()]));
    if (this.removed.size) {
      await tx
        .update(palletLines)
        .set({
          deletedAt: sql`now()`,
          deletedBy: principal.userId,
          updatedAt: sql`now()`,
          updatedBy: principal.userId,
        })
        .where(and(eq(palletLines.tenantId, principal.tenantId), inArray(palletLines.id, [...this.removed])));
    }
    if (this.dirty.size) await tx.execute(updatePallets(principal, [...this.dirty]));
    this.added.clear();
    this.removed.clear();
    this.dirty.clear();
  }
}
