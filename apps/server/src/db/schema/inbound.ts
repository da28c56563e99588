import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, changeXid, tenantId, tenantPolicy } from './columns.ts';
import { files } from './tasks.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Inbound shipments (containers), forecast by a customer and received by the warehouse. */
export const inboundShipments = pgTable(
  'inbound_shipments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    transportNo: text('transport_no').notNull(),
    containerNo: text('container_no').notNull(),
    containerType: text('container_type').notNull(),
    transportType: text('transport_type').notNull(),
    transportCompany: text('transport_company'),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    etd: date('etd', { mode: 'string' }).notNull(),
    eta: date('eta', { mode: 'string' }).notNull(),
    etaPort: date('eta_port', { mode: 'string' }),
    etaWarehouse: date('eta_warehouse', { mode: 'string' }),
    boxNo: text('box_no'),
    remark: text('remark'),
    /** The canonical status of the shipment state machine in packages/api. */
    status: text('status').notNull(),
    /** Line sums, kept with the lines so the list reads no lines. Weight and volume in hundredths. */
    cartonCountSend: integer('carton_count_send').notNull(),
    qtyTotal: integer('qty_total').notNull(),
    cbmHundredths: integer('cbm_hundredths').notNull(),
    weightHundredths: integer('weight_hundredths').notNull(),
    valueCents: integer('value_cents').notNull(),
    lineCount: integer('line_count').notNull(),
    countCarton: integer('count_carton').notNull().default(0),
    additionalNum: integer('additional_num').notNull().default(0),
    /** notReceived | partlyReceived | received */
    receiptState: text('receipt_state').notNull().default('notReceived'),
    /** Received counts differ from the forecast (the abnormal-different tab). */
    receivedDiffers: boolean('received_differs').notNull().default(false),
    rejectReason: text('reject_reason'),
    abnormalMessage: text('abnormal_message'),
    appointmentDeliverTime: at('appointment_deliver_time'),
    deliveryTime: at('delivery_time'),
    emptiedTime: at('emptied_time'),
    /** When the PDA closed the unloading (the receipt became `received`). */
    receivedTime: at('received_time'),
    ...audit,
    changeXid: changeXid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('inbound_shipments_tenant_transport_no').on(t.tenantId, t.transportNo),
    index('inbound_shipments_change').on(t.tenantId, t.changeXid, t.id),
    index('inbound_shipments_tenant_status').on(t.tenantId, t.status, t.warehouseId, t.customerId),
    index('inbound_shipments_tenant_created').on(t.tenantId, t.createdAt),
    tenantPolicy('inbound_shipments'),
  ],
).enableRLS();

/** The SKU lines of a shipment as forecast, with what was received against each. */
export const inboundLines = pgTable(
  'inbound_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id').notNull(),
    cartonCount: integer('carton_count').notNull(),
    qty: integer('qty').notNull(),
    weightHundredths: integer('weight_hundredths').notNull(),
    cbmHundredths: integer('cbm_hundredths').notNull(),
    valueCents: integer('value_cents').notNull(),
    /** Pieces counted on the dock, damaged ones included. */
    receivedQty: integer('received_qty').notNull().default(0),
    damagedQty: integer('damaged_qty').notNull().default(0),
    receivedCartons: integer('received_cartons').notNull().default(0),
    /** Good pieces moved from the receiving area onto locations. */
    shelvedQty: integer('shelved_qty').notNull().default(0),
    /** Not forecast: counted on the dock as an unexpected SKU (forecast quantities 0). */
    unexpected: boolean('unexpected').notNull().default(false),
    /** The to-be-shelved row of the line's good pieces, made when the unloading closes. */
    restockId: uuid('restock_id'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('inbound_lines_tenant_shipment').on(t.tenantId, t.shipmentId, t.lineNo),
    tenantPolicy('inbound_lines'),
  ],
).enableRLS();

/** The operation log of a shipment: who did what, when, and the status before and after. */
export const inboundLogs = pgTable(
  'inbound_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    /** Entries written in the same millisecond keep their order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    beforeStatus: text('before_status'),
    afterStatus: text('after_status'),
    remark: text('remark'),
    createdAt: audit.createdAt,
    createdBy: audit.createdBy,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('inbound_logs_tenant_shipment').on(t.tenantId, t.shipmentId, t.seq),
    tenantPolicy('inbound_logs'),
  ],
).enableRLS();

/**
 * The billable fact of an unloading, one row per container (primary key tenant + shipment), written when
 * the PDA closes the receipt: what was unloaded and by whom, so finance prices it without re-deriving it.
 */
export const inboundUnloadings = pgTable(
  'inbound_unloadings',
  {
    tenantId: tenantId(),
    shipmentId: uuid('shipment_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    transportNo: text('transport_no').notNull(),
    containerType: text('container_type').notNull(),
    /** Cartons counted on the dock. */
    cartons: integer('cartons').notNull(),
    /** Pieces counted on the dock, damaged ones included. */
    pieces: integer('pieces').notNull(),
    /** The container's volume as forecast, m³ in hundredths. */
    cbmHundredths: integer('cbm_hundredths').notNull(),
    /** Pallet codes of use "receipt" generated for the container. */
    pallets: integer('pallets').notNull(),
    unloadedAt: at('unloaded_at').notNull(),
    unloadedBy: uuid('unloaded_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.shipmentId] }),
    index('inbound_unloadings_tenant_time').on(t.tenantId, t.unloadedAt),
    tenantPolicy('inbound_unloadings'),
  ],
).enableRLS();

/** Documents of a container through the files spine: its packing list and photos. */
export const inboundFiles = pgTable(
  'inbound_files',
  {
    tenantId: tenantId(),
    shipmentId: uuid('shipment_id').notNull(),
    fileId: uuid('file_id').notNull(),
    /** `packingList` or `photo`. */
    kind: text('kind').notNull(),
    createdAt: audit.createdAt,
    createdBy: audit.createdBy,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.shipmentId, t.fileId] }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [files.tenantId, files.id] }),
    tenantPolicy('inbound_files'),
  ],
).enableRLS();

/** The pallet codes of use "receipt" made for a container when its unloading was finished. */
export const inboundPallets = pgTable(
  'inbound_pallets',
  {
    tenantId: tenantId(),
    palletId: uuid('pallet_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.palletId] }),
    index('inbound_pallets_tenant_shipment').on(t.tenantId, t.shipmentId),
    tenantPolicy('inbound_pallets'),
  ],
).enableRLS();
