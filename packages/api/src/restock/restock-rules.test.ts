import { describe, expect, it } from 'vitest';
import { RESTOCK_STATES } from './restock.schema.ts';
import { canShelve } from './restock-rules.ts';

describe('restock rules', () => {
  it('shelves only a line waiting for it', () => {
    expect(RESTOCK_STATES.filter(canShelve)).toEqual(['toBeShelved']);
  });
});
