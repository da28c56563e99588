import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import {
  relistCountSchema,
  relistEventPayloads,
  relistListQuery,
  relistPageSchema,
  relistRowSchema,
} from './relist.schema.ts';

const RELIST_BASE = '/api/v1/Relist';

/** Relist: the badge count the shell shows, and the PDA's online twin of the `relist.confirm` event. */
export const relistEndpoints = {
  getPendingRelistCount: defineEndpoint({
    method: 'POST',
    path: `${RELIST_BASE}/GetPendingRelistCount`,
    summary: 'Pending relist items in the caller’s warehouses (the relist badge, data.num)',
    input: z.object({}),
    output: relistCountSchema,
    access: { functionPoint: 'inventory:relist:view' },
    mutates: false,
    suppressed: true,
  }),
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${RELIST_BASE}/GetPageList`,
    summary: 'Relist items in the caller’s warehouses: pending first, then relisted, newest first',
    input: relistListQuery,
    output: relistPageSchema,
    access: { functionPoint: 'inventory:relist:view' },
    mutates: false,
  }),
  relist: defineEndpoint({
    method: 'POST',
    path: `${RELIST_BASE}/Relist`,
    summary: 'Relist from the desk: put a pending item on a location of its warehouse',
    input: relistEventPayloads['relist.confirm'],
    output: relistRowSchema,
    access: { functionPoint: 'inventory:relist:confirm' },
    notifySuccess: true,
    successMessage: 'inventory:relistDone',
  }),
  confirmRelist: defineEndpoint({
    method: 'POST',
    path: '/api/v1/PDA/Relist/Confirm',
    summary: 'Put a pending relist item back on a location (stock arrives there)',
    input: relistEventPayloads['relist.confirm'],
    output: z.object({ relistId: z.uuid(), locationName: z.string() }),
    access: { functionPoint: 'pda:relist:confirm' },
  }),
} satisfies Record<string, Endpoint>;
