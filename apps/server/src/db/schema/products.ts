import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, changeXid, softDelete, tenantId, tenantPolicy } from './columns.ts';
import { files } from './tasks.ts';

const live = sql`deleted_at IS NULL`;
const inches = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const productCategories = pgTable(
  'product_categories',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    chineseName: text('chinese_name').notNull(),
    englishName: text('english_name').notNull(),
    sort: integer('sort').notNull().default(0),
    iconFileId: uuid('icon_file_id'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isShow: boolean('is_show').notNull().default(true),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // With tenant_id in the key, the database itself refuses an icon of another tenant.
    foreignKey({ columns: [t.tenantId, t.iconFileId], foreignColumns: [files.tenantId, files.id] }),
    tenantPolicy('product_categories'),
  ],
).enableRLS();

/** A formal product of one customer; product numbers are unique per customer. */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    productNo: text('product_no').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    upc: text('upc'),
    productBarcode: text('product_barcode'),
    cartonBarcode: text('carton_barcode'),
    productType: text('product_type').notNull(),
    categoryId: uuid('category_id'),
    locationType: text('location_type'),
    declarationAmount: numeric('declaration_amount', { precision: 14, scale: 2 }).notNull(),
    cartonRate: integer('carton_rate').notNull(),
    length: inches('length').notNull(),
    width: inches('width').notNull(),
    height: inches('height').notNull(),
    weight: inches('weight').notNull(),
    cartonLength: inches('carton_length'),
    cartonWidth: inches('carton_width'),
    cartonHeight: inches('carton_height'),
    cartonWeight: inches('carton_weight'),
    remark: text('remark'),
    attrs: text('attrs').array().notNull().default([]),
    isDisabled: boolean('is_disabled').notNull().default(false),
    ...audit,
    ...softDelete,
    /** Tenant-to-tenant sync reads products in `(change_xid, id)` order (decisions.md "Pull cursor by transaction id"). */
    changeXid: changeXid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('products_customer_no').on(t.tenantId, t.customerId, t.productNo).where(live),
    index('products_tenant_no').on(t.tenantId, t.productNo),
    index('products_change').on(t.tenantId, t.changeXid, t.id),
    // The product list's order (newest first): its first page reads a few index entries instead of sorting
    // every product of the tenant, which on PGlite stalled the process for seconds at 100 000 products.
    index('products_tenant_created').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.productNo),
    tenantPolicy('products'),
  ],
).enableRLS();

/** The components of a combination product. */
export const productComponents = pgTable(
  'product_components',
  {
    tenantId: tenantId(),
    productId: uuid('product_id').notNull(),
    componentId: uuid('component_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.componentId] }),
    index('product_components_component').on(t.tenantId, t.componentId),
    tenantPolicy('product_components'),
  ],
).enableRLS();

/** Past sizes (kind `dimensions`) and UPCs (kind `upc`) of a product, written on edit. */
export const productLogs = pgTable(
  'product_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    /** Orders the history exactly, even within one millisecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    productId: uuid('product_id').notNull(),
    kind: text('kind').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: audit.createdAt,
    createdBy: audit.createdBy,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('product_logs_product').on(t.tenantId, t.productId, t.kind, t.seq),
    tenantPolicy('product_logs'),
  ],
).enableRLS();

/** A store's online SKU, related to one or more formal products. */
export const saleProducts = pgTable(
  'sale_products',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    storeId: uuid('store_id'),
    onlineSku: text('online_sku').notNull(),
    name: text('name'),
    relations: jsonb('relations').$type<{ productId: string; quantity: number }[]>().notNull().default([]),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sale_products_sku').on(t.tenantId, t.customerId, t.onlineSku).where(live),
    tenantPolicy('sale_products'),
  ],
).enableRLS();
