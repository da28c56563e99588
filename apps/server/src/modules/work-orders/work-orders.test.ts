import {
  type AfterSalesStockLine,
  type MessageRow,
  messageEndpoints,
  uuidv7,
  type WorkOrderDetail,
  type WorkOrderFeeLine,
  type WorkOrderRow,
  workOrderEndpoints,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { stockOccupations, stocks, workOrderFees } from '../../db/schema/index.ts';
import {
  loginCustomerUser,
  type OkBody,
  type OrderWorld,
  orderWorld,
  putStock,
} from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const CUSTOMER_POINTS = [
  'workorder:list:create',
  'workorder:list:update',
  'workorder:list:reply',
  'workorder:list:cancel',
  'workorder:list:finish',
  'workorder:billing:create',
  'workorder:stock:lock',
];
// A 1×1 png.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describeEachDb('work orders', (env) => {
  let w: OrderWorld;
  let customer: string;
  let otherCustomer: string;
  beforeAll(async () => {
    w = await orderWorld(env());
    customer = await loginCustomerUser(env(), w.user.tenantId, w.customerId, CUSTOMER_POINTS);
    otherCustomer = await loginCustomerUser(env(), w.user.tenantId, w.customer2Id, CUSTOMER_POINTS);
  });

  const call = async <T>(
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
    token: string,
  ) => {
    const res = await env().call(endpoint, input as never, token);
    return res.json() as OkBody<T> & { code?: string };
  };
  const ok = async <T>(
    endpoint: Parameters<ReturnType<typeof env>['call']>[0],
    input: unknown,
    token: string,
  ) => {
    const body = await call<T>(endpoint, input, token);
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.data;
  };

  async function openTicket(token = customer) {
    const file = await ok<{ id: string }>(
      workOrderEndpoints.uploadFile,
      { fileName: 'damage.png', content: PNG },
      token,
    );
    return ok<WorkOrderDetail>(
      workOrderEndpoints.create,
      {
        category: 'afterSales',
        type: 'damagedGoods',
        priority: 'urgent',
        title: 'Broken mugs',
        description: 'Two mugs arrived broken',
        attachments: [file.id],
        relatedNo: 'DS0001',
      },
      token,
    );
  }

  it('a customer opens a ticket with an attachment for its own customer; staff reply; the customer sees it unread', async () => {
    const ticket = await openTicket();
    expect(ticket).toMatchObject({
      status: 'pending',
      customerId: w.customerId,
      priority: 'urgent',
      attachments: [expect.objectContaining({ name: 'damage.png', url: expect.stringContaining('/files/') })],
    });
    // Staff see it as news, then answer.
    const staffList = await ok<{ items: WorkOrderRow[] }>(
      workOrderEndpoints.getPageList,
      { tab: 'pending' },
      w.token,
    );
    expect(staffList.items.find((r) => r.id === ticket.id)).toMatchObject({ unread: 1 });
    await ok(workOrderEndpoints.getDetail, { id: ticket.id }, w.token);
    const replied = await ok<WorkOrderDetail>(
      workOrderEndpoints.reply,
      { id: ticket.id, body: 'We will replace them' },
      w.token,
    );
    expect(replied.status).toBe('processing');
    // The reply is also a notice in the customer's information center, in the caller's language.
    const inbox = await ok<{ items: MessageRow[] }>(
      messageEndpoints.getList,
      { pageIndex: 1, pageSize: 50 },
      customer,
    );
    expect(inbox.items.find((m) => m.title.includes(ticket.workOrderNo))).toMatchObject({
      type: 'notice',
      content: expect.stringContaining('We will replace them'),
    });
    // Staff do not notify themselves.
    const staffInbox = await ok<{ items: MessageRow[] }>(
      messageEndpoints.getList,
      { pageIndex: 1, pageSize: 50 },
      w.token,
    );
    expect(staffInbox.items.some((m) => m.title.includes(ticket.workOrderNo))).toBe(false);
    const counts = await ok<{ unread: number }>(workOrderEndpoints.getTabCounts, {}, customer);
    expect(counts.unread).toBe(1);
    // The customer answers without opening the ticket: staff have news, the customer's badge clears.
    await ok(workOrderEndpoints.reply, { id: ticket.id, body: 'Thanks' }, customer);
    const staffRows = await ok<{ items: WorkOrderRow[] }>(workOrderEndpoints.getPageList, {}, w.token);
    expect(staffRows.items.find((r) => r.id === ticket.id)).toMatchObject({ unread: 1, replyCount: 2 });
    await ok(workOrderEndpoints.reply, { id: ticket.id, body: 'You are welcome' }, w.token);
    const seen = await ok<WorkOrderDetail>(workOrderEndpoints.getDetail, { id: ticket.id }, customer);
    expect(seen.replies.map((r) => [r.side, r.body])).toEqual([
      ['warehouse', 'We will replace them'],
      ['customer', 'Thanks'],
      ['warehouse', 'You are welcome'],
    ]);
    expect((await ok<{ unread: number }>(workOrderEndpoints.getTabCounts, {}, customer)).unread).toBe(0);
    // The customer may read the attachment staff see, and staff the customer's.
    expect(seen.attachments).toHaveLength(1);
  });

  it('keeps each customer to its own tickets and refuses staff-only moves to customers', async () => {
    const ticket = await openTicket();
    expect((await call(workOrderEndpoints.getDetail, { id: ticket.id }, otherCustomer)).code).toBe(
      'WORK_ORDER_NOT_FOUND',
    );
    const theirs = await ok<{ items: WorkOrderRow[] }>(workOrderEndpoints.getPageList, {}, otherCustomer);
    expect(theirs.items.some((r) => r.customerId !== w.customer2Id)).toBe(false);
    expect((await call(workOrderEndpoints.reply, { id: ticket.id, body: 'hi' }, otherCustomer)).code).toBe(
      'WORK_ORDER_NOT_FOUND',
    );
    // A customer cannot open a ticket for another customer: its own is used whatever it names.
    const named = await ok<WorkOrderDetail>(
      workOrderEndpoints.create,
      { customerId: w.customer2Id, category: 'other', type: 'other', title: 'x', description: 'y' },
      customer,
    );
    expect(named.customerId).toBe(w.customerId);
    for (const [endpoint, input] of [
      [workOrderEndpoints.finish, { id: ticket.id }],
      [workOrderEndpoints.addFee, { workOrderId: ticket.id, lineId: uuidv7(), category: 'labour', fee: 5 }],
    ] as const)
      expect((await call(endpoint, input, customer)).code).toBe('WORK_ORDER_STAFF_ONLY');
    // Another customer's attachment cannot be referenced.
    const foreign = await ok<{ id: string }>(
      workOrderEndpoints.uploadFile,
      { fileName: 'x.png', content: PNG },
      otherCustomer,
    );
    expect(
      (
        await call(
          workOrderEndpoints.reply,
          { id: ticket.id, body: 'see file', attachments: [foreign.id] },
          customer,
        )
      ).code,
    ).toBe('FILE_NOT_FOUND');
  });

  it('refuses every move its status does not open', async () => {
    const ticket = await openTicket();
    const type = { category: 'afterSales', type: 'stockCheck', title: 't', description: 'd' };
    expect((await call(workOrderEndpoints.create, type, customer)).code).toBe('WORK_ORDER_TYPE_MISMATCH');
    await ok(workOrderEndpoints.reply, { id: ticket.id, body: 'on it' }, w.token);
    // Answered: no more editing or cancelling.
    expect(
      (
        await call(
          workOrderEndpoints.update,
          { id: ticket.id, category: 'other', type: 'other', title: 't', description: 'd' },
          customer,
        )
      ).code,
    ).toBe('WORK_ORDER_STATUS_REFUSED');
    expect((await call(workOrderEndpoints.cancel, { id: ticket.id }, customer)).code).toBe(
      'WORK_ORDER_STATUS_REFUSED',
    );
    await ok(workOrderEndpoints.finish, { id: ticket.id }, w.token);
    expect((await call(workOrderEndpoints.reply, { id: ticket.id, body: 'x' }, customer)).code).toBe(
      'WORK_ORDER_STATUS_REFUSED',
    );
    expect((await call(workOrderEndpoints.finish, { id: ticket.id }, w.token)).code).toBe(
      'WORK_ORDER_STATUS_REFUSED',
    );
    // A pending ticket may still be edited and cancelled by the customer.
    const other = await openTicket();
    const edited = await ok<WorkOrderDetail>(
      workOrderEndpoints.update,
      {
        id: other.id,
        category: 'other',
        type: 'other',
        title: 'Edited',
        description: 'd',
        priority: 'veryUrgent',
      },
      customer,
    );
    expect(edited).toMatchObject({ title: 'Edited', priority: 'veryUrgent', attachments: [] });
    expect((await ok<WorkOrderDetail>(workOrderEndpoints.cancel, { id: other.id }, customer)).status).toBe(
      'cancelled',
    );
  });

  it('records a billing line once however often it is sent, also after finishing', async () => {
    const ticket = await openTicket();
    await ok(workOrderEndpoints.finish, { id: ticket.id }, w.token);
    const line = {
      workOrderId: ticket.id,
      lineId: uuidv7(),
      category: 'labour',
      fee: 12.5,
      remark: 'Repack',
    };
    await ok(workOrderEndpoints.addFee, line, w.token);
    const again = await ok<WorkOrderDetail>(workOrderEndpoints.addFee, line, w.token);
    expect(again.fees).toEqual([
      expect.objectContaining({ category: 'labour', fee: 12.5, remark: 'Repack' }),
    ]);
    expect(again.fee).toBe(12.5);
    const rows = await env()
      .database.db.select()
      .from(workOrderFees)
      .where(and(eq(workOrderFees.tenantId, w.user.tenantId), eq(workOrderFees.workOrderId, ticket.id)));
    expect(rows).toEqual([
      expect.objectContaining({ feeCents: 1250, customerId: w.customerId, category: 'labour' }),
    ]);
    // The customer sees the fee on its ticket.
    const seen = await ok<WorkOrderDetail>(workOrderEndpoints.getDetail, { id: ticket.id }, customer);
    expect(seen.fee).toBe(12.5);
    // The billing screen lists every line with its ticket and the sum; a correction is a negative line.
    await ok(
      workOrderEndpoints.addFee,
      { workOrderId: ticket.id, lineId: uuidv7(), category: 'other', fee: -2.25, remark: 'Credit' },
      w.token,
    );
    const fees = async (token: string, category?: string) =>
      ok<{ items: WorkOrderFeeLine[]; total: number; feeTotal: number }>(
        workOrderEndpoints.getFeePageList,
        { keyword: ticket.workOrderNo, category },
        token,
      );
    const all = await fees(w.token);
    expect(all).toMatchObject({ total: 2, feeTotal: 10.25 });
    expect(all.items.map((l) => [l.workOrderNo, l.category, l.fee, l.customerId])).toEqual([
      [ticket.workOrderNo, 'other', -2.25, w.customerId],
      [ticket.workOrderNo, 'labour', 12.5, w.customerId],
    ]);
    expect(await fees(w.token, 'labour')).toMatchObject({ total: 1, feeTotal: 12.5 });
    expect((await fees(customer)).total).toBe(2);
    expect(await fees(otherCustomer)).toMatchObject({ total: 0, feeTotal: 0 });
  });

  it('holds after-sales stock through the stock lock and releases it by unlock quantity', async () => {
    await putStock(env(), w, 'SKU-002', 3, 10);
    const [stock] = await env()
      .database.db.select()
      .from(stocks)
      .where(and(eq(stocks.tenantId, w.user.tenantId), eq(stocks.productId, w.productIds['SKU-002']!)));
    const ticket = await openTicket();
    const locked = await ok<WorkOrderDetail>(
      workOrderEndpoints.lockStock,
      { workOrderId: ticket.id, stockId: stock!.id, quantity: 4 },
      w.token,
    );
    expect(locked.stock).toEqual([
      expect.objectContaining({ productNo: 'SKU-002', quantity: 4, locked: true }),
    ]);
    const lockedQty = async () =>
      (
        await env()
          .database.db.select({ n: stocks.lockedQty })
          .from(stocks)
          .where(and(eq(stocks.tenantId, w.user.tenantId), eq(stocks.id, stock!.id)))
      )[0]!.n;
    expect(await lockedQty()).toBe(4);
    const [hold] = await env()
      .database.db.select()
      .from(stockOccupations)
      .where(
        and(
          eq(stockOccupations.tenantId, w.user.tenantId),
          eq(stockOccupations.sourceNo, ticket.workOrderNo),
        ),
      );
    expect(hold).toMatchObject({ kind: 'lock', sourceModule: 'workOrder', quantity: 4 });
    const lineId = locked.stock[0]!.id;
    const unlocked = await ok<WorkOrderDetail>(
      workOrderEndpoints.unlockStock,
      { workOrderId: ticket.id, lineId },
      w.token,
    );
    expect(unlocked.stock[0]).toMatchObject({ locked: false });
    expect(await lockedQty()).toBe(0);
    // Twice is refused by the stock service: nothing is held any more.
    expect(
      (await call(workOrderEndpoints.unlockStock, { workOrderId: ticket.id, lineId }, w.token)).success,
    ).toBe(false);
    // The after-sales stock screen lists the line with its ticket; the ticket's customer sees it, no other.
    const stockLines = async (token: string, locked?: 'locked' | 'unlocked') =>
      ok<{ items: AfterSalesStockLine[]; total: number }>(
        workOrderEndpoints.getStockPageList,
        { keyword: ticket.workOrderNo, locked },
        token,
      );
    expect((await stockLines(w.token)).items).toEqual([
      expect.objectContaining({
        id: lineId,
        workOrderNo: ticket.workOrderNo,
        stockId: stock!.id,
        productNo: 'SKU-002',
        quantity: 4,
        locked: false,
      }),
    ]);
    expect((await stockLines(w.token, 'locked')).total).toBe(0);
    expect((await stockLines(customer, 'unlocked')).total).toBe(1);
    expect((await stockLines(otherCustomer)).total).toBe(0);
    // Another customer's stock cannot be held for this ticket.
    const theirTicket = await openTicket(otherCustomer);
    expect(
      (
        await call(
          workOrderEndpoints.lockStock,
          { workOrderId: theirTicket.id, stockId: stock!.id, quantity: 1 },
          w.token,
        )
      ).code,
    ).toBe('WORK_ORDER_STOCK_OTHER_CUSTOMER');
  });
});
