import {
  type CustomerPortrait,
  gradeOf,
  indicatorScore,
  type portraitNotesInput,
  type ScoringCriterion,
  type scoringCriteriaInput,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customerPortraits, scoringCriteria } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { readSettings } from '../../platform/tenant-settings.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { indicatorValues, portraitCharts } from './portrait-data.ts';

/** The criteria a tenant starts with until it edits them (targets per 90 days; rates in percent). */
export const DEFAULT_CRITERIA: ScoringCriterion[] = [
  { indicator: 'orderVolume', weight: 30, target: 300 },
  { indicator: 'paymentTimeliness', weight: 30, target: 100 },
  { indicator: 'abnormalRate', weight: 20, target: 2 },
  { indicator: 'returnRate', weight: 10, target: 5 },
  { indicator: 'outgoingUnits', weight: 10, target: 1000 },
];

async function criteria(tx: Tx, principal: Principal): Promise<ScoringCriterion[]> {
  const rows = await tx
    .select()
    .from(scoringCriteria)
    .where(eq(scoringCriteria.tenantId, principal.tenantId));
  if (!rows.length) return DEFAULT_CRITERIA;
  const order = DEFAULT_CRITERIA.map((c) => c.indicator);
  return rows
    .map((r) => ({
      indicator: r.indicator as ScoringCriterion['indicator'],
      weight: r.weight,
      target: r.target,
    }))
    .sort((a, b) => order.indexOf(a.indicator) - order.indexOf(b.indicator));
}

async function saveCriteria(
  tx: Tx,
  principal: Principal,
  input: z.infer<typeof scoringCriteriaInput>,
  now: Date,
) {
  await tx.delete(scoringCriteria).where(eq(scoringCriteria.tenantId, principal.tenantId));
  await tx.insert(scoringCriteria).values(
    input.criteria.map((c) => ({
      ...c,
      tenantId: principal.tenantId,
      createdBy: principal.userId,
      updatedBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return criteria(tx, principal);
}

/** The grade and score of a customer under the tenant's criteria, from its data of the tenant's scoring window. */
async function portrait(
  tx: Tx,
  principal: Principal,
  customerId: string,
  now: Date,
): Promise<CustomerPortrait> {
  const customer = await findCustomer(tx, principal, customerId);
  const { scoringWindowDays } = await readSettings(tx, principal.tenantId, 'other');
  const values = await indicatorValues(tx, principal.tenantId, customerId, now, scoringWindowDays);
  const indicators = (await criteria(tx, principal)).map((c) => ({
    ...c,
    value: values[c.indicator],
    score: indicatorScore(c.indicator, values[c.indicator], c.target),
  }));
  const score = Math.round(indicators.reduce((sum, i) => sum + i.weight * i.score, 0)) / 100;
  const [notes] = await tx
    .select()
    .from(customerPortraits)
    .where(
      and(eq(customerPortraits.tenantId, principal.tenantId), eq(customerPortraits.customerId, customerId)),
    );
  return {
    customerId,
    customerCode: customer.customerCode,
    shortName: customer.shortName,
    grade: gradeOf(score),
    score,
    indicators,
    labels: notes?.labels ?? [],
    evaluation: notes?.evaluation ?? '',
    charts: await portraitCharts(tx, principal.tenantId, customerId, now),
  };
}

async function saveNotes(tx: Tx, principal: Principal, input: z.infer<typeof portraitNotesInput>, now: Date) {
  await findCustomer(tx, principal, input.customerId);
  const values = {
    labels: input.labels,
    evaluation: input.evaluation,
    updatedAt: now,
    updatedBy: principal.userId,
  };
  await tx
    .insert(customerPortraits)
    .values({
      tenantId: principal.tenantId,
      customerId: input.customerId,
      ...values,
      createdBy: principal.userId,
    })
    .onConflictDoUpdate({ target: [customerPortraits.tenantId, customerPortraits.customerId], set: values });
  return portrait(tx, principal, input.customerId, now);
}

export const scoringService = { criteria, saveCriteria, portrait, saveNotes };
