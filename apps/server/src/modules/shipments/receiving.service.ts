import {
  applyShipmentAction,
  canFinishReceipt,
  ErrorCode,
  goodQty,
  lineDifference,
  type ReceivingEventPayload,
  receiptDiffers,
  type ShipmentStatus,
} from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  inboundLines,
  inboundPallets,
  inboundShipments,
  inboundUnloadings,
  products,
  users,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { EventMeta } from '../../platform/sync/event-handlers.ts';
import { iso, notFound } from '../../platform/values.ts';
import { stockService } from '../inventory/stock.service.ts';
import { receivingAreaService } from '../locations/receiving-area.service.ts';
import { mailPushService } from '../mail/mail-push.service.ts';
import { noticesService } from '../notices/notices.service.ts';
import { palletsService } from '../pallets/pallets.service.ts';
import { restockService } from '../restock/restock.service.ts';
import { usersService } from '../users/users.service.ts';
import { ReceiptBook } from './receipt-book.ts';
import { appendShipmentLogs } from './shipment-log.ts';
import { type ShipmentRecord, scoped } from './shipment-rows.ts';
import { byId, lockShipment, refusal } from './shipment-store.ts';

/** A container's lines with their product numbers, in line order. */
export async function countedLines(tx: Tx, tenantId: string, shipmentId: string) {
  return tx
    .select({ line: inboundLines, productNo: products.productNo })
    .from(inboundLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, inboundLines.tenantId), eq(products.id, inboundLines.productId)),
    )
    .where(and(eq(inboundLines.tenantId, tenantId), eq(inboundLines.shipmentId, shipmentId)))
    .orderBy(asc(inboundLines.lineNo));
}

type Counted = Awaited<ReturnType<typeof countedLines>>;

/** The good pieces go to the receiving area as stock, each line with its to-be-shelved row. */
async function stage(tx: Tx, principal: Principal, row: ShipmentRecord, lines: Counted, now: Date) {
  const good = lines.filter(({ line }) => goodQty(line) > 0);
  if (!good.length) return;
  const area = await receivingAreaService.locate(tx, principal, row.warehouseId);
  const key = { warehouseId: row.warehouseId, customerId: row.customerId };
  const source = { sourceNo: row.transportNo, sourceModule: 'inbound' };
  await stockService.receive(
    tx,
    principal,
    good.map(({ line }) => ({
      ...key,
      productId: line.productId,
      locationId: area.id,
      quantity: goodQty(line),
      ...source,
    })),
    now,
  );
  for (const { line } of good) {
    const restock = await restockService.request(
      tx,
      principal,
      { ...key, productId: line.productId, quantity: goodQty(line), stagedLocationId: area.id, ...source },
      now,
    );
    await tx
      .update(inboundLines)
      .set({ restockId: restock.id })
      .where(and(eq(inboundLines.tenantId, principal.tenantId), eq(inboundLines.id, line.id)));
  }
}

/** The pallets built on the dock get pallet codes of use "receipt", linked to the container for labels. */
async function receiptPallets(tx: Tx, principal: Principal, row: ShipmentRecord, count: number) {
  if (count <= 0) return;
  const made = await palletsService.generate(tx, principal, {
    warehouseId: row.warehouseId,
    use: 'receipt',
    printSize: '4x6',
    plqty: count,
  });
  await tx
    .insert(inboundPallets)
    .values(made.items.map((p) => ({ tenantId: principal.tenantId, palletId: p.id, shipmentId: row.id })));
}

/** Tells the customer's users what differs, in their information center. */
async function postDiscrepancy(tx: Tx, row: ShipmentRecord, lines: Counted, now: Date) {
  const sum = (pick: (d: ReturnType<typeof lineDifference>) => number) =>
    lines.reduce((n, { line }) => n + pick(lineDifference(line)), 0);
  const params = {
    containerNo: row.containerNo,
    transportNo: row.transportNo,
    short: sum((d) => d.short),
    over: sum((d) => d.over),
    damaged: sum((d) => d.damaged),
    unexpected: lines.filter(({ line }) => line.unexpected).length,
  };
  for (const userId of await usersService.customerUserIds(tx, row.tenantId, row.customerId))
    await noticesService.post(
      tx,
      {
        tenantId: row.tenantId,
        userId,
        type: 'notice',
        title: 'shipments:notice.discrepancyTitle',
        content: 'shipments:notice.discrepancyContent',
        params,
      },
      now,
    );
  await mailPushService.queue(
    tx,
    {
      tenantId: row.tenantId,
      customerId: row.customerId,
      event: 'discrepancy',
      sourceNo: row.containerNo,
      params,
      userId: null,
    },
    now,
  );
}

