import { describe, expect, it } from 'vitest';
import { orderShippingEndpoints } from '../orders/order-shipping.endpoints.ts';
import { downloadHistoryEndpoints } from '../tasks/task.endpoints.ts';
import { timeoutOf } from './timeouts.ts';

describe('request timeouts', () => {
  it('gives 300 000 ms by default and to create-shipment, 180 000 ms to an asynchronous push', () => {
    expect(timeoutOf(downloadHistoryEndpoints.getList)).toBe(300_000);
    expect(timeoutOf(orderShippingEndpoints.createShipment)).toBe(300_000);
    expect(timeoutOf({ kind: 'push' })).toBe(180_000);
    expect(timeoutOf({ kind: 'sync' })).toBe(300_000);
    expect(timeoutOf({ kind: 'push', timeout: 200 })).toBe(200);
  });
});
