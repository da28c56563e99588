/** At most eight top-level menus; the rest go under "more". */
export const TOP_MENUS = 8;

/**
 * How many top menus fit in `available` px, given each menu button's measured width, the "more" button's
 * width and the gap between buttons: at most `TOP_MENUS`, and room is kept for "more" whenever some menus
 * are left over for it.
 */
export function fittingTopMenus(
  widths: readonly number[],
  moreWidth: number,
  gap: number,
  available: number,
) {
  const limit = Math.min(TOP_MENUS, widths.length);
  for (let count = limit; count > 0; count--) {
    const needsMore = count < widths.length;
    const buttons = widths.slice(0, count).reduce((sum, w) => sum + w, 0) + (needsMore ? moreWidth : 0);
    const gaps = gap * Math.max(0, count + (needsMore ? 1 : 0) - 1);
    if (buttons + gaps <= available) return count;
  }
  return 0;
}
