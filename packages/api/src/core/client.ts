import ky, { type KyInstance } from 'ky';
import { ApiError, refusalMessage, type Text, toApiError } from './api-error.ts';
import type { Endpoint, EndpointInput, EndpointOutput } from './define-endpoint.ts';
import type { Envelope } from './envelope.ts';
import { FORCED_LOGOUT_CODES } from './errors.ts';
import { splitInput } from './split-input.ts';
import { DEFAULT_TIMEOUT_MS, timeoutOf } from './timeouts.ts';

export { ApiError, type Text } from './api-error.ts';
export { splitInput } from './split-input.ts';
export * from './timeouts.ts';

/** Logout 500 ms after a forced-logout code. */
export const FORCED_LOGOUT_DELAY_MS = 500;

export type Notice = { kind: 'error'; message: string; code: string } | { kind: 'success'; message: string };

export interface ApiClientOptions {
  /** Origin of the server; empty for same-origin. */
  baseUrl?: string;
  getToken: () => string | null | undefined;
  getLocale: () => string;
  /** Value of the `System` header: which app is calling (`backoffice` or `pda`). */
  system: string;
  /** Shows a toast. Which refusals and successes show one is the client's call. */
  notify?: (notice: Notice) => void;
  /** Localised texts the client itself needs (`http:<status>`, `request:timeout`, …). */
  text: Text;
  onForcedLogout?: (code: string) => void;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The caller says what happened itself (a shared block's toast): no success toast from here. */
  quiet?: boolean;
}

/**
 * What a success toast says when the server sends no message: the endpoint's verb (created, saved,
 * deleted…), never a bare "request is successful", so one toast names what happened.
 */
export function successKey(endpoint: Endpoint): string {
  const verb = endpoint.path.split('/').pop() ?? '';
  if (/^(Create|Add|BatchCreate)/.test(verb)) return 'request:done.created';
  if (/^(Update|Edit|Modify|Set)/.test(verb)) return 'request:done.saved';
  if (/^(Delete|Remove)/.test(verb)) return 'request:done.deleted';
  if (/^Publish/.test(verb)) return 'request:done.published';
  if (/^Export/.test(verb)) return 'request:done.exportQueued';
  return 'request:done.done';
}

export interface ApiClient {
  /**
   * Calls an endpoint and returns its `data`. A refusal is shown through `notify` (unless the endpoint is
   * suppressed) and thrown as an `ApiError`, so callers can stop without checking flags.
   */
  call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointOutput<E>>;
  /** The "shows the server message and returns false" form: the same call, yielding `false` on a refusal. */
  attempt<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E> | false>;
  ky: KyInstance;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { text } = options;
  const instance = ky.create({
    baseUrl: options.baseUrl || undefined,
    timeout: DEFAULT_TIMEOUT_MS,
    retry: 0,
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

  let logoutPending = false;
  const refuse = (endpoint: Endpoint, error: ApiError): never => {
    if (FORCED_LOGOUT_CODES.includes(error.code)) {
      options.notify?.({ kind: 'error', message: error.message, code: error.code });
      // Several calls fail together when a session ends: log out once.
      if (!logoutPending) {
        logoutPending = true;
        setTimeout(() => {
          logoutPending = false;
          options.onForcedLogout?.(error.code);
        }, FORCED_LOGOUT_DELAY_MS);
      }
    } else if (!endpoint.suppressed) {
      options.notify?.({ kind: 'error', message: error.message, code: error.code });
    }
    throw error;
  };

  async function send<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, signal?: AbortSignal) {
    const { query, body } = splitInput(endpoint, (input ?? {}) as Record<string, unknown>);
    const response = await instance(endpoint.path, {
      method: endpoint.method,
      searchParams: query,
      json: body,
      timeout: timeoutOf(endpoint),
      signal,
    });
    return (await response.json()) as Envelope<EndpointOutput<E>>;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    callOptions: CallOptions = {},
  ) {
    let envelope: Envelope<EndpointOutput<E>>;
    try {
      envelope = await send(endpoint, input, callOptions.signal);
    } catch (cause) {
      const error = toApiError(cause, text);
      if (error instanceof ApiError) return refuse(endpoint, error);
      throw error;
    }
    if (!envelope.success) {
      const message = refusalMessage(endpoint.kind, envelope, text);
      return refuse(endpoint, new ApiError(message, envelope.code, 200, envelope.data));
    }
    if (endpoint.notifySuccess && !callOptions.quiet) {
      options.notify?.({ kind: 'success', message: envelope.message || text(successKey(endpoint)) });
    }
    return envelope.data as EndpointOutput<E>;
  }

  async function attempt<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
    try {
      return await call(endpoint, input);
    } catch (error) {
      if (error instanceof ApiError) return false as const;
      throw error;
    }
  }

  return { call, attempt, ky: instance };
}
