import type { JobHandler } from '../../platform/jobs.ts';
import { ledgerService } from './ledger.service.ts';
import { takeStorageSnapshots } from './storage-snapshot.ts';

export const FINANCE_DAILY_JOB = 'finance:daily';

/** The start of the clock's UTC day: facts before it are priced, today's wait for tomorrow's run. */
const startOfDay = (now: Date) => new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);

/**
 * The daily billing run, once per tenant and UTC day on the jobs spine: the storage snapshots of the days
 * not yet taken, then every source's uncharged facts priced into the ledger.
 */
export const financeDailyJob =
  (clock: () => Date): JobHandler =>
  async (job) => {
    const now = clock();
    const result = await job.inTenant(async (tx) => {
      const days = await takeStorageSnapshots(tx, job.task.tenantId, now);
      const charged = await ledgerService.priceAll(tx, job.task.tenantId, startOfDay(now));
      return { days: days.length, charged };
    });
    return { result };
  };
