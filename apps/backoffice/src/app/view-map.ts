import type { ComponentType } from 'react';

/** A lazily loaded screen; the module is fetched the first time its route opens. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;
/** Screens by catalogue `viewPath`. Areas import this type from here, so `views.ts` imports no cycle. */
export type ViewMap = Readonly<Record<string, ViewLoader>>;
