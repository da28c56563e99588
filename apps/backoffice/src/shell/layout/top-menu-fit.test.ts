import { describe, expect, it } from 'vitest';
import { fittingTopMenus, TOP_MENUS } from './top-menu-fit.ts';

describe('top menus that fit', () => {
  const ten = Array.from({ length: 10 }, () => 100);

  it('shows at most eight, the rest under "more"', () => {
    expect(fittingTopMenus(ten, 60, 2, 10_000)).toBe(TOP_MENUS);
  });

  it('shows every menu without "more" when all of them fit', () => {
    expect(fittingTopMenus([100, 100, 100], 60, 2, 304)).toBe(3);
  });

  it('keeps room for "more" when some menus are left over', () => {
    // 3 menus (300) + more (60) + 3 gaps (6) = 366: 365 px holds only two and "more"
    expect(fittingTopMenus(ten, 60, 2, 366)).toBe(3);
    expect(fittingTopMenus(ten, 60, 2, 365)).toBe(2);
    expect(fittingTopMenus(ten, 60, 2, 50)).toBe(0);
  });
});
