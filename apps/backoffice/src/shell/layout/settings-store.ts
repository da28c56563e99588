import { type DateFormat, DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE } from '@wms/i18n';
import { useSyncExternalStore } from 'react';

/** Default theme #409EFF; the picker offers these 8 presets. */
export const DEFAULT_THEME_COLOR = '#409EFF';
export const THEME_PRESETS = [
  '#409EFF',
  '#159BFF',
  '#304156',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA8C16',
] as const;

/** The layout choices of the settings drawer and navbar, kept across reloads. */
export interface ShellSettings {
  tabIcons: boolean;
  tabPosition: 'top' | 'bottom';
  tabStyle: 'default' | 'stacked';
  themeColor: string;
  dateFormat: DateFormat;
  /** The IANA zone every time on screen is shown in, chosen among the navbar's clocks. */
  timeZone: string;
  menuCollapsed: boolean;
}

const KEY = 'wms.settings';
const DEFAULTS: ShellSettings = {
  tabIcons: true,
  tabPosition: 'top',
  tabStyle: 'default',
  themeColor: DEFAULT_THEME_COLOR,
  dateFormat: DEFAULT_DATE_FORMAT,
  timeZone: DEFAULT_TIME_ZONE,
  menuCollapsed: false,
};

const listeners = new Set<() => void>();
let current: ShellSettings = read();

function read(): ShellSettings {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? { ...DEFAULTS, ...(JSON.parse(raw) as Partial<ShellSettings>) } : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

export const shellSettings = {
  get: (): ShellSettings => current,
  update(patch: Partial<ShellSettings>): void {
    current = { ...current, ...patch };
    globalThis.localStorage?.setItem(KEY, JSON.stringify(current));
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useShellSettings(): ShellSettings {
  return useSyncExternalStore(shellSettings.subscribe, shellSettings.get, shellSettings.get);
}
