import {
  ErrorCode,
  uuidv7,
  type workOrderCreateSchema,
  type workOrderFeeInput,
  type workOrderFileInput,
  type workOrderListQuery,
  type workOrderLockInput,
  type workOrderReplySchema,
  workOrderTabNames,
  workOrderTabs,
  type workOrderUnlockInput,
  type workOrderUpdateSchema,
} from '@wms/api';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  stocks,
  workOrderFees,
  workOrderReplies,
  workOrderStock,
  workOrders,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { assertFileReadable, type FileStore } from '../../platform/files.ts';
import { toCents } from '../../platform/money.ts';
import { pageWindow } from '../../platform/values.ts';
import { stockService } from '../inventory/stock.service.ts';
import { detailOf, selectRows, sideOf, unreadOf } from './work-order-rows.ts';

import {
  act,
  announce,
  assertType,
  byTicket,
  type Filters,
  FORMATS,
  filters,
  noticeCustomer,
  type WorkOrderEnv,
} from './work-order-rules.ts';

/** Work orders: list, counts, detail, open, edit, the thread, finish, cancel, billing, after-sales stock. */
export const workOrdersService = {
  async list(tx: Tx, principal: Principal, q: z.output<typeof workOrderListQuery>) {
    const where = filters(principal, q, inArray(workOrders.status, [...workOrderTabs[q.tab]]));
    const rows = await selectRows(tx, principal, where, pageWindow(q));
    const [total] = await tx.select({ n: count() }).from(workOrders).where(where);
    return { items: rows.map(({ record: _r, ...row }) => row), total: total?.n ?? 0 };
  },

  /** One grouped count over the tabs, and how many tickets hold replies the caller's side has not read. */
  async tabCounts(tx: Tx, principal: Principal, q: Filters) {
    const byStatus = await tx
      .select({ status: workOrders.status, n: count() })
      .from(workOrders)
      .where(filters(principal, q))
      .groupBy(workOrders.status);
    const n = new Map(byStatus.map((r) => [r.status, r.n]));
    const [unread] = await tx
      .select({ n: count() })
      .from(workOrders)
      .where(filters(principal, q, gt(unreadOf(principal), 0)));
    return {
      tabs: Object.fromEntries(
        workOrderTabNames.map((tab) => [
          tab,
          (workOrderTabs[tab] as readonly string[]).reduce((s, status) => s + (n.get(status) ?? 0), 0),
        ]),
      ) as Record<(typeof workOrderTabNames)[number], number>,
      unread: unread?.n ?? 0,
    };
  },

  /** Opening a ticket reads the replies of the other side: its unread count for the caller's side clears. */
  async detail(tx: Tx, principal: Principal, id: string, env: Omit<WorkOrderEnv, 'events'>) {
    const detail = await detailOf(tx, principal, id, env.files, env.now);
    if (detail.unread > 0)
      await tx
        .update(workOrders)
        .set(sideOf(principal) === 'customer' ? { customerUnread: 0 } : { staffUnread: 0 })
        .where(and(eq(workOrders.tenantId, principal.tenantId), eq(workOrders.id, id)));
    return { ...detail, unread: 0 };
  },

  /** Stores an attachment as a file of the ticket's customer, so both sides may read it. */
  async uploadFile(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof workOrderFileInput>,
    store: FileStore,
  ) {
    const customerId = principal.customerId ?? input.customerId;
    if (!customerId || !canAccess(principal, { customerId }))
      throw new BizError(ErrorCode.workOrderNeedsCustomer);
    const format = FORMATS[input.fileName.split('.').pop()!.toLowerCase()];
    const content = Buffer.from(input.content, 'base64');
    if (!format?.magic.every((byte, i) => content[i] === byte)) throw new BizError(ErrorCode.uploadFormat);
    const file = await store.save(
      tx,
      {
        tenantId: principal.tenantId,
        name: input.fileName,
        mime: format.mime,
        createdBy: principal.userId,
        customerId,
      },
      content,
    );
    return { id: file.id, name: file.name };
  },

  async create(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof workOrderCreateSchema>,
    env: WorkOrderEnv,
  ) {
    const customerId = principal.customerId ?? input.customerId;
    if (!customerId) throw new BizError(ErrorCode.workOrderNeedsCustomer);
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, principal.tenantId), eq(customers.id, customerId)));
    if (!customer || !canAccess(principal, { customerId, warehouseId: input.warehouseId }))
      throw new BizError(ErrorCode.workOrderNeedsCustomer);
    assertType(input.category, input.type);
    for (const file of input.attachments) await assertFileReadable(tx, principal, file);
    const id = uuidv7(env.now.getTime());
    const customerSide = sideOf(principal) === 'customer';
    const [row] = await tx
      .insert(workOrders)
      .values({
        id,
        tenantId: principal.tenantId,
        workOrderNo: await nextNumber(tx, principal.tenantId, 'workOrder', 'WO', env.now),
        customerId,
        warehouseId: input.warehouseId ?? null,
        category: input.category,
        type: input.type,
        priority: input.priority,
        title: input.title,
        description: input.description,
        attachments: input.attachments,
        relatedNo: input.relatedNo ?? null,
        // A new ticket is news to the side that did not open it.
        staffUnread: customerSide ? 1 : 0,
        customerUnread: customerSide ? 0 : 1,
        createdAt: env.now,
        createdBy: principal.userId,
        updatedAt: env.now,
        updatedBy: principal.userId,
      })
      .returning();
    await announce(env, tx, row!, 'created');
    return detailOf(tx, principal, id, env.files, env.now);
  },

  async update(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof workOrderUpdateSchema>,
    env: WorkOrderEnv,
  ) {
    return act(tx, principal, input.id, 'edit', env, async (row) => {
      assertType(input.category, input.type);
      const kept = new Set(row.attachments);
      for (const file of input.attachments)
        if (!kept.has(file)) await assertFileReadable(tx, principal, file);
      if (input.warehouseId && !canAccess(principal, { warehouseId: input.warehouseId }))
        throw new BizError(ErrorCode.recordNotFound);
      await tx
        .update(workOrders)
        .set({
          category: input.category,
          type: input.type,
          priority: input.priority,
          title: input.title,
          description: input.description,
          attachments: input.attachments,
          warehouseId: input.warehouseId ?? null,
          relatedNo: input.relatedNo ?? null,
          updatedAt: env.now,
          updatedBy: principal.userId,
        })
        .where(byTicket(row));
      await announce(env, tx, row, 'updated');
    });
  },

  /**
   * A reply of the caller's side. The other side's unread count grows (its badge) and the replier's
   * clears; a warehouse reply to a pending ticket starts processing it.
   */
  async reply(tx: Tx, principal: Principal, input: z.output<typeof workOrderReplySchema>, env: WorkOrderEnv) {
    return act(tx, principal, input.id, 'reply', env, async (row) => {
      for (const file of input.attachments) await assertFileReadable(tx, principal, file);
      const side = sideOf(principal);
      await tx.insert(workOrderReplies).values({
        tenantId: row.tenantId,
        id: uuidv7(env.now.getTime()),
        workOrderId: row.id,
        side,
        body: input.body,
        attachments: input.attachments,
        authorId: principal.userId,
        createdAt: env.now,
      });
      await tx
        .update(workOrders)
        .set({
          // News for the other side; the replier has read the thread it answers.
          ...(side === 'customer'
            ? { staffUnread: sql`${workOrders.staffUnread} + 1`, customerUnread: 0 }
            : { customerUnread: sql`${workOrders.customerUnread} + 1`, staffUnread: 0 }),
          status: side === 'warehouse' && row.status === 'pending' ? 'processing' : row.status,
          lastReplyAt: env.now,
          updatedAt: env.now,
          updatedBy: principal.userId,
        })
        .where(byTicket(row));
      await announce(env, tx, row, 'reply');
      if (side === 'warehouse') await noticeCustomer(tx, row, input.body, env.now);
    });
  },

  /** Check finish, or cancel: moves that change nothing but the status. */
  async move(tx: Tx, principal: Principal, id: string, action: 'finish' | 'cancel', env: WorkOrderEnv) {
    return act(tx, principal, id, action, env, async (row) => {
      await tx
        .update(workOrders)
        .set({
          status: action === 'finish' ? 'finished' : 'cancelled',
          ...(action === 'finish' ? { finishedAt: env.now, finishedBy: principal.userId } : {}),
          updatedAt: env.now,
          updatedBy: principal.userId,
        })
        .where(byTicket(row));
      await announce(env, tx, row, action);
    });
  },

  /**
   * A billing line: a durable, immutable row of `work_order_fees` the finance work bills. Its id comes from
   * the form, so a resent request records the fee once.
   */
  async addFee(tx: Tx, principal: Principal, input: z.output<typeof workOrderFeeInput>, env: WorkOrderEnv) {
    return act(tx, principal, input.workOrderId, 'addFee', env, async (row) => {
      const [taken] = await tx
        .select({ workOrderId: workOrderFees.workOrderId })
        .from(workOrderFees)
        .where(and(eq(workOrderFees.tenantId, row.tenantId), eq(workOrderFees.id, input.lineId)));
      if (taken && taken.workOrderId !== row.id) throw new BizError(ErrorCode.recordNotFound);
      await tx
        .insert(workOrderFees)
        .values({
          tenantId: row.tenantId,
          id: input.lineId,
          workOrderId: row.id,
          customerId: row.customerId,
          warehouseId: row.warehouseId,
          category: input.category,
          feeCents: toCents(input.fee),
          remark: input.remark ?? null,
          occurredAt: env.now,
          createdBy: principal.userId,
        })
        .onConflictDoNothing();
      await announce(env, tx, row, 'fee');
    });
  },

  /** After-sales stock: holds units of one of the customer's stock rows through the stock service's lock. */
  async lockStock(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof workOrderLockInput>,
    env: WorkOrderEnv,
  ) {
    return act(tx, principal, input.workOrderId, 'lockStock', env, async (row) => {
      const [stock] = await tx
        .select({
          customerId: stocks.customerId,
          warehouseId: stocks.warehouseId,
          productId: stocks.productId,
        })
        .from(stocks)
        .where(and(eq(stocks.tenantId, row.tenantId), eq(stocks.id, input.stockId)));
      if (!stock || !canAccess(principal, stock)) throw new BizError(ErrorCode.recordNotFound);
      if (stock.customerId !== row.customerId) throw new BizError(ErrorCode.workOrderStockOtherCustomer);
      const held = await stockService.lock(
        tx,
        { tenantId: row.tenantId, userId: principal.userId },
        {
          stockId: input.stockId,
          quantity: input.quantity,
          source: { sourceNo: row.workOrderNo, sourceModule: 'workOrder' },
        },
        env.now,
      );
      await tx.insert(workOrderStock).values({
        tenantId: row.tenantId,
        id: uuidv7(env.now.getTime()),
        workOrderId: row.id,
        occupationId: held.id,
        stockId: input.stockId,
        productId: stock.productId,
        quantity: input.quantity,
        createdAt: env.now,
        createdBy: principal.userId,
        updatedAt: env.now,
        updatedBy: principal.userId,
      });
    });
  },

  /** Unlock quantity: releases what a line still holds (the stock service refuses goods already shipped). */
  async unlockStock(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof workOrderUnlockInput>,
    env: WorkOrderEnv,
  ) {
    return act(tx, principal, input.workOrderId, 'unlockStock', env, async (row) => {
      const [line] = await tx
        .select()
        .from(workOrderStock)
        .where(
          and(
            eq(workOrderStock.tenantId, row.tenantId),
            eq(workOrderStock.workOrderId, row.id),
            eq(workOrderStock.id, input.lineId),
          ),
        )
        .for('update');
      if (!line) throw new BizError(ErrorCode.workOrderStockNotFound);
      await stockService.unlock(
        tx,
        { tenantId: row.tenantId, userId: principal.userId },
        line.occupationId,
        env.now,
      );
      await tx
        .update(workOrderStock)
        .set({
          unlockedAt: env.now,
          unlockedBy: principal.userId,
          updatedAt: env.now,
          updatedBy: principal.userId,
        })
        .where(and(eq(workOrderStock.tenantId, row.tenantId), eq(workOrderStock.id, line.id)));
    });
  },
};
