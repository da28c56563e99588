import { describe, expect, it } from 'vitest';
import { pickListStates } from './pick-list.schema.ts';
import { canAllocateCustodian, isPickListOpen } from './pick-list-rules.ts';

describe('pick list rules', () => {
  it('keeps a list open until it is picked or cancelled', () => {
    expect(pickListStates.filter(isPickListOpen)).toEqual(['unPick', 'picking']);
  });

  it('lets every list but a cancelled one get a custodian', () => {
    expect(pickListStates.filter(canAllocateCustodian)).toEqual(['unPick', 'picking', 'picked']);
  });
});
