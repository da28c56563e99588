import { randomUUID } from 'node:crypto';
import { NotConnectedError, sendRaw } from './raw-socket.ts';
import { spoolPdf } from './spooler.ts';

export type JobStatus = 'queued' | 'sent' | 'failed';

/** Where a job goes: a network ZPL printer by address, or a printer of the system spooler. */
export type Destination = { kind: 'zpl'; host: string; port: number } | { kind: 'system'; name: string };

export interface Job {
  id: string;
  printer: string;
  format: 'zpl' | 'pdf';
  title: string;
  status: JobStatus;
  /** Labels or documents in the job, and how many the printer has taken so far. */
  total: number;
  done: number;
  attempts: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobOptions {
  /** How often a printer that refuses or does not answer is tried before the job fails. */
  attempts: number;
  retryDelayMs: number;
  timeoutMs: number;
}

const KEEP = 500;

/**
 * The helper's jobs: each printer prints one job at a time in order, so a batch never interleaves with
 * another. A printer that is briefly unreachable is tried again; bytes already sent are never re-sent,
 * because that would print labels twice.
 */
export class JobQueue {
  private readonly jobs = new Map<string, Job>();
  private readonly lanes = new Map<string, Promise<void>>();
  private readonly options: JobOptions;

  constructor(options: JobOptions) {
    this.options = options;
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id);
  }

  submit(printer: string, to: Destination, input: { format: 'zpl' | 'pdf'; title: string; parts: Buffer[] }) {
    const job: Job = {
      id: randomUUID(),
      printer,
      format: input.format,
      title: input.title,
      status: 'queued',
      total: input.parts.length,
      done: 0,
      attempts: 0,
      error: null,
      createdAt: new Date().toISOString(),
      finishedAt: null,
    };
    this.jobs.set(job.id, job);
    if (this.jobs.size > KEEP) this.jobs.delete(this.jobs.keys().next().value!);
    const lane = (this.lanes.get(printer) ?? Promise.resolve()).then(() => this.run(job, to, input.parts));
    this.lanes.set(printer, lane);
    return job;
  }

  private async run(job: Job, to: Destination, parts: Buffer[]) {
    const { attempts, retryDelayMs, timeoutMs } = this.options;
    while (job.status === 'queued') {
      job.attempts++;
      try {
        if (to.kind === 'zpl')
          await sendRaw(to, parts, timeoutMs, (done) => {
            job.done = done;
          });
        else {
          for (const part of parts) {
            await spoolPdf(to.name, job.title, part);
            job.done++;
          }
        }
        job.status = 'sent';
      } catch (error) {
        const retry = error instanceof NotConnectedError && job.attempts < attempts;
        job.error = `${(error as Error).message} (attempt ${job.attempts} of ${attempts})`;
        if (!retry) job.status = 'failed';
        else await new Promise((r) => setTimeout(r, retryDelayMs));
      }
    }
    if (job.status === 'sent') job.error = null;
    job.finishedAt = new Date().toISOString();
  }
}
