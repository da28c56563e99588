import { useSyncExternalStore } from 'react';
import type { TabView } from './tab-list.ts';

/** The open tabs of this browser tab (session storage: a reload keeps them, a new window starts fresh). */
const KEY = 'wms.tabs';
const listeners = new Set<() => void>();
let tabs: TabView[] = read();

function read(): TabView[] {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '[]') as TabView[];
  } catch {
    return [];
  }
}

export const tabsStore = {
  get: (): TabView[] => tabs,
  set(next: TabView[]): void {
    tabs = next;
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(tabs));
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useTabs = () => useSyncExternalStore(tabsStore.subscribe, tabsStore.get, tabsStore.get);
