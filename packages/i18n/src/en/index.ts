/** English resources, one line per namespace (kept sorted so parallel additions merge cleanly). */
import { common } from './common.ts';
import { errors, http, request } from './errors.ts';
import { resource } from './resource.ts';
import { tasks } from './tasks.ts';
import { validation } from './validation.ts';

export const en = {
  common,
  errors,
  http,
  request,
  resource,
  tasks,
  validation,
};
