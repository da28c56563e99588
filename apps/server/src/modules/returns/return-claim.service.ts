import { canReturn, ErrorCode, type ReturnStatus, type returnClaimSchema } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, returnItems, returns } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { checkProducts } from './return-create.service.ts';
import { detailOf, lockReturn } from './return-rows.ts';

const sameParcel = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export const returnClaimService = {
  /**
   * A parcel that arrived without a known owner (pendingClaim) becomes a return of the claiming customer:
   * the claimer proves it knows the parcel by its tracking number and names the products inside, all of
   * them the customer's. The parcel then goes back to toReceive, so the warehouse counts it in by product
   * (good and damaged) like any return, and its receipt is billed to the customer then.
   */
  async claim(tx: Tx, principal: Principal, input: z.output<typeof returnClaimSchema>, now: Date) {
    const row = await lockReturn(tx, principal, input.id);
    if (!canReturn(row.status as ReturnStatus, 'claim'))
      throw new BizError(ErrorCode.returnStatusRefused, {
        returnNo: row.returnNo,
        status: `$t(returns:status.${row.status})`,
        action: '$t(returns:action.claim)',
      });
    if (row.customerId) throw new BizError(ErrorCode.returnNotUnowned, { returnNo: row.returnNo });
    if (!sameParcel(input.trackingNo, row.trackingNo))
      throw new BizError(ErrorCode.returnClaimTracking, { trackingNo: input.trackingNo });
    const customerId = principal.customerId ?? input.customerId;
    if (!customerId) throw new BizError(ErrorCode.returnNeedsCustomer);
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, row.tenantId), eq(customers.id, customerId)));
    if (!customer || !canAccess(principal, { warehouseId: row.warehouseId, customerId }))
      throw new BizError(ErrorCode.returnNeedsCustomer);
    await checkProducts(
      tx,
      principal,
      customerId,
      input.items.map((i) => i.productId),
    );
    await tx.insert(returnItems).values(
      input.items.map((item) => ({
        tenantId: row.tenantId,
        returnId: row.id,
        productId: item.productId,
        quantity: item.quantity,
        createdAt: now,
        updatedAt: now,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })),
    );
    await tx
      .update(returns)
      .set({
        customerId,
        status: 'toReceive',
        claimTime: now,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(and(eq(returns.tenantId, row.tenantId), eq(returns.id, row.id)));
    return detailOf(tx, principal, row.id);
  },
};
