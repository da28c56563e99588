import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  customerPortraitSchema,
  portraitNotesInput,
  scoringCriteriaInput,
  scoringCriterion,
} from './scoring.schema.ts';

/** CRM/CustomerScoring and CRM/CustomerPortrait: scoring criteria, the S–E grade and the portrait. */
export const scoringEndpoints = {
  getCriteria: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/CustomerScoring/GetCriteria',
    summary: 'The scoring criteria: each indicator with its weight and full-marks target',
    input: z.object({}),
    output: z.array(scoringCriterion),
    access: 'session',
    mutates: false,
  }),
  saveCriteria: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/CustomerScoring/SaveCriteria',
    summary: 'Replace the scoring criteria (weights add up to 100)',
    input: scoringCriteriaInput,
    output: z.array(scoringCriterion),
    access: { functionPoint: 'crm:scoring:edit' },
    notifySuccess: true,
  }),
  getPortrait: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/CustomerPortrait/Get',
    summary: "A customer's portrait: grade and score from real data, labels, evaluation and monthly charts",
    input: z.object({ customerId: z.uuid() }),
    output: customerPortraitSchema,
    access: 'session',
    mutates: false,
  }),
  saveNotes: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/CustomerPortrait/SaveNotes',
    summary: "Set a customer's custom labels and evaluation",
    input: portraitNotesInput,
    output: customerPortraitSchema,
    access: { functionPoint: 'crm:portrait:edit' },
    notifySuccess: true,
  }),
};
