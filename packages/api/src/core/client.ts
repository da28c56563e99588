import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import type { Endpoint, EndpointInput, EndpointOutput } from './define-endpoint.ts';
import type { Envelope } from './envelope.ts';
import { FORCED_LOGOUT_CODES } from './errors.ts';

/** Spec §9: request timeout 300 000 ms. */
export const DEFAULT_TIMEOUT_MS = 300_000;
/** Spec §9: logout 500 ms after a forced-logout code. */
export const FORCED_LOGOUT_DELAY_MS = 500;

export type Notice = { kind: 'error'; message: string; code: string } | { kind: 'success'; message: string };

export interface ApiClientOptions {
  /** Origin of the server; empty for same-origin. */
  baseUrl?: string;
  getToken: () => string | null | undefined;
  getLocale: () => string;
  /** Value of the `System` header: which app is calling (`backoffice` or `pda`). */
  system: string;
  /** Shows a toast. The client decides when, following spec §8. */
  notify?: (notice: Notice) => void;
  /** Localised texts the client itself needs (HTTP status messages, time-out, sync failures). */
  text: (key: string) => string;
  onForcedLogout?: (code: string) => void;
  fetch?: typeof fetch;
}

/** A refused call: `success:false`, an HTTP error or a network failure. */
export class ApiError extends Error {
  readonly code: string;
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

export interface ApiClient {
  /**
   * Calls an endpoint and returns its `data`. A refusal is shown through `notify` (unless the endpoint is
   * suppressed) and thrown as an `ApiError`, so callers can stop without checking flags.
   */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>>;
  ky: KyInstance;
}

function splitInput(endpoint: Endpoint, input: Record<string, unknown>) {
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (inQuery || endpoint.queryKeys?.includes(key)) {
      query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    } else body[key] = value;
  }
  return { query, body: inQuery ? undefined : body };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = ky.create({
    baseUrl: options.baseUrl || undefined,
    timeout: DEFAULT_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: true,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('System', options.system);
          request.headers.set('Content-Language', options.getLocale());
        },
      ],
    },
  });

  const failureMessage = (endpoint: Endpoint, envelope: Envelope<unknown>) => {
    if (endpoint.kind && envelope.code === '99') return options.text('request.frequent');
    if (endpoint.kind === 'sync') return options.text('request.syncFailed');
    if (endpoint.kind === 'push') return options.text('request.pushFailed');
    return envelope.message;
  };

  const refuse = (endpoint: Endpoint, error: ApiError): never => {
    if (FORCED_LOGOUT_CODES.includes(error.code)) {
      options.notify?.({ kind: 'error', message: error.message, code: error.code });
      setTimeout(() => options.onForcedLogout?.(error.code), FORCED_LOGOUT_DELAY_MS);
    } else if (!endpoint.suppressed) {
      options.notify?.({ kind: 'error', message: error.message, code: error.code });
    }
    throw error;
  };

  async function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
    const { query, body } = splitInput(endpoint, (input ?? {}) as Record<string, unknown>);
    let envelope: Envelope<EndpointOutput<E>>;
    let status = 200;
    try {
      const response = await instance(endpoint.path, {
        method: endpoint.method,
        searchParams: query,
        json: body,
        timeout: endpoint.timeout ?? DEFAULT_TIMEOUT_MS,
      });
      envelope = (await response.json()) as Envelope<EndpointOutput<E>>;
    } catch (cause) {
      if (cause instanceof HTTPError) {
        status = cause.response.status;
        const payload = (await cause.response.json().catch(() => null)) as Envelope<unknown> | null;
        const code = payload?.code ?? `HTTP_${status}`;
        const known = options.text(`http.${status}`);
        const message = payload?.message || known;
        return refuse(endpoint, new ApiError(message, code, status, payload?.data ?? null));
      }
      const timedOut = cause instanceof TimeoutError || cause instanceof TypeError;
      return refuse(
        endpoint,
        new ApiError(options.text('request.timeout'), timedOut ? 'TIMEOUT' : 'NETWORK', 0),
      );
    }
    if (!envelope.success) {
      return refuse(
        endpoint,
        new ApiError(failureMessage(endpoint, envelope), envelope.code, status, envelope.data),
      );
    }
    if (endpoint.notifySuccess) {
      options.notify?.({ kind: 'success', message: envelope.message || options.text('request.success') });
    }
    return envelope.data as EndpointOutput<E>;
  }

  return { call, ky: instance };
}
