import { z } from 'zod';

/** Spec §8: every JSON response is `{ success, code, message, data }`. */
export const SUCCESS_CODE = '0';

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    data: data.nullable(),
  });
}

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  data: T | null;
}
