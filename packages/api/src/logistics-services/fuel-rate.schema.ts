import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** True when the ISO day (YYYY-MM-DD) is a Monday, the day a weekly fuel rate takes effect. */
export const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** One week of a carrier's fuel surcharge table: the percentage in force from that Monday on. */
export const fuelRateInput = z.object({
  carrier: z.string().trim().toLowerCase().min(1).max(30),
  weekStart: z.iso.date().refine(isMonday, 'settings:fuel.mondayRule'),
  percent: z.number().min(0).max(100).refine(twoDecimals, 'validation:twoDecimals'),
});
export type FuelRateInput = z.infer<typeof fuelRateInput>;

export const fuelRateSchema = fuelRateInput.extend({
  id: z.uuid(),
  /** The day before the carrier's next week in the table, or empty while it is the latest. */
  weekEnd: z.string(),
  updatedTime: z.string(),
});
export type FuelRate = z.infer<typeof fuelRateSchema>;

export const fuelRateListQuery = pageQuery({ carrier: z.string().trim().max(30).optional() });
export const fuelRatePageSchema = pageOf(fuelRateSchema);
