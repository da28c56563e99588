import { applyShipmentAction, ErrorCode, type ShipmentInput, uuidv7 } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { inboundLines, inboundShipments, products } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { findWarehouse } from '../warehouses/warehouses.service.ts';
import { appendShipmentLogs } from './shipment-log.ts';
import { lockShipment, refusal } from './shipment-store.ts';

const toHundredths = (n: number) => Math.round(n * 100);

/** The customer may ship into the warehouse, and every product is one of the customer's. */
async function checkRefs(tx: Tx, principal: Principal, input: ShipmentInput) {
  const customer = await findCustomer(tx, principal, input.customerId);
  const warehouse = await findWarehouse(tx, principal, input.warehouseId);
  if (customer.warehouseIds.length && !customer.warehouseIds.includes(warehouse.id))
    throw new BizError(ErrorCode.shipmentWarehouseUnavailable);
  const ids = input.lines.map((l) => l.productId);
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, principal.tenantId),
        eq(products.customerId, customer.id),
        inValues(products.id, ids, 'uuid'),
        isNull(products.deletedAt),
      ),
    );
  const known = new Set(found.map((p) => p.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new BizError(ErrorCode.shipmentProductUnknown, { productId: unknown });
}

/** Header sums of the lines, kept on the header so lists read no lines. */
function totals(lines: ShipmentInput['lines']) {
  const sum = (f: (l: ShipmentInput['lines'][number]) => number) => lines.reduce((n, l) => n + f(l), 0);
  return {
    cartonCountSend: sum((l) => l.cartonCount),
    qtyTotal: sum((l) => l.qty),
    cbmHundredths: sum((l) => toHundredths(l.cbm)),
    weightHundredths: sum((l) => toHundredths(l.weight)),
    valueCents: sum((l) => toHundredths(l.value)),
    lineCount: lines.length,
  };
}

async function writeLines(tx: Tx, principal: Principal, shipmentId: string, input: ShipmentInput, now: Date) {
  await tx
    .delete(inboundLines)
    .where(and(eq(inboundLines.tenantId, principal.tenantId), eq(inboundLines.shipmentId, shipmentId)));
  await tx.insert(inboundLines).values(
    input.lines.map((l, i) => ({
      tenantId: principal.tenantId,
      id: uuidv7(now.getTime()),
      shipmentId,
      lineNo: i + 1,
      productId: l.productId,
      cartonCount: l.cartonCount,
      qty: l.qty,
      weightHundredths: toHundredths(l.weight),
      cbmHundredths: toHundredths(l.cbm),
      valueCents: toHundredths(l.value),
      createdAt: now,
      createdBy: principal.userId,
      updatedAt: now,
      updatedBy: principal.userId,
    })),
  );
}

const header = (input: ShipmentInput) => ({
  containerNo: input.containerNo.toUpperCase(),
  containerType: input.containerType,
  transportType: input.transportType,
  transportCompany: input.transportCompany,
  warehouseId: input.warehouseId,
  customerId: input.customerId,
  etd: input.etd,
  eta: input.eta,
  etaPort: input.etaPort,
  etaWarehouse: input.etaWarehouse,
  boxNo: input.boxNo,
  remark: input.remark,
  ...totals(input.lines),
});

/** A unique-index clash on the batch number becomes a refusal naming it. */
async function guardTransportNo<T>(transportNo: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.shipmentTransportNoTaken, { transportNo });
    throw error;
  }
}

/** Forecasts a container: status forecast, batch number generated when blank. Returns its id. */
async function createShipment(tx: Tx, principal: Principal, input: ShipmentInput, now: Date) {
  await checkRefs(tx, principal, input);
  const id = uuidv7(now.getTime());
  const transportNo =
    input.transportNo ?? (await nextNumber(tx, principal.tenantId, 'inboundShipment', 'IB', now));
  await guardTransportNo(transportNo, () =>
    tx.insert(inboundShipments).values({
      ...header(input),
      tenantId: principal.tenantId,
      id,
      transportNo,
      status: 'forecast',
      createdAt: now,
      createdBy: principal.userId,
      updatedAt: now,
      updatedBy: principal.userId,
    }),
  );
  await writeLines(tx, principal, id, input, now);
  await appendShipmentLogs(
    tx,
    principal.tenantId,
    principal.userId,
    [{ shipmentId: id, action: 'create', after: 'forecast' }],
    now,
  );
  return id;
}

/** Edits a forecast; a rejected one is forecast again and loses its reject reason. */
async function updateShipment(
  tx: Tx,
  principal: Principal,
  input: ShipmentInput & { id: string },
  now: Date,
) {
  const row = await lockShipment(tx, principal, input.id);
  const status = row.status as Parameters<typeof applyShipmentAction>[0];
  if (status !== 'forecast') {
    const moved = applyShipmentAction(status, 'resubmit');
    if (!moved.ok) throw refusal(row, 'edit');
  }
  await checkRefs(tx, principal, input);
  const transportNo = input.transportNo ?? row.transportNo;
  await guardTransportNo(transportNo, () =>
    tx
      .update(inboundShipments)
      .set({
        ...header(input),
        transportNo,
        status: 'forecast',
        rejectReason: null,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(and(eq(inboundShipments.tenantId, principal.tenantId), eq(inboundShipments.id, row.id))),
  );
  await writeLines(tx, principal, row.id, input, now);
  await appendShipmentLogs(
    tx,
    principal.tenantId,
    principal.userId,
    [
      {
        shipmentId: row.id,
        action: status === 'forecast' ? 'edit' : 'resubmit',
        before: status,
        after: 'forecast',
      },
    ],
    now,
  );
  return row.id;
}

export const shipmentForecastService = { createShipment, updateShipment };
