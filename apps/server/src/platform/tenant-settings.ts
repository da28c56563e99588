import {
  SETTINGS_GROUPS,
  type SettingsGroup,
  type SettingsOf,
  type SystemSettings,
  settingsWithDefaults,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tenantSettings } from '../db/schema/index.ts';

/**
 * One group of the tenant's system settings, over its defaults. Read where the setting takes effect (a
 * login, a rating, a pick-list lease, a grade), so a change applies to the next request.
 */
export async function readSettings<G extends SettingsGroup>(
  tx: Executor,
  tenantId: string,
  group: G,
): Promise<SettingsOf<G>> {
  const [row] = await tx
    .select({ values: tenantSettings.values })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.group, group)));
  return settingsWithDefaults(group, row?.values);
}

/** Every group at once, for the settings pages. */
export async function readAllSettings(tx: Executor, tenantId: string): Promise<SystemSettings> {
  const rows = await tx
    .select({ group: tenantSettings.group, values: tenantSettings.values })
    .from(tenantSettings)
    .where(eq(tenantSettings.tenantId, tenantId));
  const stored = new Map(rows.map((r) => [r.group, r.values]));
  return Object.fromEntries(
    SETTINGS_GROUPS.map((group) => [group, settingsWithDefaults(group, stored.get(group))]),
  ) as SystemSettings;
}
