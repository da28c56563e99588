import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cellNumber, cellText } from './cells.ts';

// The sheet reader gives a blank cell as null (sheet-reader.ts), so these parse what an import row holds.
const row = z.object({
  sku: cellText(z.string().min(1)),
  remark: cellText(z.string().max(5)).optional(),
  note: cellText(z.string().max(5).optional()),
  qty: cellNumber(z.number().int()).optional(),
});

describe('cell readers', () => {
  it('take a blank optional cell as missing, whether the cell or its schema is optional', () => {
    expect(row.parse({ sku: 'A1', remark: null, note: null, qty: null })).toEqual({ sku: 'A1' });
    expect(row.parse({ sku: 'A1', remark: '', note: '', qty: '' })).toEqual({ sku: 'A1' });
    expect(row.parse({ sku: 'A1' })).toEqual({ sku: 'A1' });
  });

  it('still read a filled optional cell through its own rules', () => {
    expect(row.parse({ sku: 12345, remark: ' ok ', note: 'n', qty: '7' })).toEqual({
      sku: '12345',
      remark: 'ok',
      note: 'n',
      qty: 7,
    });
    const long = row.safeParse({ sku: 'A1', remark: 'too long', qty: '1.5' });
    expect(long.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['remark', 'qty']);
  });

  it('still refuse a blank required cell', () => {
    expect(row.safeParse({ sku: null }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sku']);
  });
});