/** Counting on the dock, closing the unloading, and the discrepancy report. */
export const receivingService = {
  /** The online twin of the `inbound.receive` event: one scan through the same receipt book. */
  async receive(
    tx: Tx,
    principal: Principal,
    input: ReceivingEventPayload<'inbound.receive'>,
    event: EventMeta,
  ) {
    const book = new ReceiptBook(tx, principal, event.receivedAt);
    await book.prefetch([input]);
    const result = book.receive(input, event);
    await book.flush();
    return result;
  },

  /**
   * Closes the unloading: good pieces become stock in the receiving area and wait to be shelved, the
   * container is emptied, the unloading is recorded once for billing, and a differing count is reported
   * to the customer.
   */
  async finish(tx: Tx, principal: Principal, input: ReceivingEventPayload<'inbound.finish'>, now: Date) {
    const row = await lockShipment(tx, principal, input.shipmentId);
    if (!canFinishReceipt(row.status as ShipmentStatus, row.receiptState as 'received')) {
      if (row.receiptState === 'notReceived')
        throw new BizError(ErrorCode.receiveNothingCounted, { containerNo: row.containerNo });
      throw refusal(row, 'empty');
    }
    const lines = await countedLines(tx, principal.tenantId, row.id);
    await stage(tx, principal, row, lines, now);
    const differs = receiptDiffers(lines.map((l) => l.line));
    const emptied = applyShipmentAction(row.status as ShipmentStatus, 'empty');
    const to = emptied.ok ? emptied.status : (row.status as ShipmentStatus);
    const nothingGood = lines.every(({ line }) => goodQty(line) <= 0);
    const status = nothingGood ? 'shelved' : to;
    await tx
      .update(inboundShipments)
      .set({
        status,
        receiptState: 'received',
        receivedDiffers: differs,
        receivedTime: now,
        emptiedTime: now,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(byId(principal.tenantId, row.id));
    await appendShipmentLogs(
      tx,
      principal.tenantId,
      principal.userId,
      [
        { shipmentId: row.id, action: 'empty', before: row.status, after: to },
        ...(nothingGood ? [{ shipmentId: row.id, action: 'shelve', before: to, after: status }] : []),
      ],
      now,
    );
    await tx
      .insert(inboundUnloadings)
      .values({
        tenantId: principal.tenantId,
        shipmentId: row.id,
        warehouseId: row.warehouseId,
        customerId: row.customerId,
        transportNo: row.transportNo,
        containerType: row.containerType,
        cartons: lines.reduce((n, { line }) => n + line.receivedCartons, 0),
        pieces: lines.reduce((n, { line }) => n + line.receivedQty, 0),
        cbmHundredths: row.cbmHundredths,
        pallets: input.pallets,
        unloadedAt: now,
        unloadedBy: principal.userId,
      })
      .onConflictDoNothing();
    await receiptPallets(tx, principal, row, input.pallets);
    if (differs) await postDiscrepancy(tx, row, lines, now);
    return { shipmentId: row.id, status, receiptState: 'received' };
  },

  /** What differs between the forecast and the count, and the unloading, for the detail page. */
  async discrepancy(tx: Tx, principal: Principal, id: string) {
    const [row] = await tx
      .select()
      .from(inboundShipments)
      .where(scoped(principal, eq(inboundShipments.id, id)));
    if (!row || row.status === 'removed') notFound();
    const lines = await countedLines(tx, principal.tenantId, id);
    const [unloading] = await tx
      .select({ u: inboundUnloadings, name: users.displayName })
      .from(inboundUnloadings)
      .leftJoin(
        users,
        and(eq(users.tenantId, inboundUnloadings.tenantId), eq(users.id, inboundUnloadings.unloadedBy)),
      )
      .where(and(eq(inboundUnloadings.tenantId, principal.tenantId), eq(inboundUnloadings.shipmentId, id)));
    return {
      differs: row.receivedDiffers,
      lines: lines
        .map(({ line, productNo }) => ({
          lineId: line.id,
          productNo,
          forecastQty: line.qty,
          receivedQty: line.receivedQty,
          ...lineDifference(line),
        }))
        .filter((l) => l.short || l.over || l.damaged || l.unexpected),
      unloading: unloading
        ? {
            containerType: unloading.u.containerType as 'LCL',
            cartons: unloading.u.cartons,
            cbm: unloading.u.cbmHundredths / 100,
            pallets: unloading.u.pallets,
            unloadedTime: iso(unloading.u.unloadedAt),
            unloadedByName: unloading.name,
          }
        : null,
    };
  },
};
