import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone, before login (login, captcha, version);
 * - `session`: any logged-in user;
 * - a function-point code: a logged-in user whose role or extra permissions grant that code.
 * Every endpoint that changes data names a function point (checked by a test over the registry).
 */
export type Access = 'public' | 'session' | { functionPoint: string };

export interface EndpointOptions<I extends z.ZodType, O extends z.ZodType> {
  method: HttpMethod;
  /** Exact path of the call, e.g. `/api/v1/OMS/Order/GetAllPageList`. */
  path: string;
  summary: string;
  /** Request schema: the query for GET and DELETE, the JSON body otherwise. */
  input: I;
  /** Schema of `data` in the response envelope. */
  output: O;
  access: Access;
  /** Whether the call changes state. GET is never mutating. */
  mutates?: boolean;
  /** Keys of `input` that travel in the query string even on POST (`Delete?id=`). */
  queryKeys?: readonly string[];
  /** The caller handles `success:false` itself; the generic handler stays silent. */
  suppressed?: boolean;
  /** Sync and push calls have their own failure messages. */
  kind?: 'sync' | 'push';
  /** Request timeout in ms; without it `timeoutOf` gives 180 000 to a push, else 300 000. */
  timeout?: number;
  /** Shows the default success toast ("Request is successful") or the server message on success. */
  notifySuccess?: boolean;
  /** i18n key (`ns:key`) of the success message the server puts in the envelope, in the caller's language. */
  successMessage?: string;
}

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType>
  extends EndpointOptions<I, O> {
  mutates: boolean;
  /** First path segment after the base: the OpenAPI tag. */
  tag: string;
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointParsedInput<E extends Endpoint> = z.output<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(
  options: EndpointOptions<I, O>,
): Endpoint<I, O> {
  const segments = options.path.split('/').filter(Boolean);
  const base = segments[0] === 'api' || segments[0] === 'auth' ? segments.slice(2) : segments;
  return {
    ...options,
    mutates: options.mutates ?? options.method !== 'GET',
    tag: base[0] ?? 'root',
  };
}

/** The function point an endpoint requires, if any. */
export function functionPointOf(endpoint: Endpoint): string | undefined {
  return typeof endpoint.access === 'object' ? endpoint.access.functionPoint : undefined;
}
