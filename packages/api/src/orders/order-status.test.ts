import { describe, expect, it } from 'vitest';
import {
  actionsFrom,
  applyOrderAction,
  orderActionNames,
  orderActionSchema,
  orderActions,
  orderStatuses,
  orderStatusSchema,
} from './order-status.ts';

describe('order status transitions', () => {
  it('has the ten canonical statuses', () => {
    expect(orderStatusSchema.options).toEqual([
      'pending',
      'toBeDelivered',
      'shipped',
      'outOfStock',
      'exception',
      'logisticsException',
      'postponed',
      'onHold',
      'cancelled',
      'removed',
    ]);
  });

  it('lets every action move exactly its source statuses and refuses every other status', () => {
    for (const action of orderActionNames) {
      const rule = orderActions[action];
      for (const status of orderStatuses) {
        const result = applyOrderAction(status, action);
        if ((rule.from as readonly string[]).includes(status)) {
          expect(result, `${action} from ${status}`).toEqual({ ok: true, status: rule.to });
        } else {
          expect(result, `${action} from ${status}`).toEqual({
            ok: false,
            from: status,
            action,
            allowedFrom: rule.from,
          });
        }
      }
    }
  });

  it('follows the spec moves', () => {
    expect(applyOrderAction('cancelled', 'cancelToPending')).toMatchObject({ status: 'pending' });
    expect(applyOrderAction('outOfStock', 'outOfStockToNotShipped')).toMatchObject({
      status: 'toBeDelivered',
    });
    expect(applyOrderAction('outOfStock', 'outOfStockToCancelled')).toMatchObject({ status: 'cancelled' });
    expect(applyOrderAction('toBeDelivered', 'recallToPending')).toMatchObject({ status: 'pending' });
    expect(applyOrderAction('toBeDelivered', 'outbound')).toMatchObject({ status: 'shipped' });
    expect(applyOrderAction('logisticsException', 'processLogisticsException')).toMatchObject({
      status: 'shipped',
    });
    expect(applyOrderAction('cancelled', 'delete')).toMatchObject({ status: 'removed' });
  });

  it('never moves a shipped or removed order back into the warehouse flow', () => {
    expect(actionsFrom('removed')).toEqual([]);
    expect(actionsFrom('shipped')).toEqual(['flagLogisticsException']);
    expect(applyOrderAction('shipped', 'markCancelled').ok).toBe(false);
  });

  it('reaches every status from pending', () => {
    const reached = new Set<string>(['pending']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const action of orderActionNames) {
        const rule = orderActions[action];
        if (rule.from.some((s) => reached.has(s)) && !reached.has(rule.to)) {
          reached.add(rule.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...orderStatuses].sort());
  });

  it('validates action names', () => {
    expect(orderActionSchema.safeParse('outbound').success).toBe(true);
    expect(orderActionSchema.safeParse('teleport').success).toBe(false);
  });
});
