import { API_LOG_PRUNE_JOB, apiLogPruneJob } from '../modules/develop/api-log-prune.job.ts';
import { FINANCE_DAILY_JOB, financeDailyJob } from '../modules/finance/finance-daily.job.ts';
import { enqueueMailRetries, mailPushJob } from '../modules/mail/mail-push.job.ts';
import { MAIL_PUSH_JOB } from '../modules/mail/mail-push.service.ts';
import { enqueueReturnSweeps, RETURN_AUTO_JOB, returnAutoJob } from '../modules/returns/return-auto.job.ts';
import { ABNORMAL_SWEEP_JOB, abnormalSweepJob } from '../modules/shipments/shipment-abnormal.job.ts';
import type { AppDeps } from '../platform/deps.ts';
import { queueDailyTasks } from '../platform/jobs.ts';

/** Jobs that run once a day in every tenant, whatever happened that day. */
export const DAILY_JOBS = [ABNORMAL_SWEEP_JOB, FINANCE_DAILY_JOB, API_LOG_PRUNE_JOB] as const;

/**
 * Scheduled work, the one mechanism: each entry looks for what is due at the injected clock's time and
 * queues a task row for it (docs/architecture.md#jobs); the task, not the timer, does the work, so any
 * instance may run it.
 */
export const schedules: ReadonlyArray<{
  name: string;
  enqueueDue(deps: AppDeps, now: Date): Promise<number>;
}> = [
  {
    name: 'returns:autoHandle',
    enqueueDue: (deps, now) => enqueueReturnSweeps(deps.db, deps.jobs, now),
  },
  {
    name: 'mail:retry',
    enqueueDue: (deps, now) => enqueueMailRetries(deps.db, now),
  },
  {
    name: 'daily',
    enqueueDue: (deps, now) => queueDailyTasks(deps.db, DAILY_JOBS, now),
  },
];

/** Looks for due work every `everyMs`; returns the stop function. A failed look is tried again next time. */
export function startSchedules(deps: AppDeps, everyMs: number): () => void {
  const tick = async () => {
    for (const schedule of schedules) await schedule.enqueueDue(deps, deps.clock()).catch(() => 0);
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}

/** The handlers of scheduled work: every job that runs without a user asking is listed here. */
export function registerScheduledJobs(deps: AppDeps): void {
  deps.jobs.register(RETURN_AUTO_JOB, returnAutoJob(deps.clock));
  deps.jobs.register(ABNORMAL_SWEEP_JOB, abnormalSweepJob(deps.clock));
  deps.jobs.register(FINANCE_DAILY_JOB, financeDailyJob(deps.clock));
  deps.jobs.register(MAIL_PUSH_JOB, mailPushJob(deps.clock, deps.secrets));
  deps.jobs.register(API_LOG_PRUNE_JOB, apiLogPruneJob(deps.clock));
}
