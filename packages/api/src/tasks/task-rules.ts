import type { taskStates } from './task.schema.ts';

type TaskState = (typeof taskStates)[number];

/** A task still waiting or running: the download center counts it as in progress. */
export const unfinishedTaskStates = ['queued', 'running'] as const satisfies readonly TaskState[];

/** Only an unfinished task can be cancelled; a finished one is deleted instead. */
export const canCancelTask = (state: TaskState): boolean =>
  (unfinishedTaskStates as readonly TaskState[]).includes(state);
