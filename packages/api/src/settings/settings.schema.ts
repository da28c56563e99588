import { z } from 'zod';

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * The tenant's system settings, one typed group per settings page. Each value is read by the code it
 * configures; a group never saved reads as its defaults.
 */
export const shippingSettingsSchema = z.object({
  /** Dimensional divisor for a carrier the customer has no divisor of its own for (L × W × H / divisor). */
  defaultDimDivisor: whole(1, 1000),
});
export const miscSettingsSchema = z.object({
  /** Minutes without a scan after which a picker's check-out of a pick list lapses. */
  pickLeaseMinutes: whole(5, 240),
});
export const basicSettingsSchema = z.object({
  /** Hours a login session lasts. */
  sessionHours: whole(1, 72),
});
export const otherSettingsSchema = z.object({
  /** Days of data a customer's S–E grade is computed over. */
  scoringWindowDays: whole(7, 365),
});

export const settingsSchemas = {
  shipping: shippingSettingsSchema,
  misc: miscSettingsSchema,
  basic: basicSettingsSchema,
  other: otherSettingsSchema,
} as const;
export type SettingsGroup = keyof typeof settingsSchemas;
export const SETTINGS_GROUPS = Object.keys(settingsSchemas) as SettingsGroup[];
export type SettingsOf<G extends SettingsGroup> = z.infer<(typeof settingsSchemas)[G]>;

export const SETTINGS_DEFAULTS: { [G in SettingsGroup]: SettingsOf<G> } = {
  shipping: { defaultDimDivisor: 139 },
  misc: { pickLeaseMinutes: 30 },
  basic: { sessionHours: 12 },
  other: { scoringWindowDays: 90 },
};

export const systemSettingsSchema = z.object(settingsSchemas);
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** A stored group over its defaults: a key added later, or a stored value now out of range, reads as its default. */
export function settingsWithDefaults<G extends SettingsGroup>(group: G, stored: unknown): SettingsOf<G> {
  const defaults = SETTINGS_DEFAULTS[group] as Record<string, unknown>;
  const values = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const shape = settingsSchemas[group].shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const parsed = shape[key]!.safeParse(values[key]);
    out[key] = parsed.success ? parsed.data : defaults[key];
  }
  return out as SettingsOf<G>;
}
