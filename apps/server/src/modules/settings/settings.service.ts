import type { SettingsGroup, SettingsOf, SystemSettings } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import { tenantSettings } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { readAllSettings } from '../../platform/tenant-settings.ts';

function all(tx: Tx, principal: Principal): Promise<SystemSettings> {
  return readAllSettings(tx, principal.tenantId);
}

/** Replaces one group; the values were validated by the group's schema on the way in. */
async function save<G extends SettingsGroup>(
  tx: Tx,
  principal: Principal,
  group: G,
  values: SettingsOf<G>,
  now: Date,
): Promise<SystemSettings> {
  await tx
    .insert(tenantSettings)
    .values({
      tenantId: principal.tenantId,
      group,
      values,
      createdBy: principal.userId,
      updatedBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [tenantSettings.tenantId, tenantSettings.group],
      set: { values, updatedBy: principal.userId, updatedAt: now },
    });
  return all(tx, principal);
}

export const settingsService = { all, save };
