import { describe, expect, it } from 'vitest';
import {
  billingWeight,
  DEFAULT_DIM_DIVISOR,
  dimDivisor,
  dimensionalWeight,
  lengthPlusGirth,
} from './parcel-measures.ts';

describe('parcel measures', () => {
  it('takes the customer divisor for FedEx and UPS, else 139', () => {
    const customer = { fedexDivisor: 166, upsDivisor: 0 };
    expect(dimDivisor('FedEx', customer)).toBe(166);
    expect(dimDivisor('ups', customer)).toBe(DEFAULT_DIM_DIVISOR);
    expect(dimDivisor('usps', { fedexDivisor: 166, upsDivisor: 150 })).toBe(139);
    expect(dimDivisor('ups', { upsDivisor: 150 })).toBe(150);
  });

  it('computes dimensional weight to two decimals', () => {
    expect(dimensionalWeight({ length: 12, width: 10, height: 8, weight: 1 }, 139)).toBe(6.91); // 6.906…
    expect(dimensionalWeight({ length: 20, width: 20, height: 20, weight: 1 }, 166)).toBe(48.19); // 48.192…
  });

  it('bills the larger weight, up to the whole pound, at least one', () => {
    expect(billingWeight({ length: 12, width: 10, height: 8, weight: 3.2 }, 139)).toBe(7); // dim 6.91
    expect(billingWeight({ length: 6, width: 4, height: 2, weight: 10.01 }, 139)).toBe(11); // actual
    expect(billingWeight({ length: 6, width: 4, height: 2, weight: 10 }, 139)).toBe(10); // exact pound stays
    expect(billingWeight({ length: 1, width: 1, height: 1, weight: 0.2 }, 139)).toBe(1);
    expect(() => billingWeight({ length: 1, width: 1, height: 1, weight: 1 }, 0)).toThrow(RangeError);
  });

  it('measures length + girth around the longest side, whatever the order given', () => {
    // longest 30 + 2 × (20 + 10); the requirements' 2W + L + H would give 80
    expect(lengthPlusGirth({ length: 10, width: 20, height: 30, weight: 1 })).toBe(90);
    expect(lengthPlusGirth({ length: 30, width: 10, height: 20, weight: 1 })).toBe(90);
  });
});
