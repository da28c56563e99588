import { routePaths } from './catalogue/route-paths.gen.ts';

export { routePaths };

/** A page of the catalogue by its code (`customers.edit`); the codes and paths are generated from it. */
export type RouteCode = keyof typeof routePaths;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Value = string | number;

/** The path's `:params`, each required, then any query values (`id` for an edit or detail page). */
export type PageRouteInput<C extends RouteCode> = { [K in ParamsOf<(typeof routePaths)[C]>]: Value } & Record<
  string,
  Value | undefined
>;

/** A path with `:params` must be given them; any other takes an optional query. */
type RouteArgs<C extends RouteCode> = [ParamsOf<(typeof routePaths)[C]>] extends [never]
  ? [input?: PageRouteInput<C>]
  : [input: PageRouteInput<C>];

/**
 * The link to a page of the catalogue: `routeTo('customers.edit', { id })` is `/customer/list/edit?id=…`.
 * A screen builds every in-app link this way, so a path exists only in the catalogue.
 */
export function routeTo<C extends RouteCode>(code: C, ...[input]: RouteArgs<C>): string {
  const query = new URLSearchParams();
  let path: string = routePaths[code];
  for (const [name, value] of Object.entries(input ?? {})) {
    if (value === undefined) continue;
    const param = `:${name}`;
    if (path.includes(param)) path = path.replace(param, encodeURIComponent(String(value)));
    else query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
