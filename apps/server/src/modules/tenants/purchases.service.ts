import { ErrorCode, type PurchaseInput, type PurchaseRow, purchaseReviewable, uuidv7 } from '@wms/api';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { subscriptionPurchases, tenants } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { noticesService } from '../notices/notices.service.ts';

type Purchase = typeof subscriptionPurchases.$inferSelect;

function toRow(row: Purchase, tenantName: string): PurchaseRow {
  return {
    id: row.id,
    tenantId: row.tenantId,
    tenantName,
    edition: row.edition as PurchaseRow['edition'],
    years: row.years,
    orderQuota: row.orderQuota,
    warehouseLimit: row.warehouseLimit,
    customerLimit: row.customerLimit,
    isPDA: row.isPDA,
    remark: row.remark,
    state: row.state as PurchaseRow['state'],
    reviewRemark: row.reviewRemark,
    createdTime: row.createdAt.toISOString(),
    reviewedTime: row.reviewedAt?.toISOString() ?? null,
  };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Subscription purchases: in review → purchased (the plan changes) or rejected. */
export const purchasesService = {
  async request(tx: Executor, principal: Principal, input: PurchaseInput, now: Date) {
    const [row] = await tx
      .insert(subscriptionPurchases)
      .values({
        ...input,
        tenantId: principal.tenantId,
        id: uuidv7(now.getTime()),
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [tenant] = await tx
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, principal.tenantId));
    return toRow(row!, tenant?.name ?? '');
  },

  /** One tenant's records, or every tenant's when `tenantId` is null (the platform, owner connection). */
  async list(
    db: Executor,
    tenantId: string | null,
    query: { pageIndex: number; pageSize: number; state?: string },
  ) {
    const conditions: (SQL | undefined)[] = [
      tenantId ? eq(subscriptionPurchases.tenantId, tenantId) : undefined,
      query.state ? eq(subscriptionPurchases.state, query.state) : undefined,
    ];
    const where = and(...conditions);
    // One after the other: a transaction is one connection.
    const rows = await db
      .select({ purchase: subscriptionPurchases, tenantName: tenants.name })
      .from(subscriptionPurchases)
      .innerJoin(tenants, eq(tenants.id, subscriptionPurchases.tenantId))
      .where(where)
      .orderBy(desc(subscriptionPurchases.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(subscriptionPurchases).where(where);
    return { items: rows.map((r) => toRow(r.purchase, r.tenantName)), total: Number(total?.n ?? 0) };
  },

  /** The platform's decision; approval applies the plan and extends it by the years bought. */
  async review(
    db: Db,
    principal: Principal,
    input: { id: string; approve: boolean; remark: string },
    now: Date,
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subscriptionPurchases)
        .where(eq(subscriptionPurchases.id, input.id))
        .for('update');
      if (!row) throw new BizError(ErrorCode.purchaseNotFound);
      if (!purchaseReviewable(row.state as PurchaseRow['state']))
        throw new BizError(ErrorCode.alreadyReviewed);
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, row.tenantId));
      if (input.approve) {
        const from = Math.max(now.getTime(), tenant!.planExpiresAt?.getTime() ?? 0);
        await tx
          .update(tenants)
          .set({
            edition: row.edition,
            orderLimit: row.orderQuota,
            warehouseLimit: row.warehouseLimit,
            customerLimit: row.customerLimit,
            isPDA: row.isPDA,
            planExpiresAt: new Date(from + row.years * YEAR_MS),
            updatedAt: now,
          })
          .where(eq(tenants.id, row.tenantId));
      }
      const state = input.approve ? 'purchased' : 'rejected';
      const key = and(eq(subscriptionPurchases.tenantId, row.tenantId), eq(subscriptionPurchases.id, row.id));
      const [updated] = await tx
        .update(subscriptionPurchases)
        .set({
          state,
          reviewRemark: input.remark,
          reviewedAt: now,
          updatedAt: now,
          updatedBy: principal.userId,
        })
        .where(key)
        .returning();
      if (row.createdBy)
        await noticesService.post(
          tx,
          {
            tenantId: row.tenantId,
            userId: row.createdBy,
            type: 'purchase',
            title: input.approve ? 'identity:purchaseApprovedTitle' : 'identity:purchaseRejectedTitle',
            content: 'identity:purchaseResult',
            params: { years: row.years, remark: input.remark },
            keyParams: {
              edition: `identity:edition.${row.edition}`,
              result: `identity:${input.approve ? 'approved' : 'rejected'}`,
            },
          },
          now,
        );
      return toRow(updated!, tenant?.name ?? '');
    });
  },
};
