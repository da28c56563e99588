import {
  boolean,
  date,
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
    /** The logistics service's description, country, platform type and environment (develop area). */
    description: text('description').notNull().default(''),
    countryCode: text('country_code').notNull().default('US'),
    platformType: text('platform_type').notNull().default(''),
    environment: text('environment').notNull().default('production'),
    /** `RateCard` of platform/rating (zoneChart, weightBreaks in cents). */
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

/** A freight figure of an order: the last trial, or the charges of a shipment. */
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
    /** The rate card or quotation version that priced it, and the rounding rule it used. */
    rateVersionId: uuid('rate_version_id'),
    roundingRule: text('rounding_rule').notNull().default('halfUpCentPerLine'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_freights_tenant_order').on(t.tenantId, t.orderId, t.createdAt),
    tenantPolicy('order_freights'),
  ],
).enableRLS();

/** The fee lines (baseFee … deliveryAndReturns) of one freight figure. */
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

/**
 * A carrier's remote-area postal code (the `remote` import kind). When a carrier has any, they replace the
 * postal codes of its cards' remote, extended-remote and DAS rules; the fees stay the card's or the quote's.
 */
export const remoteAreas = pgTable(
  'remote_areas',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    carrier: text('carrier').notNull(),
    country: text('country').notNull().default('US'),
    /** A five-digit code or a prefix of one. */
    postcode: text('postcode').notNull(),
    /** remote | extendedRemote | dasRemote */
    remoteType: text('remote_type').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('remote_areas_code').on(t.tenantId, t.carrier, t.postcode, t.country),
    tenantPolicy('remote_areas'),
  ],
).enableRLS();

/** A carrier's weekly fuel-surcharge percentage, in force from its Monday until the next week's. */
export const fuelRates = pgTable(
  'fuel_rates',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    carrier: text('carrier').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('fuel_rates_week').on(t.tenantId, t.carrier, t.weekStart),
    tenantPolicy('fuel_rates'),
  ],
).enableRLS();
