import { defineRoute } from '../core/define-route.ts';
import type { authEndpoints } from './auth.endpoints.ts';

/**
 * The login's and forgot-password's calls as zod-free routes (`@wms/api/auth-routes`): the login page
 * ships without zod, ky and the contract registry. `auth-routes.test.ts` keeps them equal to
 * `authEndpoints`.
 */
export const authRoutes = {
  getVerificationCode: defineRoute<typeof authEndpoints.getVerificationCode>({
    method: 'POST',
    path: '/auth/api/Auth/GetVerificationCode',
  }),
  checkCode: defineRoute<typeof authEndpoints.checkCode>({
    method: 'POST',
    path: '/auth/api/Auth/CheckCode',
    suppressed: true,
  }),
  login: defineRoute<typeof authEndpoints.login>({
    method: 'POST',
    path: '/auth/api/Auth/CoustomerValidate',
    suppressed: true,
  }),
  getIsAdmin: defineRoute<typeof authEndpoints.getIsAdmin>({
    method: 'POST',
    path: '/api/v1/System/SysForgotPassword/GetIsAdmin',
    suppressed: true,
  }),
  sendVerificationCode: defineRoute<typeof authEndpoints.sendVerificationCode>({
    method: 'POST',
    path: '/api/v1/System/SysForgotPassword/SendVerificationCode',
    suppressed: true,
  }),
  updatePassword: defineRoute<typeof authEndpoints.updatePassword>({
    method: 'POST',
    path: '/api/v1/System/SysForgotPassword/UpdatePassword',
    suppressed: true,
  }),
};
