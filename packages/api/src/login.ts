/**
 * `@wms/api/login`: what the login and forgot-password pages call, without zod, ky or the contract
 * registry (the first load of /login stays small).
 */
export { authRoutes } from './auth/auth-routes.ts';
export { encryptPassword } from './auth/password-cipher.ts';
export type { Route, RouteInput, RouteOutput } from './core/define-route.ts';
export { createFetchClient, type FetchClient, type FetchClientOptions } from './core/fetch-client.ts';
export { ApiError, type Text } from './core/refusal.ts';
