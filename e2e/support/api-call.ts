import type { APIRequestContext } from '@playwright/test';
import { type Endpoint, type EndpointInput, type EndpointOutput, splitInput } from '@wms/api';

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

/** Calls a contract endpoint with a back-office token (seeding and server-side checks of e2e specs). */
export async function callApi<E extends Endpoint>(
  request: APIRequestContext,
  token: string,
  endpoint: E,
  input: EndpointInput<E>,
  locale: 'en' | 'zh-CN' = 'en',
): Promise<Envelope<EndpointOutput<E>>> {
  // GET and DELETE carry their input in the query, as the app's request layer sends them.
  const { query, body } = splitInput(endpoint, input as Record<string, unknown>);
  const response = await request.fetch(endpoint.path, {
    method: endpoint.method,
    params: query,
    ...(body ? { data: body } : {}),
    headers: { Authorization: `Bearer ${token}`, System: 'backoffice', 'Content-Language': locale },
  });
  return (await response.json()) as Envelope<EndpointOutput<E>>;
}

/** `callApi` that fails the test unless the server accepted the call. */
export async function okApi<E extends Endpoint>(
  request: APIRequestContext,
  token: string,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const envelope = await callApi(request, token, endpoint, input);
  if (!envelope.success) throw new Error(`${endpoint.path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}
