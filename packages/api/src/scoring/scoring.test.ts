import { describe, expect, it } from 'vitest';
import { gradeOf, indicatorScore, scoringCriteriaInput } from './scoring.schema.ts';

describe('customer scoring', () => {
  it('grades S to E by the total score', () => {
    expect([100, 90, 89.99, 80, 70, 60, 50, 49.99, 0].map(gradeOf)).toEqual([
      'S',
      'S',
      'A',
      'A',
      'B',
      'C',
      'D',
      'E',
      'E',
    ]);
  });

  it('scores more-is-better against the target and less-is-better under it', () => {
    expect(indicatorScore('orderVolume', 150, 300)).toBe(50);
    expect(indicatorScore('orderVolume', 600, 300)).toBe(100);
    expect(indicatorScore('abnormalRate', 1, 2)).toBe(100);
    expect(indicatorScore('abnormalRate', 8, 2)).toBe(25);
  });

  it('needs weights that add up to 100 and each indicator once', () => {
    const ok = {
      criteria: [
        { indicator: 'orderVolume', weight: 60, target: 10 },
        { indicator: 'returnRate', weight: 40, target: 5 },
      ],
    };
    expect(scoringCriteriaInput.safeParse(ok).success).toBe(true);
    const short = { criteria: [{ indicator: 'orderVolume', weight: 60, target: 10 }] };
    expect(scoringCriteriaInput.safeParse(short).error?.issues[0]?.message).toBe(
      'customers:scoring.weightsAddUp',
    );
    const twice = {
      criteria: [
        { indicator: 'orderVolume', weight: 50, target: 10 },
        { indicator: 'orderVolume', weight: 50, target: 5 },
      ],
    };
    expect(scoringCriteriaInput.safeParse(twice).error?.issues[0]?.message).toBe(
      'customers:scoring.indicatorTwice',
    );
  });
});
