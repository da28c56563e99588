import { type DictionaryCategory, type DictionaryEntry, ErrorCode, uuidv7 } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { dictionaryCategories, dictionaryEntries } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';

type CategoryRow = typeof dictionaryCategories.$inferSelect;
type EntryRow = typeof dictionaryEntries.$inferSelect;

const notFound = () => new BizError(ErrorCode.dictionaryNotFound);
const exists = () => new BizError(ErrorCode.dictionaryCodeExists);

const liveCategories = (tenantId: string) =>
  and(eq(dictionaryCategories.tenantId, tenantId), isNull(dictionaryCategories.deletedAt));
const liveEntries = (tenantId: string) =>
  and(eq(dictionaryEntries.tenantId, tenantId), isNull(dictionaryEntries.deletedAt));

function toCategory(row: CategoryRow, entryCount: number, locale: Locale): DictionaryCategory {
  return {
    id: row.id,
    code: row.code,
    name: locale === 'en' ? row.nameEn : row.name,
    nameEn: row.nameEn,
    remark: row.remark,
    entryCount,
    updatedTime: row.updatedAt.toISOString(),
  };
}

function toEntry(row: EntryRow): DictionaryEntry {
  return {
    id: row.id,
    categoryCode: row.categoryCode,
    value: row.value,
    label: row.label,
    labelEn: row.labelEn,
    orderIndex: row.orderIndex,
    isDisabled: row.isDisabled,
    remark: row.remark,
    updatedTime: row.updatedAt.toISOString(),
  };
}

async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

async function category(tx: Tx, principal: Principal, where: { id?: string; code?: string }) {
  const [row] = await tx
    .select()
    .from(dictionaryCategories)
    .where(
      and(
        liveCategories(principal.tenantId),
        where.id ? eq(dictionaryCategories.id, where.id) : undefined,
        where.code ? eq(dictionaryCategories.code, where.code) : undefined,
      ),
    );
  if (!row) throw notFound();
  return row;
}

async function entry(tx: Tx, principal: Principal, id: string) {
  const [row] = await tx
    .select()
    .from(dictionaryEntries)
    .where(and(liveEntries(principal.tenantId), eq(dictionaryEntries.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The data dictionary: categories and their entries, per tenant. */
export const dictionaryService = {
  async categories(tx: Tx, principal: Principal, locale: Locale) {
    const rows = await tx
      .select()
      .from(dictionaryCategories)
      .where(liveCategories(principal.tenantId))
      .orderBy(asc(dictionaryCategories.code));
    const counts = await tx
      .select({ code: dictionaryEntries.categoryCode, n: count() })
      .from(dictionaryEntries)
      .where(liveEntries(principal.tenantId))
      .groupBy(dictionaryEntries.categoryCode);
    const byCode = new Map(counts.map((c) => [c.code, Number(c.n)]));
    return rows.map((row) => toCategory(row, byCode.get(row.code) ?? 0, locale));
  },

  async createCategory(
    tx: Tx,
    principal: Principal,
    input: { code: string; name: string; nameEn: string; remark: string },
    now: Date,
    locale: Locale,
  ) {
    const [row] = await uniquely(() =>
      tx
        .insert(dictionaryCategories)
        .values({
          tenantId: principal.tenantId,
          id: uuidv7(now.getTime()),
          ...input,
          createdAt: now,
          updatedAt: now,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        })
        .returning(),
    );
    return toCategory(row!, 0, locale);
  },

  async updateCategory(
    tx: Tx,
    principal: Principal,
    input: { id: string; name: string; nameEn: string; remark: string },
    now: Date,
    locale: Locale,
  ) {
    await category(tx, principal, { id: input.id });
    const { id, ...fields } = input;
    const [row] = await tx
      .update(dictionaryCategories)
      .set({ ...fields, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(dictionaryCategories.tenantId, principal.tenantId), eq(dictionaryCategories.id, id)))
      .returning();
    const entries = await dictionaryService.entries(tx, principal, {
      categoryCode: row!.code,
      enabledOnly: false,
    });
    return toCategory(row!, entries.length, locale);
  },

  async deleteCategory(tx: Tx, principal: Principal, id: string, now: Date) {
    const row = await category(tx, principal, { id });
    const left = await dictionaryService.entries(tx, principal, {
      categoryCode: row.code,
      enabledOnly: false,
    });
    if (left.length) throw new BizError(ErrorCode.dictionaryHasEntries);
    await tx
      .update(dictionaryCategories)
      .set({ deletedAt: now, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(dictionaryCategories.tenantId, principal.tenantId), eq(dictionaryCategories.id, id)));
  },

  async entries(tx: Tx, principal: Principal, query: { categoryCode?: string; enabledOnly: boolean }) {
    const rows = await tx
      .select()
      .from(dictionaryEntries)
      .where(
        and(
          liveEntries(principal.tenantId),
          query.categoryCode ? eq(dictionaryEntries.categoryCode, query.categoryCode) : undefined,
          query.enabledOnly ? eq(dictionaryEntries.isDisabled, false) : undefined,
        ),
      )
      .orderBy(
        asc(dictionaryEntries.categoryCode),
        asc(dictionaryEntries.orderIndex),
        asc(dictionaryEntries.value),
      );
    return rows.map(toEntry);
  },

  async createEntry(
    tx: Tx,
    principal: Principal,
    input: Omit<DictionaryEntry, 'id' | 'updatedTime'>,
    now: Date,
  ) {
    await category(tx, principal, { code: input.categoryCode });
    const [row] = await uniquely(() =>
      tx
        .insert(dictionaryEntries)
        .values({
          tenantId: principal.tenantId,
          id: uuidv7(now.getTime()),
          ...input,
          createdAt: now,
          updatedAt: now,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        })
        .returning(),
    );
    return toEntry(row!);
  },

  async updateEntry(
    tx: Tx,
    principal: Principal,
    input: Omit<DictionaryEntry, 'categoryCode' | 'updatedTime'>,
    now: Date,
  ) {
    await entry(tx, principal, input.id);
    const { id, ...fields } = input;
    const [row] = await uniquely(() =>
      tx
        .update(dictionaryEntries)
        .set({ ...fields, updatedAt: now, updatedBy: principal.userId })
        .where(and(eq(dictionaryEntries.tenantId, principal.tenantId), eq(dictionaryEntries.id, id)))
        .returning(),
    );
    return toEntry(row!);
  },

  async deleteEntry(tx: Tx, principal: Principal, id: string, now: Date) {
    await entry(tx, principal, id);
    await tx
      .update(dictionaryEntries)
      .set({ deletedAt: now, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(dictionaryEntries.tenantId, principal.tenantId), eq(dictionaryEntries.id, id)));
  },
};
