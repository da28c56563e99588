import type { Endpoint, EndpointInput, EndpointOutput } from './define-endpoint.ts';

/**
 * An endpoint without its schemas: what a client needs to call it (method, path, the flags the request
 * layer reads) and, in types only, its input and output. A page that must load small (the login) calls
 * routes, so neither zod nor the contract registry ships with it; the server still validates with the
 * endpoint's schemas, and a test keeps each route equal to its endpoint.
 */
export interface Route<I = unknown, O = unknown>
  extends Pick<Endpoint, 'method' | 'path' | 'queryKeys' | 'suppressed' | 'kind' | 'timeout'> {
  /** Never set: carries the input and output types. */
  readonly types?: { input: I; output: O };
}

export type RouteInput<R extends Route> = R extends Route<infer I, unknown> ? I : never;
export type RouteOutput<R extends Route> = R extends Route<unknown, infer O> ? O : never;

/** `defineRoute<typeof authEndpoints.login>({ method: 'POST', path: … })` with `import type` only. */
export function defineRoute<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'> & Partial<Pick<E, 'queryKeys' | 'suppressed' | 'kind' | 'timeout'>>,
): Route<EndpointInput<E>, EndpointOutput<E>> {
  return route;
}
