import { describe, expect, it } from 'vitest';
import { routesUpToDate } from './generate-routes.ts';

describe('the generated route paths', () => {
  it('match the resource catalogue (run `node scripts/generate-routes.ts` after changing it)', () => {
    expect(routesUpToDate()).toBe(true);
  });
});
