import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const measure = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** A carrier service's price list: zone chart, weight breaks (cents) and surcharge rules. */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    carrier: text('carrier').notNull(),
    serviceCode: text('service_code').notNull(),
    serviceName: text('service_name').notNull(),
    /** `RateCard` of modules/shipping/rating (zoneChart, weightBreaks in cents). */
    rateCard: jsonb('rate_card').notNull(),
    /** `SurchargeRules` (fees in cents). */
    surcharges: jsonb('surcharges').notNull().default({}),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('rate_cards_tenant_service').on(t.tenantId, t.carrier, t.serviceCode),
    tenantPolicy('rate_cards'),
  ],
).enableRLS();

/** A freight figure of an order: the last trial, or the charges of a shipment (spec §3 trial result). */
export const orderFreights = pgTable(
  'order_freights',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    orderId: uuid('order_id').notNull(),
    /** trial | shipment */
    source: text('source').notNull(),
    carrier: text('carrier').notNull(),
    serviceName: text('service_name').notNull(),
    zone: text('zone').notNull(),
    billingWeight: measure('billing_weight').notNull(),
    dimWeight: measure('dim_weight').notNull(),
    lengthPlusGirth: measure('length_plus_girth').notNull(),
    totalFee: money('total_fee').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_freights_tenant_order').on(t.tenantId, t.orderId, t.createdAt),
    tenantPolicy('order_freights'),
  ],
).enableRLS();

/** Spec §3 fee lines (baseFee … deliveryAndReturns) of one freight figure. */
export const orderFeeLines = pgTable(
  'order_fee_lines',
  {
    tenantId: tenantId(),
    freightId: uuid('freight_id').notNull(),
    lineNo: integer('line_no').notNull(),
    feeName: text('fee_name').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.freightId, t.lineNo] }), tenantPolicy('order_fee_lines')],
).enableRLS();

/** A carrier label of an order: tracking number and the stored 4×6 in PDF. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    orderId: uuid('order_id').notNull(),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    trackingNo: text('tracking_no').notNull(),
    labelFileId: uuid('label_file_id').notNull(),
    freightId: uuid('freight_id'),
    /** active | voided */
    state: text('state').notNull().default('active'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shipments_tenant_order').on(t.tenantId, t.orderId),
    uniqueIndex('shipments_tenant_tracking').on(t.tenantId, t.carrier, t.trackingNo),
    tenantPolicy('shipments'),
  ],
).enableRLS();
