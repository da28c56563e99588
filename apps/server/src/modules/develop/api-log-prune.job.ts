import type { JobHandler } from '../../platform/jobs.ts';
import { apiLogService } from './api-log.service.ts';

export const API_LOG_PRUNE_JOB = 'apiLog:prune';

/** Once a day per tenant: the API log keeps only the days its retention setting allows (injected clock). */
export const apiLogPruneJob =
  (clock: () => Date): JobHandler =>
  async (job) => {
    const now = clock();
    const deleted = await job.inTenant((tx) => apiLogService.prune(tx, job.task.tenantId, now));
    return { result: { deleted } };
  };
