import type { ComponentType } from 'react';

// Typed here rather than with app/views.ts's ViewMap, so the area does not import the app (no cycle).
/** The restock list (catalogue area `inventory`, page restock). */
export const restockViews = {
  'inventory/restock': () => import('./restock.resource.tsx').then((m) => ({ default: m.RestockPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
