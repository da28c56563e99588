import { WAREHOUSE_COLUMN } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { type StoredRowError, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../context.ts';
import { warehouseScope } from '../data-scope.ts';
import type { JobContext } from '../jobs.ts';
import {
  type ImportContext,
  type Importer,
  issueErrors,
  type ParsedRow,
  type Prepared,
  pacer,
  type ReadIn,
  type RowWarehouse,
  rowError,
} from './importer.ts';
import type { SheetRow } from './sheet-reader.ts';

const codeOf = (row: SheetRow) => String(row.values[WAREHOUSE_COLUMN] ?? '').trim();

/** Rows of another warehouse than the current one are skipped, and reported. */
export function splitByWarehouse(rows: SheetRow[], warehouseKey: string | undefined) {
  const kept: SheetRow[] = [];
  const skipped: StoredRowError[] = [];
  for (const row of rows) {
    const code = codeOf(row);
    if (warehouseKey && code && code.toLowerCase() !== warehouseKey.toLowerCase())
      skipped.push(rowError(row.row, WAREHOUSE_COLUMN, 'imports:row.otherWarehouse', { warehouse: code }));
    else kept.push(row);
  }
  return { kept, skipped };
}

/**
 * Order-type kinds (ROW_WAREHOUSE_KINDS): each row's warehouseCode names a live warehouse the user may
 * see, matched without case. A row naming another is in error, in both languages; the others get theirs.
 */
async function rowWarehouses(tx: Tx, principal: Principal, rows: SheetRow[]) {
  const codes = [
    ...new Set(
      rows
        .map(codeOf)
        .filter(Boolean)
        .map((c) => c.toLowerCase()),
    ),
  ];
  const found = codes.length
    ? await tx
        .select({ id: warehouses.id, warehouseKey: warehouses.warehouseKey })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.tenantId, principal.tenantId),
            inValues(sql`lower(${warehouses.warehouseKey})`, codes, 'text'),
            isNull(warehouses.deletedAt),
            warehouseScope(principal, warehouses.id),
          ),
        )
    : [];
  const byCode = new Map<string, RowWarehouse>(found.map((w) => [w.warehouseKey.toLowerCase(), w]));
  const errors: StoredRowError[] = [];
  const unknown = new Set<number>();
  for (const row of rows) {
    const code = codeOf(row);
    if (!code || byCode.has(code.toLowerCase())) continue;
    unknown.add(row.row);
    errors.push(rowError(row.row, WAREHOUSE_COLUMN, 'imports:row.unknownWarehouse', { warehouse: code }));
  }
  return { byCode, errors, unknown };
}

export interface Outcome {
  errors: StoredRowError[];
  written: number;
  pieces?: Prepared['pieces'];
}

export interface CheckInput {
  base: Omit<ImportContext, 'rowWarehouses'>;
  perRow: boolean;
  kept: SheetRow[];
  parsed: ParsedRow<unknown>[];
  errors: StoredRowError[];
  /** Stores the completed record in the transaction that wrote the rows, for kinds without pieces. */
  commit(tx: Tx, written: number): Promise<unknown>;
}

/**
 * Checks every row against the database; writes them only when none is in error. A kind with `check` reads
 * slice by slice, each read its own transaction (a long import then never holds PGlite's one connection for
 * long); any other kind checks and writes in one transaction through `prepare` and `apply`.
 */
export function checkAll(job: JobContext, importer: Importer, input: CheckInput): Promise<Outcome> {
  const { base, kept, parsed } = input;
  const run = async (read: ReadIn, tx?: Tx): Promise<Outcome> => {
    const own = input.perRow ? await read((t) => rowWarehouses(t, base.principal, kept)) : null;
    const ready = own ? parsed.filter((p) => !own.unknown.has(p.row)) : parsed;
    const ctx = { ...base, rowWarehouses: own?.byCode ?? new Map() };
    const prepared = tx ? await importer.prepare(tx, ctx, ready) : await importer.check!(read, ctx, ready);
    const all = [...input.errors, ...(own?.errors ?? []), ...prepared.errors].sort((a, b) => a.row - b.row);
    if (all.length) return { errors: all, written: 0 };
    if (prepared.pieces) return { errors: [], written: 0, pieces: prepared.pieces };
    const written = await read(async (t) => {
      const count = await prepared.apply(t);
      // The record commits with the rows it describes.
      await input.commit(t, count);
      return count;
    });
    return { errors: [], written };
  };
  return importer.check
    ? run((work) => job.inTenant(work))
    : job.inTenant((tx) => run((work) => work(tx), tx));
}

/** Parses every row with the kind's schema; 100 000 rows parse in seconds, so it yields every turn (`pacer`). */
export async function parseRows(importer: Importer, kept: SheetRow[]) {
  const errors: StoredRowError[] = [];
  const parsed: ParsedRow<unknown>[] = [];
  const pace = pacer();
  for (const { row, values } of kept) {
    const result = importer.row.safeParse(values);
    if (result.success) parsed.push({ row, data: result.data });
    else errors.push(...issueErrors(row, result.error.issues));
    await pace();
  }
  return { errors, parsed };
}
