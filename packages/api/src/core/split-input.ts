import type { HttpMethod } from './define-endpoint.ts';

/** GET and DELETE send their input in the query; `queryKeys` do so on POST too. */
export function splitInput(
  endpoint: { method: HttpMethod; queryKeys?: readonly string[] },
  input: Record<string, unknown>,
) {
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
