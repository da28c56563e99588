import { orderErrors } from './order-errors.ts';

/** Texts of the error catalogue (`@wms/api` ErrorCode) and of the request layer (spec §8). */
export const errors = {
  VALIDATION: '{{field}}: {{reason}}',
  UNAUTHORIZED: 'Unauthorized, please log in',
  FORBIDDEN: 'Access Denied',
  NOT_FOUND: 'Error in Address Request',
  METHOD_NOT_ALLOWED: 'Request Method Error',
  INTERNAL: 'Internal Server Error',
  WBS00012: 'Your session has expired, please log in again',
  WBS00013: 'Your account has logged in elsewhere, please log in again',
  WBS00014: 'Your session is invalid, please log in again',
  USR0015: 'This user has been disabled',
  '99': 'Frequent operation, please try again later',
  VERSION_DENIED: 'This version can not perform such action!',
  TASK_NOT_FOUND: 'The task does not exist',
  TASK_NOT_CANCELLABLE: 'Only a task that has not finished can be cancelled',
  FILE_NOT_FOUND: 'The file does not exist',
  FILE_LINK_EXPIRED: 'The download link has expired, please download again from the download center',
  ...orderErrors,
};

export const request = {
  success: 'Request is successful',
  timeout: 'Request timed out',
  frequent: 'Frequent operation, please try again later',
  syncFailed: 'Synchronization failed',
  pushFailed: 'Push failed',
};

export const http = {
  '401': 'Unauthorized, please log in',
  '403': 'Access Denied',
  '404': 'Error in Address Request',
  '405': 'Request Method Error',
  '408': 'Request Timed Out',
  '500': 'Internal Server Error',
  '501': 'Service Not Implemented',
  '502': 'Internet Error',
  '503': 'Service Is Not Available',
  '504': 'Internet Timed Out',
  '505': 'HTTP Version Is Not Supported',
};
