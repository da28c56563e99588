import { ErrorCode, type ProductInput, productFitsBox } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { productCategories, products } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { findCustomer } from '../customers/customers.service.ts';

type Checked = Pick<
  ProductInput,
  'customerId' | 'productType' | 'components' | 'categoryId' | 'confirmSizeMismatch'
> &
  Parameters<typeof productFitsBox>[0];

/** A product larger than its outer box needs the user's confirmation. */
export function checkBox(input: Checked) {
  if (!input.confirmSizeMismatch && !productFitsBox(input))
    throw new BizError(ErrorCode.productSizeExceedsBox);
}

/**
 * Components are products of the same customer; a combination holds single items only, a combo
 * combination may also hold combinations; a product is never its own component.
 */
export async function checkComponents(tx: Tx, principal: Principal, input: Checked, selfId?: string) {
  if (!input.components.length) return;
  const ids = input.components.map((c) => c.productId);
  const rows = await tx
    .select({
      id: products.id,
      customerId: products.customerId,
      productNo: products.productNo,
      productType: products.productType,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, principal.tenantId),
        inValues(products.id, ids, 'uuid'),
        isNull(products.deletedAt),
      ),
    );
  if (rows.length !== ids.length) throw new BizError(ErrorCode.recordNotFound);
  for (const row of rows) {
    if (row.customerId !== input.customerId) throw new BizError(ErrorCode.productCustomer);
    const allowed =
      input.productType === 'comboCombination'
        ? row.productType !== 'comboCombination'
        : row.productType === 'single';
    if (row.id === selfId || !allowed)
      throw new BizError(ErrorCode.combinationComponent, { productNo: row.productNo });
  }
}

export async function checkCategory(tx: Tx, principal: Principal, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [row] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.tenantId, principal.tenantId),
        eq(productCategories.id, categoryId),
        isNull(productCategories.deletedAt),
      ),
    );
  if (!row) throw new BizError(ErrorCode.recordNotFound);
}

/** Product numbers are unique per customer; returns the numbers that already exist. */
export async function existingProductNos(
  tx: Tx,
  tenantId: string,
  customerId: string,
  productNos: string[],
  exceptId?: string,
) {
  if (!productNos.length) return [];
  const rows = await tx
    .select({ productNo: products.productNo })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.customerId, customerId),
        isNull(products.deletedAt),
        inValues(
          sql`lower(${products.productNo})`,
          productNos.map((p) => p.toLowerCase()),
          'text',
        ),
        exceptId ? sql`${products.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.map((r) => r.productNo);
}

/** Everything a product must pass before it is written. */
export async function checkProduct(
  tx: Tx,
  principal: Principal,
  input: Checked & { productNo: string },
  selfId?: string,
) {
  await findCustomer(tx, principal, input.customerId);
  checkBox(input);
  await checkCategory(tx, principal, input.categoryId);
  await checkComponents(tx, principal, input, selfId);
  const taken = await existingProductNos(tx, principal.tenantId, input.customerId, [input.productNo], selfId);
  if (taken.length) throw new BizError(ErrorCode.productExists, { productNo: taken[0]! });
}
