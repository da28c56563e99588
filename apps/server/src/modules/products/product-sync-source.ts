import { ErrorCode, type ProductInput } from '@wms/api';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, productComponents, products } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import {
  type SyncSourceKind,
  type SyncTargetKind,
  sharedColumns,
  sourceWhere,
  xidText,
} from '../../platform/tenant-sync/source-kind.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { productsService } from './products.service.ts';

const copied = sharedColumns(products);

type ProductPayload = Omit<
  typeof products.$inferSelect,
  'tenantId' | 'changeXid' | 'createdBy' | 'updatedBy'
> & {
  customerCode: string;
  components: { productNo: string; quantity: number }[];
};

/** The components of some products by product number, so the receiver can find its own. */
async function componentsOf(tx: Tx, tenantId: string, ids: string[]) {
  const rows = await tx
    .select({
      productId: productComponents.productId,
      productNo: products.productNo,
      quantity: productComponents.quantity,
    })
    .from(productComponents)
    .innerJoin(
      products,
      and(eq(products.tenantId, productComponents.tenantId), eq(products.id, productComponents.componentId)),
    )
    .where(and(eq(productComponents.tenantId, tenantId), inArray(productComponents.productId, ids)))
    .orderBy(asc(products.productNo));
  const byProduct = new Map<string, { productNo: string; quantity: number }[]>();
  for (const { productId, ...c } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), c]);
  return byProduct;
}

/** Products shared with a related tenant: the record as the source keeps it, with its customer's code. */
export const productSyncSource: SyncSourceKind = {
  kind: 'product',
  async count(tx, query) {
    const [row] = await tx.select({ n: count() }).from(products).where(sourceWhere(products, query));
    return Number(row?.n ?? 0);
  },
  async read(tx, query) {
    const rows = await tx
      .select({ ...copied, customerCode: customers.customerCode, xid: xidText(products.changeXid) })
      .from(products)
      .innerJoin(
        customers,
        and(eq(customers.tenantId, products.tenantId), eq(customers.id, products.customerId)),
      )
      .where(sourceWhere(products, query))
      .orderBy(asc(products.changeXid), asc(products.id))
      .limit(query.limit);
    if (!rows.length) return [];
    const parts = await componentsOf(
      tx,
      query.sourceTenantId,
      rows.map((r) => r.id),
    );
    return rows.map(({ xid, ...product }) => ({
      id: product.id,
      xid,
      sourceNo: product.productNo,
      payload: { ...product, components: parts.get(product.id) ?? [] },
    }));
  },
};

/** The receiver's live products of one customer by number (case-insensitive). */
async function ownByNo(tx: Tx, tenantId: string, customerId: string, productNos: string[]) {
  if (!productNos.length) return new Map<string, { id: string; categoryId: string | null }>();
  const rows = await tx
    .select({ id: products.id, productNo: products.productNo, categoryId: products.categoryId })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.customerId, customerId),
        isNull(products.deletedAt),
        inArray(
          sql`lower(${products.productNo})`,
          productNos.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.productNo.toLowerCase(), r]));
}

async function isLive(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id), isNull(products.deletedAt)));
  return row?.id ?? null;
}

const num = (v: string | null) => (v == null ? null : Number(v));

/**
 * A shared product becomes the receiver's own product of its customer with the same code: made the first
 * time (or linked to the customer's product of that number), edited through the product service after.
 * The receiver's category stays its own (categories are per tenant); components are its own products of
 * the same numbers.
 */
export const productSyncTarget: SyncTargetKind = {
  kind: 'product',
  async merge(tx, principal, record, now) {
    const p = record.payload as ProductPayload;
    const customer = (await customersByCode(tx, principal, [p.customerCode])).get(
      p.customerCode.toLowerCase(),
    );
    if (!customer) throw new BizError(ErrorCode.syncNoCustomer, { code: p.customerCode });
    const own = await ownByNo(tx, principal.tenantId, customer.id, [
      p.productNo,
      ...p.components.map((c) => c.productNo),
    ]);
    const components = p.components.map((c) => {
      const part = own.get(c.productNo.toLowerCase());
      if (!part)
        throw new BizError(ErrorCode.syncNoProduct, { code: p.customerCode, productNo: c.productNo });
      return { productId: part.id, quantity: c.quantity };
    });
    const existing = own.get(p.productNo.toLowerCase());
    const input: ProductInput = {
      customerId: customer.id,
      productNo: p.productNo,
      nameCn: p.nameCn,
      nameEn: p.nameEn,
      upc: p.upc,
      productBarcode: p.productBarcode,
      cartonBarcode: p.cartonBarcode,
      productType: p.productType as ProductInput['productType'],
      categoryId: existing?.categoryId ?? null,
      locationType: p.locationType as ProductInput['locationType'],
      declarationAmount: Number(p.declarationAmount),
      cartonRate: p.cartonRate,
      length: Number(p.length),
      width: Number(p.width),
      height: Number(p.height),
      weight: Number(p.weight),
      cartonLength: num(p.cartonLength),
      cartonWidth: num(p.cartonWidth),
      cartonHeight: num(p.cartonHeight),
      cartonWeight: num(p.cartonWeight),
      remark: p.remark,
      attrs: p.attrs as ProductInput['attrs'],
      components,
      confirmSizeMismatch: true,
    };
    // the product made earlier, unless the receiver removed it; else the customer's product of that number
    const earlier =
      record.ownId && record.ownId !== existing?.id
        ? await isLive(tx, principal.tenantId, record.ownId)
        : null;
    const id = earlier ?? existing?.id;
    if (id) return (await productsService.edit(tx, principal, { ...input, id }, now)).id;
    return (await productsService.create(tx, principal, input)).id;
  },
};
