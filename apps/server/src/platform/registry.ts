import type { Endpoint, EndpointOutput, EndpointParsedInput } from '@wms/api';
import type { RequestContext, SessionContext } from './context.ts';

type ContextFor<E extends Endpoint> = E['access'] extends 'public' ? RequestContext : SessionContext;

export type Handler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  ctx: ContextFor<E>,
) => Promise<EndpointOutput<E>>;

export interface Binding {
  endpoint: Endpoint;
  handler: (input: unknown, ctx: RequestContext) => Promise<unknown>;
}

/**
 * Binds every endpoint of a contract group to its handler. The mapped type makes a missing handler a
 * type error; `assertComplete` makes it a start-up error too.
 */
export function implement<G extends Record<string, Endpoint>>(
  group: G,
  handlers: { [K in keyof G]: Handler<G[K]> },
): Binding[] {
  return Object.entries(group).map(([name, endpoint]) => ({
    endpoint,
    handler: handlers[name as keyof G] as Binding['handler'],
  }));
}

export function assertComplete(registry: readonly Endpoint[], bindings: readonly Binding[]): void {
  const bound = new Set(bindings.map((b) => b.endpoint));
  const missing = registry.filter((endpoint) => !bound.has(endpoint));
  if (missing.length) {
    throw new Error(`Endpoints without a handler: ${missing.map((e) => `${e.method} ${e.path}`).join(', ')}`);
  }
}
