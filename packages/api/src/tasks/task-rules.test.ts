import { describe, expect, it } from 'vitest';
import { fileStatusOf, taskStates } from './task.schema.ts';
import { canCancelTask } from './task-rules.ts';

describe('task rules', () => {
  it('cancels only a task still in progress (download center status 1)', () => {
    expect(taskStates.filter(canCancelTask)).toEqual(['queued', 'running']);
    expect(taskStates.filter((s) => fileStatusOf(s) === 1)).toEqual(taskStates.filter(canCancelTask));
  });
});
