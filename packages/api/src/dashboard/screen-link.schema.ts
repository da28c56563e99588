import { z } from 'zod';
import type { Dashboard } from './dashboard.schema.ts';

const when = z.iso.datetime({ offset: true });

/** A read-only link to the large screen that an administrator issued (the key itself is shown once). */
export const screenLinkSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdTime: when,
  createdByName: z.string().nullable(),
  revokedTime: when.nullable(),
});
export type ScreenLink = z.infer<typeof screenLinkSchema>;

/** A newly issued link: its key goes in `/screen?key=` and is never shown again. */
export const screenLinkIssuedSchema = screenLinkSchema.extend({ key: z.string() });

export const screenLinkInput = z.object({ name: z.string().trim().min(1).max(50) });

/** The large screen's live figures: today's orders (US Pacific), what waits, and location use. */
export const screenFiguresSchema = z.object({
  created: z.number().int(),
  shipped: z.number().int(),
  toBeDelivered: z.number().int(),
  exception: z.number().int(),
  storage: z.array(z.object({ warehouseName: z.string(), rate: z.number().nullable() })),
});
export type ScreenFigures = z.infer<typeof screenFiguresSchema>;

/** The large screen's figures out of the dashboard's: one reading for the signed-in screen and a link's. */
export function screenFiguresOf(data: Pick<Dashboard, 'orders' | 'storage'>): ScreenFigures {
  const today = data.orders.daily.at(-1);
  const count = (status: string) => data.orders.byStatus.find((s) => s.status === status)?.count ?? 0;
  return {
    created: today?.created ?? 0,
    shipped: today?.shipped ?? 0,
    toBeDelivered: count('toBeDelivered'),
    exception: count('exception'),
    storage: data.storage.map((s) => ({ warehouseName: s.warehouseName, rate: s.rate })),
  };
}
