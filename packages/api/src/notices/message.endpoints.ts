import { z } from 'zod';
import { SELF_SERVICE_POINTS } from '../auth/self-service.ts';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { markReadInput, messageListQuery, messageListSchema, newMessagesSchema } from './message.schema.ts';

const base = '/api/v1/Message/Message';

/** The information center: messages addressed to the logged-in user. */
export const messageEndpoints = {
  getNewMessageNew: defineEndpoint({
    method: 'POST',
    path: `${base}/GetNewMessageNew`,
    summary: 'My unread count and newest unread messages',
    input: z.object({ size: z.number().int().min(1).max(20).default(5) }),
    output: newMessagesSchema,
    access: 'session',
    mutates: false,
  }),
  getList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetList`,
    summary: 'My messages, newest first',
    input: messageListQuery,
    output: messageListSchema,
    access: 'session',
    mutates: false,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: `${base}/MarkRead`,
    summary: 'Mark messages read (all of mine when no ids are given)',
    input: markReadInput,
    output: z.object({ updated: z.number().int() }),
    access: { functionPoint: SELF_SERVICE_POINTS.messageRead },
  }),
};
