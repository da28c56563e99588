import type { Envelope } from './envelope.ts';
import { FORCED_LOGOUT_CODES, HTTP_STATUS_MESSAGES } from './errors.ts';

/**
 * The request layer's refusals without its transport: both the ky client (every screen) and the fetch
 * client (the login page, which ships without ky) build the same `ApiError` with the same texts.
 */

/** A refused call: `success:false`, an HTTP error, a time-out or a network failure. */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly data: unknown;
  constructor(message: string, code: string, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** Translates an `ns:key` of `@wms/i18n` (`http:401`, `request:timeout`). */
export type Text = (key: string) => string;

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'code' in value;
}

const statusWithMessage = new Set<number>(HTTP_STATUS_MESSAGES);

/**
 * A status of the table shows the table's message; a forced-logout code keeps the server's more
 * precise text (session expired, account disabled); any other status shows the server's message.
 */
export function httpRefusal(status: number, body: unknown, text: Text): ApiError {
  const payload = isEnvelope(body) ? body : null;
  const code = payload?.code ?? `HTTP_${status}`;
  const message =
    payload && FORCED_LOGOUT_CODES.includes(code)
      ? payload.message
      : statusWithMessage.has(status)
        ? text(`http:${status}`)
        : payload?.message || text('request:failed');
  return new ApiError(message, code, status, payload?.data ?? null);
}

/** Sync and push calls have their own failure texts; code 99 means "too frequent". */
export function refusalMessage(kind: 'sync' | 'push' | undefined, envelope: Envelope<unknown>, text: Text) {
  if (kind && envelope.code === '99') return text('request:frequent');
  if (kind === 'sync') return text('request:syncFailed');
  if (kind === 'push') return text('request:pushFailed');
  return envelope.message;
}
