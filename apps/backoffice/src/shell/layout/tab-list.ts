/** A tab ("Tag view"): an open page in the tab strip, by its full path. */
export interface TabView {
  fullPath: string;
  entryId: string;
  closable: boolean;
}

export type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/**
 * One tab per page: opening a page again (a filter, a page number or a dialog in its address) moves its
 * tab to the new address instead of adding a tab.
 */
export function openTab(tabs: readonly TabView[], tab: TabView): TabView[] {
  return tabs.some((t) => t.entryId === tab.entryId)
    ? tabs.map((t) => (t.entryId === tab.entryId ? { ...t, fullPath: tab.fullPath } : t))
    : [...tabs, tab];
}

/** The tab actions around `target`; tabs that are not closable always stay. */
export function applyTabAction(tabs: readonly TabView[], action: TabAction, target: string): TabView[] {
  const index = tabs.findIndex((t) => t.fullPath === target);
  const keep = (t: TabView, i: number) => {
    if (!t.closable) return true;
    switch (action) {
      case 'close':
        return i !== index;
      case 'closeLeft':
        return i >= index;
      case 'closeRight':
        return i <= index;
      case 'closeOthers':
        return i === index;
      case 'closeAll':
        return false;
    }
  };
  return tabs.filter(keep);
}

/** Where to go when the active tab disappears: its right neighbour, else the last tab, else home. */
export function nextActive(
  before: readonly TabView[],
  after: readonly TabView[],
  active: string,
): string | null {
  if (after.some((t) => t.fullPath === active)) return null;
  const index = before.findIndex((t) => t.fullPath === active);
  const right = before.slice(index + 1).find((t) => after.includes(t));
  return (right ?? after.at(-1))?.fullPath ?? '/';
}
