import { describe, expect, it } from 'vitest';
import {
  canCreateShipment,
  canEditOrder,
  canEditShipping,
  canHandleException,
  canMarkOrder,
  canMove,
  canRegisterReturn,
  isBeforeShipping,
} from './order-rules.ts';
import { type OrderStatus, orderStatuses } from './order-status.ts';

const where = (rule: (status: OrderStatus) => boolean) => orderStatuses.filter(rule);

describe('order rules', () => {
  it('moves follow the state machine', () => {
    expect(canMove('outOfStock', 'outOfStockToCancelled')).toBe(true);
    expect(canMove('shipped', 'markCancelled')).toBe(false);
    expect(where((s) => canMove(s, 'delete'))).toEqual(['pending', 'exception', 'cancelled']);
  });

  it('edits the whole order only while pending', () => {
    expect(where(canEditOrder)).toEqual(['pending']);
  });

  it('edits shipping data before the order leaves, never for cancelled or removed orders', () => {
    expect(where(isBeforeShipping)).toEqual([
      'pending',
      'toBeDelivered',
      'outOfStock',
      'exception',
      'postponed',
      'onHold',
    ]);
    expect(canEditShipping({ status: 'cancelled', trackingNo: null })).toBe(false);
    expect(canEditShipping({ status: 'logisticsException', trackingNo: null })).toBe(false);
    expect(canEditShipping({ status: 'onHold', trackingNo: null })).toBe(true);
    expect(canEditShipping({ status: 'toBeDelivered', trackingNo: '1Z' })).toBe(false);
  });

  it('makes a label once, from the statuses the move starts from', () => {
    expect(canCreateShipment({ status: 'exception', trackingNo: null })).toBe(true);
    expect(canCreateShipment({ status: 'toBeDelivered', trackingNo: '1Z' })).toBe(false);
    expect(canCreateShipment({ status: 'postponed', trackingNo: null })).toBe(false);
  });

  it('marks every order but a removed one, handles exceptions and returns by status', () => {
    expect(where((s) => !canMarkOrder(s))).toEqual(['removed']);
    expect(where(canHandleException)).toEqual(['exception']);
    expect(where(canRegisterReturn)).toEqual(['shipped', 'logisticsException']);
  });
});
