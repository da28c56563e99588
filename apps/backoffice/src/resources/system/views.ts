import type { ViewMap } from '../../app/view-map.ts';

const modules = () => import('./modules-page.tsx');
const settings = () => import('./settings-page.tsx');
const accountPages = () => import('./account-pages.tsx');

/** System auth and accounts (catalogue area `system`), and the develop area's module management. */
export const systemViews: ViewMap = {
  'system/account': () => import('./accounts.resource.tsx').then((m) => ({ default: m.AccountsPage })),
  'system/role': () => import('./roles.resource.tsx').then((m) => ({ default: m.RolesPage })),
  'system/role-empower': () =>
    import('./role-empower-page.tsx').then((m) => ({ default: m.RoleEmpowerPage })),
  'system/shipping-settings': () => settings().then((m) => ({ default: m.ShippingSettingsPage })),
  'system/misc-settings': () => settings().then((m) => ({ default: m.MiscSettingsPage })),
  'system/basic-settings': () => settings().then((m) => ({ default: m.BasicSettingsPage })),
  'system/other-settings': () => settings().then((m) => ({ default: m.OtherSettingsPage })),
  'system/account-edit': () => accountPages().then((m) => ({ default: m.AccountEditPage })),
  'system/pda-config': () => accountPages().then((m) => ({ default: m.PdaConfigPage })),
  'system/account-config': () => accountPages().then((m) => ({ default: m.AccountConfigPage })),
  'system/wms-config': () => accountPages().then((m) => ({ default: m.WmsConfigPage })),
  'system/module': () => modules().then((m) => ({ default: m.ModulesPage })),
  'system/module-empower': () => modules().then((m) => ({ default: m.ModuleEmpowerPage })),
  'develop/module': () => modules().then((m) => ({ default: m.ModulesPage })),
  'develop/dictionary': () => import('./dictionary-page.tsx').then((m) => ({ default: m.DictionaryPage })),
  'develop/login-log': () => import('./login-log.resource.tsx').then((m) => ({ default: m.LoginLogPage })),
  'develop/data-condition': () =>
    import('./data-condition-page.tsx').then((m) => ({ default: m.DataConditionPage })),
  'system/authorization': () =>
    import('./authorization.resource.tsx').then((m) => ({ default: m.AuthorizationReviewPage })),
};
