import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

/** Data-dictionary categories of a tenant (develop area). */
export const dictionaryCategories = pgTable(
  'dictionary_categories',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    remark: text('remark').notNull().default(''),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dictionary_categories_code').on(t.tenantId, t.code).where(sql`deleted_at IS NULL`),
    tenantPolicy('dictionary_categories'),
  ],
).enableRLS();

/** Entries of a category: a value and its label in both languages, read by the screens' dropdowns. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    categoryCode: text('category_code').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en').notNull(),
    orderIndex: integer('order_index').notNull().default(0),
    isDisabled: boolean('is_disabled').notNull().default(false),
    remark: text('remark').notNull().default(''),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dictionary_entries_value')
      .on(t.tenantId, t.categoryCode, t.value)
      .where(sql`deleted_at IS NULL`),
    tenantPolicy('dictionary_entries'),
  ],
).enableRLS();
