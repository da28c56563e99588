import { dashboardEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { dashboardService } from './dashboard.service.ts';
import { feedbackService } from './feedback.service.ts';

export function dashboardRoutes(deps: AppDeps) {
  const feedback = feedbackService(deps.files, deps.clock);
  return implement(dashboardEndpoints, {
    getOverview: (input, ctx) =>
      deps.inTenant(ctx, (tx) =>
        dashboardService.overview(tx, ctx.principal, input.days, deps.clock(), ctx.locale),
      ),
    uploadFeedbackFile: (input, ctx) => deps.inTenant(ctx, (tx) => feedback.upload(tx, ctx.principal, input)),
    createFeedback: (input, ctx) => deps.inTenant(ctx, (tx) => feedback.create(tx, ctx.principal, input)),
  });
}
