import { authEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { revokeSession } from '../../platform/sessions.ts';
import { captchaLimit, captchaService } from './captcha.service.ts';
import { forgotPasswordService } from './forgot-password.service.ts';
import { loginService } from './login.service.ts';
import { userInfoService } from './user-info.service.ts';

/**
 * The auth service. Login and the forgot-password calls run before a tenant is known, on the owner
 * connection; the user-info calls run in the caller's tenant.
 */
export function authRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(authEndpoints, {
    getVerificationCode: (_input, ctx) =>
      captchaService.create(deps.db, ctx.ip, deps.clock(), captchaLimit(deps.loginAttemptsPerAddress)),
    checkCode: (input, _ctx) => captchaService.check(deps.db, input, deps.clock()),
    login: (input, ctx) =>
      loginService.login(deps.db, input, ctx, deps.clock(), deps.loginAttemptsPerAddress),
    logout: async (_input, ctx) => {
      await revokeSession(deps.db, ctx.principal.sessionId, deps.clock());
      // The real-time connection is stopped on logout.
      const { tenantId, sessionId } = ctx.principal;
      await deps.events.publish({ type: 'session.revoked', tenantId, sessionId, data: null });
      return null;
    },
    getUserInfo: inTenant((tx, p, _input, ctx) => userInfoService.info(tx, p, deps.directory, ctx.locale)),
    getUserGroups: inTenant((tx, p) => userInfoService.groups(tx, p)),
    getIsAdmin: async (input) => forgotPasswordService.isAdmin(input.account),
    sendVerificationCode: (input) =>
      forgotPasswordService.sendCode(deps.db, deps.mailer, input, deps.clock()),
    updatePassword: (input) => forgotPasswordService.reset(deps.db, input, deps.clock()),
  });
}
