import type { Endpoint } from './define-endpoint.ts';

/** Request timeout 300 000 ms; create-shipment 300 000 ms; asynchronous push 180 000 ms. */
export const DEFAULT_TIMEOUT_MS = 300_000;
export const CREATE_SHIPMENT_TIMEOUT_MS = 300_000;
export const PUSH_TIMEOUT_MS = 180_000;

/** The time a call may take: the endpoint's own, else 180 000 ms for a push, else the default. */
export function timeoutOf(endpoint: Pick<Endpoint, 'timeout' | 'kind'>): number {
  return endpoint.timeout ?? (endpoint.kind === 'push' ? PUSH_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
}
