import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  basicSettingsSchema,
  miscSettingsSchema,
  otherSettingsSchema,
  type SettingsGroup,
  shippingSettingsSchema,
  systemSettingsSchema,
} from './settings.schema.ts';

/** Each group saves through its own call and function point, so a role may hold one page and not another. */
const save = <I extends z.ZodType>(group: SettingsGroup, input: I, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/v1/System/Settings/Save${group[0]!.toUpperCase()}${group.slice(1)}`,
    summary,
    input,
    output: systemSettingsSchema,
    access: { functionPoint: `system:${group}-settings:update` },
    notifySuccess: true,
  });

/** System/Settings: the tenant's shipping, miscellaneous, basic and other settings. */
export const settingsEndpoints = {
  getAll: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/Settings/GetAll',
    summary: "The tenant's system settings, every group with its defaults filled in",
    input: z.object({}),
    output: systemSettingsSchema,
    access: 'session',
    mutates: false,
  }),
  saveShipping: save('shipping', shippingSettingsSchema, 'Save the shipping settings'),
  saveMisc: save('misc', miscSettingsSchema, 'Save the miscellaneous settings'),
  saveBasic: save('basic', basicSettingsSchema, 'Save the basic settings'),
  saveOther: save('other', otherSettingsSchema, 'Save the other settings'),
};

/** The save call of each group, for the one settings page that serves all four. */
export const settingsSaveEndpoints = {
  shipping: settingsEndpoints.saveShipping,
  misc: settingsEndpoints.saveMisc,
  basic: settingsEndpoints.saveBasic,
  other: settingsEndpoints.saveOther,
} as const;
