import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { returns, tasks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { mailPushService } from '../mail/mail-push.service.ts';
import { noticesService } from '../notices/notices.service.ts';
import { usersService } from '../users/users.service.ts';
import { warehouseConfig } from '../warehouses/warehouses.service.ts';
import { applyHandling } from './return-handling.service.ts';
import type { ReturnRecord } from './return-rows.ts';

export const RETURN_AUTO_JOB = 'returns:autoHandle';

/** Received returns whose customer has not chosen within the warehouse's receiptDay days. */
const due = (now: Date) =>
  and(
    eq(returns.status, 'received'),
    isNull(returns.deletedAt),
    lte(
      sql`${returns.receiptTime} + make_interval(days => ${warehouses.receiptDay})`,
      sql`${now.toISOString()}::timestamptz`,
    ),
  );

/** The warehouse acting on its own: every warehouse and customer, no function point needed. */
const warehouseActor = (row: ReturnRecord): Principal => ({
  tenantId: row.tenantId,
  userId: row.receivedBy ?? row.createdBy ?? row.tenantId,
  sessionId: '',
  kind: 'staff',
  roleId: '',
  system: 'backoffice',
  needChangePwd: false,
  edition: '',
  isPDA: false,
  isPlatform: false,
  customerId: null,
  functionPoints: new Set(),
  warehouseIds: null,
  customerIds: null,
});

/**
 * Applies the warehouse's default handling to every due return of one tenant, records that the warehouse
 * did it (`handledBy` auto), and tells the customer's users in the information center. Each return is
 * locked and its status checked again, so however many sweeps run, a return is handled once.
 */
export async function autoHandleDue(tx: Tx, tenantId: string, now: Date): Promise<string[]> {
  const found = await tx
    .select({ row: returns })
    .from(returns)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, returns.tenantId), eq(warehouses.id, returns.warehouseId)),
    )
    .where(and(eq(returns.tenantId, tenantId), due(now)))
    .orderBy(returns.receiptTime)
    .for('update', { of: returns, skipLocked: true });
  const handled: string[] = [];
  for (const { row } of found) {
    const config = await warehouseConfig(tx, tenantId, row.warehouseId);
    const days = await receiptDayOf(tx, row);
    await applyHandling(tx, warehouseActor(row), row, config.returnHandling, now, 'auto');
    for (const userId of await usersService.customerUserIds(tx, tenantId, row.customerId!))
      await noticesService.post(
        tx,
        {
          tenantId,
          userId,
          type: 'notice',
          title: 'returns:notice.autoHandledTitle',
          content: 'returns:notice.autoHandledContent',
          params: { returnNo: row.returnNo, days },
          keyParams: {
            good: `returns:handling.${config.returnHandling.good}`,
            damaged: `returns:handling.${config.returnHandling.damaged}`,
          },
        },
        now,
      );
    if (row.customerId)
      await mailPushService.queue(
        tx,
        {
          tenantId,
          customerId: row.customerId,
          event: 'returnAutoHandled',
          sourceNo: row.returnNo,
          params: { returnNo: row.returnNo, days },
          userId: null,
        },
        now,
      );
    handled.push(row.returnNo);
  }
  return handled;
}

async function receiptDayOf(tx: Tx, row: ReturnRecord) {
  const [w] = await tx
    .select({ days: warehouses.receiptDay })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, row.tenantId), eq(warehouses.id, row.warehouseId)));
  return w?.days ?? 0;
}

export const returnAutoJob =
  (clock: () => Date): JobHandler =>
  async (job) => {
    const handled = await job.inTenant((tx) => autoHandleDue(tx, job.task.tenantId, clock()));
    return { result: { handled } };
  };

/**
 * Queues one sweep task per tenant that has due returns and no sweep waiting. Scheduled work is a task
 * row (docs/architecture.md#jobs), so any instance may run it and the task center shows it.
 */
export async function enqueueReturnSweeps(db: Db, jobs: JobQueue, now: Date): Promise<number> {
  const tenants = await db
    .selectDistinct({ tenantId: returns.tenantId, userId: returns.receivedBy })
    .from(returns)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, returns.tenantId), eq(warehouses.id, returns.warehouseId)),
    )
    .where(due(now));
  const seen = new Set<string>();
  for (const { tenantId, userId } of tenants) {
    if (seen.has(tenantId) || !userId) continue;
    seen.add(tenantId);
    await withTenant(db, tenantId, async (tx) => {
      const [waiting] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.tenantId, tenantId),
            eq(tasks.type, RETURN_AUTO_JOB),
            inArray(tasks.state, ['queued', 'running']),
          ),
        )
        .limit(1);
      if (waiting) return;
      await jobs.enqueue(tx, {
        tenantId,
        userId,
        kind: 'scheduled',
        type: RETURN_AUTO_JOB,
        filename: 'returns',
        locale: 'zh-CN',
      });
    });
  }
  return seen.size;
}
