import { describe, expect, it } from 'vitest';
import { relistStates } from './relist.schema.ts';
import { canRelist } from './relist-rules.ts';

describe('relist rules', () => {
  it('relists an item once, while it is pending', () => {
    expect(relistStates.filter(canRelist)).toEqual(['pending']);
  });
});
