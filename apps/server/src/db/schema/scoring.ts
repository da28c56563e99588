import { integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

/** The scoring criteria of a tenant: each indicator's weight (percent) and full-marks target. */
export const scoringCriteria = pgTable(
  'scoring_criteria',
  {
    tenantId: tenantId(),
    indicator: text('indicator').notNull(),
    weight: integer('weight').notNull(),
    target: numeric('target', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.indicator] }), tenantPolicy('scoring_criteria')],
).enableRLS();

/** A customer's custom labels and evaluation, beside the grade computed from its data. */
export const customerPortraits = pgTable(
  'customer_portraits',
  {
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    labels: text('labels').array().notNull().default([]),
    evaluation: text('evaluation').notNull().default(''),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.customerId] }), tenantPolicy('customer_portraits')],
).enableRLS();
