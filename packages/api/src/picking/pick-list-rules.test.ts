import { describe, expect, it } from 'vitest';
import { pickListStates } from './pick-list.schema.ts';
import { canAllocateCustodian, isPickListOpen, pickListPlan } from './pick-list-rules.ts';

describe('pick list rules', () => {
  it('keeps a list open until it is picked or cancelled', () => {
    expect(pickListStates.filter(isPickListOpen)).toEqual(['unPick', 'picking']);
  });

  it('lets every list but a cancelled one get a custodian', () => {
    expect(pickListStates.filter(canAllocateCustodian)).toEqual(['unPick', 'picking', 'picked']);
  });

  it('plans lists of at most the warehouse limit, at most the lists asked, and says what is left', () => {
    expect(pickListPlan(8, 3, 10)).toEqual({ orders: 8, lists: 3, left: 0 });
    expect(pickListPlan(8, 3, 2)).toEqual({ orders: 6, lists: 2, left: 2 });
    expect(pickListPlan(0, 3, 10)).toEqual({ orders: 0, lists: 0, left: 0 });
  });
});
