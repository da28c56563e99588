import { describe, expect, it } from 'vitest';
import { canUnlock } from './occupation-rules.ts';

describe('occupation rules', () => {
  it('unlocks only a manual lock that still holds stock', () => {
    expect(canUnlock({ kind: 'lock', state: 'active' })).toBe(true);
    expect(canUnlock({ kind: 'lock', state: 'shipped' })).toBe(false);
    expect(canUnlock({ kind: 'lock', state: 'released' })).toBe(false);
    expect(canUnlock({ kind: 'allocate', state: 'active' })).toBe(false);
  });
});
