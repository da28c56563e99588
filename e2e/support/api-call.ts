import type { APIRequestContext } from '@playwright/test';
import type { Endpoint, EndpointInput, EndpointOutput } from '@wms/api';

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
  const response = await request.post(endpoint.path, {
    data: input,
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
