import {
  applyShipmentAction,
  canReceive,
  ErrorCode,
  type ReceivingEventPayload,
  type ShipmentStatus,
  uuidv7,
} from '@wms/api';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inboundLines, inboundShipments, products } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { EventMeta, SyncUnit } from '../../platform/sync/event-handlers.ts';
import { codeKey, insertLines, updateLines, updateShipments } from './receipt-writes.ts';
import { appendShipmentLogs, type ShipmentLogEntry } from './shipment-log.ts';
import { type ShipmentRecord, scoped } from './shipment-rows.ts';

type Receive = ReceivingEventPayload<'inbound.receive'>;
export type LineRecord = typeof inboundLines.$inferSelect;
interface ProductCodes {
  id: string;
  customerId: string;
  codes: string[];
}

const codesOf = (p: {
  productNo: string;
  upc: string | null;
  productBarcode: string | null;
  cartonBarcode: string | null;
}) => [p.productNo, p.upc, p.productBarcode, p.cartonBarcode].filter((c): c is string => !!c).map(codeKey);

/**
 * The containers counted in one push, loaded in three queries (containers locked FOR UPDATE), counted in
 * memory by the `inbound.receive` handler and written back in at most four statements, so 200 scans cost
 * a dozen round trips rather than a thousand.
 */
export class ReceiptBook implements SyncUnit<Receive> {
  readonly tx: Tx;
  readonly principal: Principal;
  private readonly now: Date;
  private readonly shipments = new Map<string, ShipmentRecord>();
  private readonly lines = new Map<string, LineRecord[]>();
  private readonly productsById = new Map<string, ProductCodes>();
  private readonly dirtyShipments = new Set<ShipmentRecord>();
  private readonly dirtyLines = new Set<LineRecord>();
  private readonly added = new Set<LineRecord>();
  private logs: ShipmentLogEntry[] = [];

  constructor(tx: Tx, principal: Principal, now: Date) {
    this.tx = tx;
    this.principal = principal;
    this.now = now;
  }

  async prefetch(payloads: readonly Receive[]): Promise<void> {
    const ids = [...new Set(payloads.map((p) => p.shipmentId))];
    if (!ids.length) return;
    const { tx, principal } = this;
    const found = await tx
      .select()
      .from(inboundShipments)
      .where(scoped(principal, inArray(inboundShipments.id, ids)))
      .orderBy(inboundShipments.id)
      .for('update');
    for (const row of found) if (row.status !== 'removed') this.shipments.set(row.id, row);
    const lines = await tx
      .select()
      .from(inboundLines)
      .where(and(eq(inboundLines.tenantId, principal.tenantId), inArray(inboundLines.shipmentId, ids)));
    for (const line of lines)
      this.lines.set(line.shipmentId, [...(this.lines.get(line.shipmentId) ?? []), line]);
    await this.loadProducts(
      lines.map((l) => l.productId),
      payloads.filter((p) => p.unexpected).map((p) => codeKey(p.code)),
    );
  }

  /** The lines' products, and the customers' products an unexpected scan may name. */
  private async loadProducts(ids: string[], unexpectedCodes: string[]) {
    const customers = [...new Set([...this.shipments.values()].map((s) => s.customerId))];
    const byCode =
      unexpectedCodes.length && customers.length
        ? and(
            inArray(products.customerId, customers),
            or(
              ...(['productNo', 'upc', 'productBarcode', 'cartonBarcode'] as const).map((c) =>
                inArray(sql`upper(trim(${products[c]}))`, unexpectedCodes),
              ),
            ),
          )
        : undefined;
    const where = or(ids.length ? inArray(products.id, [...new Set(ids)]) : undefined, byCode);
    if (!where) return;
    const rows = await this.tx
      .select()
      .from(products)
      .where(and(eq(products.tenantId, this.principal.tenantId), where));
    for (const p of rows)
      this.productsById.set(p.id, { id: p.id, customerId: p.customerId, codes: codesOf(p) });
  }

