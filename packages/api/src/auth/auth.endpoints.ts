import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  captchaTicketSchema,
  checkCodeInput,
  isAdminInput,
  loginInput,
  loginResultSchema,
  resetPasswordInput,
  sendResetCodeInput,
  sliderPuzzleSchema,
  userGroupSchema,
  userInfoSchema,
} from './auth.schema.ts';
import { SELF_SERVICE_POINTS } from './self-service.ts';

const auth = '/auth/api/Auth';
const forgot = '/api/v1/System/SysForgotPassword';

/** Login through the auth service: puzzle → check → validate, then the user's info. */
export const authEndpoints = {
  getVerificationCode: defineEndpoint({
    method: 'POST',
    path: `${auth}/GetVerificationCode`,
    summary: 'A new slider puzzle; its answer stays on the server',
    input: z.object({}),
    output: sliderPuzzleSchema,
    access: 'public',
  }),
  checkCode: defineEndpoint({
    method: 'POST',
    path: `${auth}/CheckCode`,
    summary: 'Check the drag offset and trace of a puzzle (single use); returns a one-time login ticket',
    input: checkCodeInput,
    output: captchaTicketSchema,
    access: 'public',
    suppressed: true,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: `${auth}/CoustomerValidate`,
    summary: 'Log in with account, encrypted password and a captcha ticket; `System: pda` for the PDA',
    input: loginInput,
    output: loginResultSchema,
    access: 'public',
    suppressed: true,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: `${auth}/Logout`,
    summary: 'Revoke the current session',
    input: z.object({}),
    output: z.null(),
    access: { functionPoint: SELF_SERVICE_POINTS.logout },
  }),
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/api/v1/System/Auth/GetUserInfo',
    summary: 'The logged-in user: role, function points, menus of this app and plan, warehouses, customers',
    input: z.object({}),
    output: userInfoSchema,
    access: 'session',
  }),
  getUserGroups: defineEndpoint({
    method: 'GET',
    path: '/api/v1/System/Auth/GetUserGroups',
    summary: "The tenant's user groups (roles) with their user counts",
    input: z.object({}),
    output: z.array(userGroupSchema),
    access: 'session',
  }),
  getIsAdmin: defineEndpoint({
    method: 'POST',
    path: `${forgot}/GetIsAdmin`,
    summary: 'Forgot password: whether the account may reset by mail (administrators only)',
    input: isAdminInput,
    output: z.object({ isAdmin: z.boolean() }),
    access: 'public',
    mutates: false,
    suppressed: true,
  }),
  sendVerificationCode: defineEndpoint({
    method: 'POST',
    path: `${forgot}/SendVerificationCode`,
    summary: "Forgot password: mail a 6-digit code (valid 10 minutes) to the administrator's address",
    input: sendResetCodeInput,
    output: z.null(),
    access: 'public',
    suppressed: true,
    successMessage: 'identity:codeSent',
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: `${forgot}/UpdatePassword`,
    summary: 'Forgot password: set a new password with the mailed code (single use)',
    input: resetPasswordInput,
    output: z.null(),
    access: 'public',
    suppressed: true,
    successMessage: 'identity:passwordReset',
  }),
};
