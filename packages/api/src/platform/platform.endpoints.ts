import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { platformConfigSchema } from './platform.schema.ts';

export const platformEndpoints = {
  getConfig: defineEndpoint({
    method: 'GET',
    path: '/api/v1/System/Platform/GetConfig',
    summary: 'Platform config: system name, logo and icon shown before login',
    input: z.object({}),
    output: platformConfigSchema,
    access: 'public',
  }),
};
