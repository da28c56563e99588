import type { Endpoint, EndpointOutput, EndpointParsedInput } from '@wms/api';
import type { Tx } from '../db/client.ts';
import type { Principal, RequestContext, SessionContext } from './context.ts';
import type { AppDeps } from './deps.ts';

type ContextFor<E extends Endpoint> = E['access'] extends 'public' ? RequestContext : SessionContext;

export type Handler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  ctx: ContextFor<E>,
) => Promise<EndpointOutput<E>>;

/**
 * The shape of a service function: the tenant's transaction and the caller first, then the endpoint's
 * input; `ctx` carries what a few need besides (locale, request id).
 */
export type TenantWork<I, O> = (tx: Tx, principal: Principal, input: I, ctx: SessionContext) => Promise<O>;

/**
 * Makes handlers that run service work in the caller's tenant transaction, so a route binds a service
 * function in one line: `getPageList: inTenant(service.list)`. Input and output types come from the
 * endpoint the handler is bound to. `deps.inTenant` is read per call, not when the routes are built.
 */
export function bindInTenant(deps: Pick<AppDeps, 'inTenant'>) {
  return <I, O>(work: TenantWork<I, O>) =>
    (input: I, ctx: SessionContext): Promise<O> =>
      deps.inTenant(ctx, (tx) => work(tx, ctx.principal, input, ctx));
}

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
