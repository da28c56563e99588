import { z } from 'zod';

/**
 * The indicators a customer is scored on, each from real data over the last 90 days: orders placed,
 * bills paid by their due date, orders that went abnormal, returns against shipped orders, units shipped.
 */
export const SCORING_INDICATORS = [
  'orderVolume',
  'paymentTimeliness',
  'abnormalRate',
  'returnRate',
  'outgoingUnits',
] as const;
export type ScoringIndicator = (typeof SCORING_INDICATORS)[number];
/** Indicators where less is better: full marks at or below the target. */
export const LOWER_IS_BETTER: ReadonlySet<ScoringIndicator> = new Set(['abnormalRate', 'returnRate']);

export const CUSTOMER_GRADES = ['S', 'A', 'B', 'C', 'D', 'E'] as const;
export type CustomerGrade = (typeof CUSTOMER_GRADES)[number];
/** The least total score of each grade; below D's is E. */
export const GRADE_FLOORS: ReadonlyArray<[CustomerGrade, number]> = [
  ['S', 90],
  ['A', 80],
  ['B', 70],
  ['C', 60],
  ['D', 50],
];

/** A grade from a total score of 0 to 100. */
export function gradeOf(total: number): CustomerGrade {
  return GRADE_FLOORS.find(([, floor]) => total >= floor)?.[0] ?? 'E';
}

/**
 * One indicator's score, 0 to 100: a more-is-better indicator scores value / target (capped at 100); a
 * less-is-better one scores 100 at or under its target and target / value above it.
 */
export function indicatorScore(indicator: ScoringIndicator, value: number, target: number): number {
  if (LOWER_IS_BETTER.has(indicator)) {
    if (value <= target) return 100;
    return Math.round((100 * target) / value);
  }
  if (target <= 0) return 100;
  return Math.min(100, Math.round((100 * value) / target));
}

export const scoringCriterion = z.object({
  indicator: z.enum(SCORING_INDICATORS),
  /** Percent of the total, whole numbers; the weights add up to 100. */
  weight: z.number().int().min(0).max(100),
  /** The value that earns full marks (a count, or a percentage for rates). */
  target: z.number().min(0).max(99_999_999),
});
export const scoringCriteriaInput = z
  .object({ criteria: z.array(scoringCriterion).min(1).max(SCORING_INDICATORS.length) })
  .refine((c) => c.criteria.reduce((sum, r) => sum + r.weight, 0) === 100, {
    path: ['criteria'],
    message: 'customers:scoring.weightsAddUp',
  })
  .refine((c) => new Set(c.criteria.map((r) => r.indicator)).size === c.criteria.length, {
    path: ['criteria'],
    message: 'customers:scoring.indicatorTwice',
  });
export type ScoringCriterion = z.infer<typeof scoringCriterion>;

const monthly = z.array(z.object({ month: z.string(), value: z.number() }));

export const customerPortraitSchema = z.object({
  customerId: z.uuid(),
  customerCode: z.string(),
  shortName: z.string(),
  grade: z.enum(CUSTOMER_GRADES),
  /** 0 to 100, the weighted sum of the indicator scores. */
  score: z.number(),
  indicators: z.array(
    z.object({
      indicator: z.enum(SCORING_INDICATORS),
      value: z.number(),
      target: z.number(),
      weight: z.number(),
      score: z.number(),
    }),
  ),
  labels: z.array(z.string()),
  evaluation: z.string(),
  /** The last six months, oldest first: containers received, orders, shipped orders, units shipped, payments. */
  charts: z.object({
    cabinets: monthly,
    orders: monthly,
    outgoing: monthly,
    output: monthly,
    payment: monthly,
  }),
});
export type CustomerPortrait = z.infer<typeof customerPortraitSchema>;

export const portraitNotesInput = z.object({
  customerId: z.uuid(),
  labels: z
    .array(z.string().trim().min(1).max(20))
    .max(20)
    .refine((l) => new Set(l).size === l.length, 'customers:scoring.labelTwice'),
  evaluation: z.string().trim().max(1000),
});
