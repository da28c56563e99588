/** Chinese resources: typed by the English ones, so a missing key or namespace is a type error. */
import type { en } from '../en/index.ts';
import { common } from './common.ts';
import { errors, http, request } from './errors.ts';
import { resource } from './resource.ts';
import { tasks } from './tasks.ts';
import { validation } from './validation.ts';

export const zhCN: typeof en = {
  common,
  errors,
  http,
  request,
  resource,
  tasks,
  validation,
};
