import { describe, expect, it } from 'vitest';
import { STAGES, selectStages, timingTable } from './run-stages.ts';

describe('the stage runner', () => {
  it('runs every stage of the README test command by default, e2e last', () => {
    expect(selectStages([]).map((stage) => stage.name)).toEqual([
      'lint',
      'typecheck',
      'deps',
      'build',
      'vitest:unit',
      'vitest:server',
      'vitest:component',
      'e2e',
    ]);
    expect(selectStages(['e2e', 'lint'])).toEqual([STAGES[7], STAGES[0]]);
    expect(() => selectStages(['nope'])).toThrow(/unknown stage "nope"/);
  });

  it('prints one row per stage run, the failed one marked, and the total', () => {
    const table = timingTable([
      { name: 'lint', seconds: 9.04, code: 0 },
      { name: 'vitest:server', seconds: 301.5, code: 1 },
    ]);
    expect(table.split('\n')).toEqual([
      'stage timings:',
      '  lint               9.0 s',
      '  vitest:server    301.5 s  FAILED',
      '  total            310.5 s',
    ]);
  });
});
