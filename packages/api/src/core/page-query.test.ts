import { describe, expect, it } from 'vitest';
import { batchQuery, batchValues } from './page-query.ts';

describe('batch queries', () => {
  it('split on English commas, trim each value and drop empty ones', () => {
    expect(batchValues(' SKU-1, SKU-2,,SKU-3 ,')).toEqual(['SKU-1', 'SKU-2', 'SKU-3']);
    expect(batchQuery.parse('A,，B')).toEqual(['A', '，B']);
  });
});
