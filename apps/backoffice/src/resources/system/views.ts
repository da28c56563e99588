import type { ViewMap } from '../../app/view-map.ts';

const modules = () => import('./modules-page.tsx');

/** System auth and accounts (catalogue area `system`), and the develop area's module management. */
export const systemViews: ViewMap = {
  'system/account': () => import('./accounts.resource.tsx').then((m) => ({ default: m.AccountsPage })),
  'system/role': () => import('./roles.resource.tsx').then((m) => ({ default: m.RolesPage })),
  'system/role-empower': () =>
    import('./role-empower-page.tsx').then((m) => ({ default: m.RoleEmpowerPage })),
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
