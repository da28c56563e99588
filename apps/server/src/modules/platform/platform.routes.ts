import { platformEndpoints } from '@wms/api';
import { LOCALES, translate } from '@wms/i18n/messages';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';

export function platformRoutes(deps: AppDeps) {
  return implement(platformEndpoints, {
    getConfig: async (_input, ctx) => ({
      systemName: translate(ctx.locale, 'common:systemName'),
      wmsLogo: '/logo.svg',
      ico: '/favicon.svg',
      version: deps.version,
      locales: [...LOCALES],
    }),
  });
}
