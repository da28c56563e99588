import type { Route, RouteInput, RouteOutput } from './define-route.ts';
import type { Envelope } from './envelope.ts';
import { ApiError, httpRefusal, isEnvelope, refusalMessage, type Text } from './refusal.ts';
import { splitInput } from './split-input.ts';
import { timeoutOf } from './timeouts.ts';

export interface FetchClientOptions {
  /** Origin of the server; empty for same-origin. */
  baseUrl?: string;
  getToken: () => string | null | undefined;
  getLocale: () => string;
  /** Value of the `System` header: which app is calling (`backoffice` or `pda`). */
  system: string;
  text: Text;
  /** Shows a refusal of a call that is not `suppressed`. */
  notify?: (message: string) => void;
}

export interface FetchClient {
  call<R extends Route>(route: R, input: RouteInput<R>): Promise<RouteOutput<R>>;
}

/**
 * The request layer over plain `fetch`, for the login page: the same headers as the ky client
 * (`Authorization`, `System`, `Content-Language`), the same time-outs and the same refusal texts as
 * `ApiError`. Public calls never carry a forced logout, so there is none here.
 */
export function createFetchClient(options: FetchClientOptions): FetchClient {
  const { text } = options;
  const refuse = (route: Route, error: ApiError): never => {
    if (!route.suppressed) options.notify?.(error.message);
    throw error;
  };

  async function call<R extends Route>(route: R, input: RouteInput<R>): Promise<RouteOutput<R>> {
    const { query, body } = splitInput(route, (input ?? {}) as Record<string, unknown>);
    const headers: Record<string, string> = {
      System: options.system,
      'Content-Language': options.getLocale(),
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body) headers['Content-Type'] = 'application/json';
    const search = new URLSearchParams(query).toString();
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl ?? ''}${route.path}${search ? `?${search}` : ''}`, {
        method: route.method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutOf(route)),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      return refuse(
        route,
        timedOut
          ? new ApiError(text('request:timeout'), 'TIMEOUT', 0)
          : new ApiError(text('request:unreachable'), 'NETWORK', 0),
      );
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    if (!response.ok) return refuse(route, httpRefusal(response.status, payload, text));
    if (!isEnvelope(payload)) {
      return refuse(route, new ApiError(text('request:failed'), 'BAD_RESPONSE', response.status));
    }
    const envelope = payload as Envelope<RouteOutput<R>>;
    if (!envelope.success) {
      const message = refusalMessage(route.kind, envelope, text);
      return refuse(route, new ApiError(message, envelope.code, 200, envelope.data));
    }
    return envelope.data as RouteOutput<R>;
  }

  return { call };
}
