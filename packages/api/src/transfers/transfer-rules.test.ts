import { describe, expect, it } from 'vitest';
import { clearedByChange, etaInWindow, etdInWindow, transferDateProblems } from './transfer-rules.ts';

describe('transfer order rules', () => {
  it('keeps the ETD within the next two weeks, today included', () => {
    const today = '2026-03-02';
    expect(
      ['2026-03-01', '2026-03-02', '2026-03-16', '2026-03-17'].map((d) => etdInWindow(d, today)),
    ).toEqual([false, true, true, false]);
  });

  it('keeps the ETA plus 3 days within the next two weeks', () => {
    const today = '2026-03-02';
    expect(['2026-02-27', '2026-03-13', '2026-03-14'].map((d) => etaInWindow(d, today))).toEqual([
      true,
      true,
      false,
    ]);
    expect(transferDateProblems({ etd: '2026-03-20', eta: '2026-03-20' }, today)).toEqual([
      { field: 'etd', message: 'transfer:etdWindow' },
      { field: 'eta', message: 'transfer:etaWindow' },
    ]);
    expect(transferDateProblems({ etd: '2026-03-05', eta: null }, today)).toEqual([]);
  });

  it('clears the products on a new warehouse, and the warehouse and products on a new customer', () => {
    expect(clearedByChange('warehouseId')).toEqual(['lines']);
    expect(clearedByChange('customerId')).toEqual(['warehouseId', 'lines']);
  });
});
