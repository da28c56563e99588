import { describe, expect, it } from 'vitest';
import { legBetween, routePath } from './route-path.ts';

describe('route path on the aisle map', () => {
  it('walks straight inside one aisle', () => {
    expect(legBetween({ x: 3, depth: 2 }, { x: 3, depth: 7 }, 10)).toEqual([
      { x: 3, depth: 2 },
      { x: 3, depth: 7 },
    ]);
  });

  it('changes aisles through the nearer cross-aisle', () => {
    expect(legBetween({ x: 0, depth: 2 }, { x: 3, depth: 1 }, 10)[1]).toEqual({ x: 0, depth: 0 });
    expect(legBetween({ x: 0, depth: 9 }, { x: 3, depth: 8 }, 10)[1]).toEqual({ x: 0, depth: 10 });
  });

  it('starts and ends at the depot', () => {
    const path = routePath([{ x: 3, depth: 4 }], 10);
    expect(path[0]).toEqual({ x: 0, depth: 0 });
    expect(path.at(-1)).toEqual({ x: 0, depth: 0 });
    expect(path).toContainEqual({ x: 3, depth: 4 });
  });
});
