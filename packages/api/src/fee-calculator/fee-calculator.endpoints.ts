import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { feeCalculationInput, feeCalculationResult } from './fee-calculator.schema.ts';

/** The navbar's fee calculator: one parcel priced by every carrier service, as trial freight prices it. */
export const feeCalculatorEndpoints = {
  calculate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/OMS/FeeCalculation/Calculate',
    summary:
      "Price a parcel for a customer from a warehouse (the customer's quotation in force, its divisors)",
    input: feeCalculationInput,
    output: z.array(feeCalculationResult),
    access: 'session',
    mutates: false,
  }),
};
