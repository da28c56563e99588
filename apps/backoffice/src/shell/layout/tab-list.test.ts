import { describe, expect, it } from 'vitest';
import { applyTabAction, nextActive, openTab, type TabView } from './tab-list.ts';

const tab = (fullPath: string, closable = true): TabView => ({ fullPath, entryId: fullPath, closable });
const paths = (tabs: TabView[]) => tabs.map((t) => t.fullPath);

describe('tab strip actions', () => {
  const tabs = [tab('/a', false), tab('/b'), tab('/c'), tab('/d')];

  it('opens a page once', () => {
    expect(paths(openTab(tabs, tab('/b')))).toEqual(['/a', '/b', '/c', '/d']);
    expect(paths(openTab(tabs, tab('/e')))).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('keeps one tab per page when its address changes (filters, dialogs)', () => {
    const moved = openTab(tabs, { fullPath: '/b?kind=import&dialog=lock', entryId: '/b', closable: true });
    expect(paths(moved)).toEqual(['/a', '/b?kind=import&dialog=lock', '/c', '/d']);
  });

  it('closes one, left, right, others and all, keeping tabs that cannot close', () => {
    expect(paths(applyTabAction(tabs, 'close', '/c'))).toEqual(['/a', '/b', '/d']);
    expect(paths(applyTabAction(tabs, 'closeLeft', '/c'))).toEqual(['/a', '/c', '/d']);
    expect(paths(applyTabAction(tabs, 'closeRight', '/b'))).toEqual(['/a', '/b']);
    expect(paths(applyTabAction(tabs, 'closeOthers', '/c'))).toEqual(['/a', '/c']);
    expect(paths(applyTabAction(tabs, 'closeAll', '/c'))).toEqual(['/a']);
  });

  it('moves to the right neighbour when the active tab closes', () => {
    const after = applyTabAction(tabs, 'close', '/c');
    expect(nextActive(tabs, after, '/c')).toBe('/d');
    expect(nextActive(tabs, after, '/b')).toBeNull();
    expect(nextActive(tabs, applyTabAction(tabs, 'closeAll', '/c'), '/c')).toBe('/a');
  });
});
