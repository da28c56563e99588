import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  syncContextSchema,
  syncDismissInput,
  syncIssueListSchema,
  syncIssueQuery,
  syncPullInput,
  syncPullOutput,
  syncPushInput,
  syncPushOutput,
} from './sync.schema.ts';

const base = '/api/v1/PDA/Sync';
/** The flusher retries on its own schedule; a hung request must not hold the queue for 300 s. */
const PDA_TIMEOUT_MS = 30_000;

/** The PDA's offline sync protocol (docs/architecture.md#pda-sync) and its back-office review. */
export const syncEndpoints = {
  push: defineEndpoint({
    method: 'POST',
    path: `${base}/Push`,
    summary: 'Apply a batch of outbox events exactly once; a resent event gets its stored result',
    input: syncPushInput,
    output: syncPushOutput,
    access: { functionPoint: 'pda:sync:push' },
    suppressed: true,
    timeout: PDA_TIMEOUT_MS,
  }),
  pull: defineEndpoint({
    method: 'POST',
    path: `${base}/Pull`,
    summary: 'Rows of one cached kind changed after the cursor',
    input: syncPullInput,
    output: syncPullOutput,
    access: { functionPoint: 'pda:sync:push' },
    mutates: false,
    suppressed: true,
    timeout: PDA_TIMEOUT_MS,
  }),
  getContext: defineEndpoint({
    method: 'POST',
    path: `${base}/GetContext`,
    summary: 'The caller, tenant and the event types this server applies',
    input: z.object({}),
    output: syncContextSchema,
    access: { functionPoint: 'pda:sync:push' },
    mutates: false,
    suppressed: true,
    timeout: PDA_TIMEOUT_MS,
  }),
  getIssueList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetIssueList`,
    summary: 'Rejected and conflicting PDA events, for managers to review',
    input: syncIssueQuery,
    output: syncIssueListSchema,
    access: { functionPoint: 'pda:sync:review' },
    mutates: false,
  }),
  dismissIssue: defineEndpoint({
    method: 'POST',
    path: `${base}/DismissIssue`,
    summary: 'Mark reviewed PDA events as dismissed',
    input: syncDismissInput,
    output: z.object({ dismissed: z.number().int() }),
    access: { functionPoint: 'pda:sync:review' },
    notifySuccess: true,
  }),
};
