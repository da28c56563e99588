import { z } from 'zod';

/** Every JSON response is `{ success, code, message, data }`. */
export const SUCCESS_CODE = '0';

/** A refusal's envelope: its `data` (rows in error, a request id…) is whatever the refusal carries. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  data: z.unknown(),
});

/** The envelope of an endpoint: its output schema on success, anything on a refusal. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), code: z.string(), message: z.string(), data: data.nullable() }),
    failureEnvelope,
  ]);
}

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  data: T | null;
}
