import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgPolicy, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appRole, audit, softDelete } from './columns.ts';

/**
 * Menus, pages, function points and APIs. They describe the product, not a tenant, so the
 * table is shared: the app role may read it, and only the owner connection (the platform's resource
 * management) writes it.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey(),
    parentId: uuid('parent_id'),
    code: text('code').notNull(),
    resourceType: integer('resource_type').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    path: text('path').notNull().default(''),
    viewPath: text('view_path').notNull().default(''),
    viewName: text('view_name').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    orderIndex: integer('order_index').notNull().default(0),
    linkType: integer('link_type').notNull().default(1),
    openMode: integer('open_mode').notNull().default(1),
    viewCache: boolean('view_cache').notNull().default(false),
    closable: boolean('closable').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    isValidation: boolean('is_validation').notNull().default(true),
    isDisabled: boolean('is_disabled').notNull().default(false),
    moduleId: text('module_id').notNull().default(''),
    groupId: text('group_id').notNull().default(''),
    /** 1 or 3 basic, 2 value-added. */
    resourceVersion: integer('resource_version').notNull().default(1),
    url: text('url').notNull().default(''),
    httpMethod: text('http_method').notNull().default(''),
    description: text('description').notNull().default(''),
    dictionaryCode: text('dictionary_code').notNull().default(''),
    dataCondition: text('data_condition').notNull().default(''),
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('resources_code').on(t.code).where(sql`deleted_at IS NULL`),
    index('resources_parent').on(t.parentId),
    pgPolicy('resources_read', { as: 'permissive', for: 'select', to: appRole, using: sql`true` }),
  ],
).enableRLS();
