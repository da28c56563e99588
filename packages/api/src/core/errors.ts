import { orderErrorCodes } from '../orders/order-errors.ts';

/**
 * The error catalogue: stable codes shared by server and clients. Messages live in `@wms/i18n`
 * under `errors:<code>` so every code has a zh-CN and an en text.
 */
export const ErrorCode = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  internal: 'INTERNAL',
  /** Spec §8: session expired. */
  sessionExpired: 'WBS00012',
  sessionReplaced: 'WBS00013',
  sessionInvalid: 'WBS00014',
  /** Spec §8: the user is disabled. */
  userDisabled: 'USR0015',
  /** Spec §8: sync and push refused for frequency. */
  frequent: '99',
  versionDenied: 'VERSION_DENIED',
  taskNotFound: 'TASK_NOT_FOUND',
  taskNotCancellable: 'TASK_NOT_CANCELLABLE',
  fileNotFound: 'FILE_NOT_FOUND',
  fileLinkExpired: 'FILE_LINK_EXPIRED',
  ...orderErrorCodes,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Spec §8: these codes log the user out after 0.5 s. */
export const FORCED_LOGOUT_CODES: readonly string[] = [
  ErrorCode.sessionExpired,
  ErrorCode.sessionReplaced,
  ErrorCode.sessionInvalid,
  ErrorCode.userDisabled,
];

/** Spec §8 HTTP statuses that have their own message (`http:<status>` in `@wms/i18n`). */
export const HTTP_STATUS_MESSAGES = [401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505] as const;
