import { canReviewAuthorization, ErrorCode, uuidv7 } from '@wms/api';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { authorizationApplications } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Directory } from '../../platform/directory.ts';
import { BizError } from '../../platform/errors.ts';
import { assertAllInTenant } from '../../platform/references.ts';
import { noticesService } from '../notices/notices.service.ts';
import { authorizationRows, grantApplication } from './authorization-rows.ts';

export const REVIEW_POINT = 'system:authorization:review';

const pending = () => new BizError(ErrorCode.authorizationPending);

/** Warehouse and customer authorisation applications and their review. */
export const authorizationService = {
  async apply(
    tx: Tx,
    principal: Principal,
    input: { kind: string; targetIds: string[]; reason: string },
    directory: Directory,
    now: Date,
  ) {
    const mine = and(
      eq(authorizationApplications.tenantId, principal.tenantId),
      eq(authorizationApplications.applicantId, principal.userId),
      eq(authorizationApplications.state, 'pending'),
    );
    const [open] = await tx
      .select({ id: authorizationApplications.id })
      .from(authorizationApplications)
      .where(mine);
    if (open) throw pending();
    await assertAllInTenant(
      tx,
      principal.tenantId,
      input.kind === 'customer' ? 'customer' : 'warehouse',
      input.targetIds,
    );
    try {
      const [row] = await tx
        .insert(authorizationApplications)
        .values({
          tenantId: principal.tenantId,
          id: uuidv7(now.getTime()),
          applicantId: principal.userId,
          kind: input.kind,
          targetIds: [...new Set(input.targetIds)],
          reason: input.reason,
          createdBy: principal.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return (await authorizationRows(tx, directory, [row!]))[0]!;
    } catch (error) {
      // Two submissions at once: the partial unique index lets only one stay pending.
      if (isUniqueViolation(error)) throw pending();
      throw error;
    }
  },

  /** Reviewers see every application; everyone else (or `mine`) only their own. */
  async list(
    tx: Tx,
    principal: Principal,
    query: { pageIndex: number; pageSize: number; state?: string; kind?: string; mine: boolean },
    directory: Directory,
  ) {
    const ownOnly = query.mine || !principal.functionPoints.has(REVIEW_POINT);
    const conditions: (SQL | undefined)[] = [
      eq(authorizationApplications.tenantId, principal.tenantId),
      ownOnly ? eq(authorizationApplications.applicantId, principal.userId) : undefined,
      query.state ? eq(authorizationApplications.state, query.state) : undefined,
      query.kind ? eq(authorizationApplications.kind, query.kind) : undefined,
    ];
    const where = and(...conditions);
    // One after the other: a transaction is one connection.
    const rows = await tx
      .select()
      .from(authorizationApplications)
      .where(where)
      .orderBy(desc(authorizationApplications.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(authorizationApplications).where(where);
    return { items: await authorizationRows(tx, directory, rows), total: Number(total?.n ?? 0) };
  },

  async review(
    tx: Tx,
    principal: Principal,
    input: { id: string; approve: boolean; remark: string },
    directory: Directory,
    now: Date,
  ) {
    const key = and(
      eq(authorizationApplications.tenantId, principal.tenantId),
      eq(authorizationApplications.id, input.id),
    );
    const [row] = await tx.select().from(authorizationApplications).where(key).for('update');
    if (!row) throw new BizError(ErrorCode.applicationNotFound);
    if (!canReviewAuthorization(row.state)) throw new BizError(ErrorCode.alreadyReviewed);
    const held = row.kind === 'warehouse' ? principal.warehouseIds : principal.customerIds;
    const grantsBeyond = held !== null && row.targetIds.some((id) => !held.includes(id));
    if (row.applicantId === principal.userId || (input.approve && grantsBeyond))
      throw new BizError(ErrorCode.grantBeyondOwn);
    if (input.approve) await grantApplication(tx, row);
    const state = input.approve ? 'approved' : 'rejected';
    const [updated] = await tx
      .update(authorizationApplications)
      .set({
        state,
        reviewerId: principal.userId,
        reviewRemark: input.remark,
        reviewedAt: now,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(key)
      .returning();
    const [result] = await authorizationRows(tx, directory, [updated!]);
    await noticesService.post(
      tx,
      {
        tenantId: row.tenantId,
        userId: row.applicantId,
        type: 'authorization',
        title: input.approve ? 'identity:authorizationApprovedTitle' : 'identity:authorizationRejectedTitle',
        content: 'identity:authorizationResult',
        params: { targets: result!.targets.map((t) => t.name).join(', '), remark: input.remark },
        keyParams: { kind: `identity:${row.kind}`, result: `identity:${state}` },
      },
      now,
    );
    return result!;
  },
};
