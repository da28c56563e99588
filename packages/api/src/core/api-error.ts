import { HTTPError, isNetworkError, isTimeoutError } from 'ky';
import { ApiError, httpRefusal, type Text } from './refusal.ts';

export { ApiError, refusalMessage, type Text } from './refusal.ts';

/** Turns whatever ky threw into an ApiError; a cancelled request (AbortError) is passed through. */
export function toApiError(cause: unknown, text: Text): unknown {
  if (cause instanceof HTTPError) return httpRefusal(cause.response.status, cause.data, text);
  if (isTimeoutError(cause)) return new ApiError(text('request:timeout'), 'TIMEOUT', 0);
  if (isNetworkError(cause)) return new ApiError(text('request:unreachable'), 'NETWORK', 0);
  if (cause instanceof SyntaxError) return new ApiError(text('request:failed'), 'BAD_RESPONSE', 200);
  return cause;
}
