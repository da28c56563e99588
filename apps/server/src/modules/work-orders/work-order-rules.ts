import {
  canWorkOrder,
  ErrorCode,
  type WorkOrderAction,
  type WorkOrderCategory,
  type WorkOrderStatus,
  workOrderActions,
  type workOrderListQuery,
  workOrderTypes,
} from '@wms/api';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { workOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { FileStore } from '../../platform/files.ts';
import { likeEscape } from '../../platform/values.ts';
import { noticesService } from '../notices/notices.service.ts';
import { usersService } from '../users/users.service.ts';
import { detailOf, lockWorkOrder, scoped, sideOf, type WorkOrderRecord } from './work-order-rows.ts';

// What every move on a ticket shares: its filters, the checks of an action, the announcement, and `act`.

export type Filters = Omit<z.output<typeof workOrderListQuery>, 'tab' | 'pageIndex' | 'pageSize' | 'sort'>;
/** What a write needs besides the transaction: the file store (signed links), the live events, the time. */
export interface WorkOrderEnv {
  files: FileStore;
  events: EventBus;
  now: Date;
}

export const FORMATS: Record<string, { mime: string; magic: number[] }> = {
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  zip: { mime: 'application/zip', magic: [0x50, 0x4b] },
};

export function filters(principal: Principal, q: Filters, ...more: (SQL | undefined)[]) {
  const keyword = q.keyword ? likeEscape(q.keyword) : undefined;
  return scoped(
    principal,
    q.customerId ? eq(workOrders.customerId, q.customerId) : undefined,
    q.priority ? eq(workOrders.priority, q.priority) : undefined,
    q.category ? eq(workOrders.category, q.category) : undefined,
    keyword
      ? or(
          ilike(workOrders.workOrderNo, keyword),
          ilike(workOrders.title, keyword),
          ilike(workOrders.relatedNo, keyword),
        )
      : undefined,
    ...more,
  );
}

/** Refuses an action the ticket's status does not open, or one the caller's side may not take. */
export function assertOpen(row: WorkOrderRecord, action: WorkOrderAction, principal: Principal) {
  const status = row.status as WorkOrderStatus;
  if (!(workOrderActions[action].from as readonly string[]).includes(status)) throw refused(row, action);
  if (!canWorkOrder(status, action, sideOf(principal))) throw new BizError(ErrorCode.workOrderStaffOnly);
}

const refused = (row: WorkOrderRecord, action: WorkOrderAction) =>
  new BizError(ErrorCode.workOrderStatusRefused, {
    workOrderNo: row.workOrderNo,
    status: `$t(workOrders:status.${row.status})`,
    action: `$t(workOrders:action.${action})`,
  });

export function assertType(category: WorkOrderCategory, type: string) {
  if (!(workOrderTypes[category] as readonly string[]).includes(type))
    throw new BizError(ErrorCode.workOrderTypeMismatch, {
      type: `$t(workOrders:type.${type})`,
      category: `$t(workOrders:category.${category})`,
    });
}

export const byTicket = (row: WorkOrderRecord) =>
  and(eq(workOrders.tenantId, row.tenantId), eq(workOrders.id, row.id));

/**
 * Tells the tenant's open screens that a ticket changed (its list, its badge, its thread). Sent on
 * commit; a customer's screens keep to their own customer's tickets by the data they fetch.
 */
export const announce = (env: WorkOrderEnv, tx: Tx, row: WorkOrderRecord, kind: string) =>
  env.events.publish(
    {
      type: 'workOrder',
      tenantId: row.tenantId,
      data: { id: row.id, workOrderNo: row.workOrderNo, customerId: row.customerId, kind },
    },
    tx,
  );

const EXCERPT = 200;

/**
 * A staff reply is also a notice in the customer's information center, so a customer's user who is not
 * looking at the list still learns of it (the badge is only for open screens).
 */
export async function noticeCustomer(tx: Tx, row: WorkOrderRecord, body: string, now: Date) {
  const excerpt = body.length > EXCERPT ? `${body.slice(0, EXCERPT)}…` : body;
  for (const userId of await usersService.customerUserIds(tx, row.tenantId, row.customerId))
    await noticesService.post(
      tx,
      {
        tenantId: row.tenantId,
        userId,
        type: 'notice',
        title: 'workOrders:noticeReplyTitle',
        content: 'workOrders:noticeReplyContent',
        params: { workOrderNo: row.workOrderNo, title: row.title, body: excerpt },
      },
      now,
    );
}

/**
 * One move on a ticket: locks it, refuses an action its status or the caller's side does not open, runs
 * `work` on the locked row, and answers the ticket as it now stands.
 */
export async function act(
  tx: Tx,
  principal: Principal,
  id: string,
  action: WorkOrderAction,
  env: Omit<WorkOrderEnv, 'events'>,
  work: (row: WorkOrderRecord) => Promise<unknown>,
) {
  const row = await lockWorkOrder(tx, principal, id);
  assertOpen(row, action, principal);
  await work(row);
  return detailOf(tx, principal, row.id, env.files, env.now);
}
