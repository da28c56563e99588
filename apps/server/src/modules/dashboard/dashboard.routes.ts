import { dashboardEndpoints, screenLinkEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { dashboardService } from './dashboard.service.ts';
import { feedbackService as feedback } from './feedback.service.ts';
import { screenLinksService as screens } from './screen-links.service.ts';

export function dashboardRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return [
    ...implement(dashboardEndpoints, {
      getOverview: inTenant((tx, p, input, ctx) =>
        dashboardService.overview(tx, p, input.days, deps.clock(), ctx.locale),
      ),
      uploadFeedbackFile: inTenant((tx, p, input) => feedback.upload(tx, p, input, deps.files)),
      createFeedback: inTenant((tx, p, input) => feedback.create(tx, p, input, deps.files, deps.clock())),
    }),
    ...implement(screenLinkEndpoints, {
      getList: inTenant((tx, p) => screens.list(tx, p)),
      create: inTenant((tx, p, input) => screens.issue(tx, p, input, deps.clock())),
      revoke: inTenant((tx, p, input) => screens.revoke(tx, p, input.id, deps.clock())),
      getFigures: (input, ctx) => screens.figures(deps.db, input.key, deps.clock(), ctx.locale),
    }),
  ];
}
