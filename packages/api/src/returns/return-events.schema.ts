import type { z } from 'zod';
import { returnReceiveSchema } from './return.schema.ts';

/**
 * Return receiving on the PDA: the return found by its tracking number, each product counted good or
 * damaged, photo file ids where the device has a camera. Queued in the outbox, applied once by the server.
 */
export const returnEventPayloads = {
  'return.receive': returnReceiveSchema,
} as const;
export type ReturnEventType = keyof typeof returnEventPayloads;
export type ReturnEventPayload<T extends ReturnEventType> = z.input<(typeof returnEventPayloads)[T]>;
