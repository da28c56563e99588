import { createApiClient, type Notice } from '@wms/api';

/**
 * The HTTP edge for component tests. packages/ui may not import the server (STYLE principle 3), so the
 * real ky client talks to this `fetch`, which answers envelopes the way the server does. The client
 * itself is tested against the real server in apps/server/src/platform/client.test.ts.
 */
export type Handler = (request: { body: Record<string, unknown>; query: URLSearchParams }) => unknown;

export interface SeenRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: Record<string, string>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function httpDouble(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const notices: Notice[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body =
      request.method === 'GET' ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    requests.push({
      method: request.method,
      path: url.pathname,
      body,
      query: Object.fromEntries(url.searchParams),
    });
    const handler = routes[url.pathname];
    if (!handler)
      return json(404, {
        success: false,
        code: 'NOT_FOUND',
        message: 'Error in Address Request',
        data: null,
      });
    const result = await handler({ body, query: url.searchParams });
    if (result instanceof Response) return result;
    return json(200, { success: true, code: '0', message: '', data: result ?? null });
  };
  const client = createApiClient({
    baseUrl: 'http://wms.test',
    system: 'backoffice',
    getToken: () => 'token',
    getLocale: () => 'en',
    text: (key) => key,
    notify: (notice) => notices.push(notice),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, requests, notices };
}

/** A paged list over rows: equality filters on the given keys, `pageIndex`/`pageSize` paging. */
export function pagedList<R extends Record<string, unknown>>(rows: R[], filterKeys: string[] = []): Handler {
  return ({ body }) => {
    const matching = rows.filter((row) =>
      filterKeys.every((key) => body[key] === undefined || String(row[key]) === String(body[key])),
    );
    const size = Number(body.pageSize ?? 10);
    const start = (Number(body.pageIndex ?? 1) - 1) * size;
    return { items: matching.slice(start, start + size), total: matching.length };
  };
}

export const refusal = (code: string, message: string) =>
  json(200, { success: false, code, message, data: null });