  private shipment(id: string): ShipmentRecord {
    const row = this.shipments.get(id);
    if (!row) throw new BizError(ErrorCode.shipmentUnknown);
    return row;
  }

  private lineFor(shipment: ShipmentRecord, input: Receive): LineRecord {
    const key = codeKey(input.code);
    const lines = this.lines.get(shipment.id) ?? [];
    const onShipment = lines.find((l) => this.productsById.get(l.productId)?.codes.includes(key));
    if (onShipment) return onShipment;
    if (!input.unexpected)
      throw new BizError(ErrorCode.receiveNotOnShipment, {
        code: input.code,
        containerNo: shipment.containerNo,
      });
    const product = [...this.productsById.values()].find(
      (p) => p.customerId === shipment.customerId && p.codes.includes(key),
    );
    if (!product) throw new BizError(ErrorCode.receiveUnknownCode, { code: input.code });
    const line = this.newLine(shipment, lines, product.id);
    this.lines.set(shipment.id, [...lines, line]);
    this.added.add(line);
    return line;
  }

  private newLine(shipment: ShipmentRecord, lines: LineRecord[], productId: string): LineRecord {
    const userId = this.principal.userId;
    return {
      tenantId: this.principal.tenantId,
      id: uuidv7(this.now.getTime()),
      shipmentId: shipment.id,
      lineNo: Math.max(0, ...lines.map((l) => l.lineNo)) + 1,
      productId,
      cartonCount: 0,
      qty: 0,
      weightHundredths: 0,
      cbmHundredths: 0,
      valueCents: 0,
      receivedQty: 0,
      damagedQty: 0,
      receivedCartons: 0,
      shelvedQty: 0,
      unexpected: true,
      restockId: null,
      createdAt: this.now,
      createdBy: userId,
      updatedAt: this.now,
      updatedBy: userId,
    };
  }

  /** Counts one scan; the first count of a container that is not yet delivered delivers it. */
  receive(input: Receive, event: EventMeta) {
    const shipment = this.shipment(input.shipmentId);
    const status = shipment.status as ShipmentStatus;
    if (!canReceive(status, shipment.receiptState as 'notReceived'))
      throw new BizError(ErrorCode.receiveNotOpen, {
        containerNo: shipment.containerNo,
        status: `$t(shipments:status.${status})`,
      });
    const line = this.lineFor(shipment, input);
    line.receivedQty += input.qty;
    line.damagedQty += input.damaged ? input.qty : 0;
    line.receivedCartons += input.cartons;
    this.dirtyLines.add(line);
    if (status !== 'delivered') {
      const moved = applyShipmentAction(status, 'deliver');
      if (moved.ok) {
        this.logs.push({ shipmentId: shipment.id, action: 'deliver', before: status, after: moved.status });
        Object.assign(shipment, {
          status: moved.status,
          deliveryTime: shipment.deliveryTime ?? event.occurredAt,
        });
      }
    }
    if (shipment.receiptState === 'notReceived') {
      this.logs.push({ shipmentId: shipment.id, action: 'receive', before: 'delivered', after: 'delivered' });
      shipment.receiptState = 'partlyReceived';
    }
    shipment.countCarton += input.cartons;
    this.dirtyShipments.add(shipment);
    return { shipmentId: shipment.id, status: shipment.status, receiptState: shipment.receiptState };
  }

  async flush(): Promise<void> {
    const { tx, principal } = this;
    if (this.added.size) await tx.execute(insertLines(principal, [...this.added]));
    const updated = [...this.dirtyLines].filter((l) => !this.added.has(l));
    if (updated.length) await tx.execute(updateLines(principal, updated));
    if (this.dirtyShipments.size) await tx.execute(updateShipments(principal, [...this.dirtyShipments]));
    await appendShipmentLogs(tx, principal.tenantId, principal.userId, this.logs, this.now);
    this.added.clear();
    this.dirtyLines.clear();
    this.dirtyShipments.clear();
    this.logs = [];
  }
}
