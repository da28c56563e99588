import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { fuelRateInput, fuelRateListQuery, fuelRatePageSchema, fuelRateSchema } from './fuel-rate.schema.ts';

const base = '/api/v1/System/FuelRate';

/** System/FuelRate: the weekly fuel-surcharge table that prices fuel where a quotation sets no fixed rate. */
export const fuelRateEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Weekly fuel rates, newest week first',
    input: fuelRateListQuery,
    output: fuelRatePageSchema,
    access: 'session',
    mutates: false,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: `${base}/Save`,
    summary: "Set a carrier's fuel rate of a week; a week already begun keeps its rate",
    input: fuelRateInput,
    output: fuelRateSchema,
    access: { functionPoint: 'system:fuel-rate:update' },
    notifySuccess: true,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a week that has not begun',
    input: z.object({ id: z.uuid() }),
    output: z.object({ id: z.uuid() }),
    access: { functionPoint: 'system:fuel-rate:delete' },
    notifySuccess: true,
  }),
};
