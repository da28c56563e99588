import { createApiClient, type Notice } from '@wms/api';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server the `component` project's global setup started. */
    apiUrl: string;
    /** A bearer token per back-office account, each earned through the real captcha login. */
    tokens: Record<string, string>;
    /** A product workbook (base64) whose rows 3 and 4 the server refuses. */
    productWorkbook: string;
    /** A product workbook (base64) the server imports whole. */
    cleanProductWorkbook: string;
  }
}

export interface SeenRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: Record<string, string>;
}

/**
 * The real `@wms/api` client against the real server of the global setup
 * (apps/server/src/testing/component-server.ts), logged in as `account`. Requests are recorded on their
 * way out, so tests can check what the request layer sent; the server answers every one.
 */
export function serverClient(account: string) {
  const token = inject('tokens')[account];
  if (!token) throw new Error(`no token for ${account}`);
  const requests: SeenRequest[] = [];
  const notices: Notice[] = [];
  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body =
      request.method === 'GET'
        ? {}
        : ((await request
            .clone()
            .json()
            .catch(() => ({}))) as Record<string, unknown>);
    requests.push({
      method: request.method,
      path: url.pathname,
      body,
      query: Object.fromEntries(url.searchParams),
    });
    return fetch(request);
  };
  const client = createApiClient({
    baseUrl: inject('apiUrl'),
    system: 'backoffice',
    getToken: () => token,
    getLocale: () => 'en',
    text: (key) => key,
    notify: (notice) => notices.push(notice),
    fetch: recordingFetch as typeof fetch,
  });
  return { client, requests, notices };
}
