/** The namespaces the login page and the shell's frame need before the first screen (`lazy.ts`). */
import { chrome } from './chrome.ts';
import { common } from './common.ts';
import { errors, http, request } from './errors.ts';
import { shell } from './shell.ts';
import { validation } from './validation.ts';

export const core = { chrome, common, errors, http, request, shell, validation };
