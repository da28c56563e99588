import { describe, expect, it } from 'vitest';
import {
  cmToIn,
  cubicInchesToM3,
  inToCm,
  kgToLb,
  lbToKg,
  lengthPlusGirth,
  round2,
  toLbsIn,
  volumeWeight,
} from './units.ts';

describe('unit conversion', () => {
  it('uses 2.54 cm per inch and 2.2046226 lb per kg, two decimals', () => {
    expect(cmToIn(2.54)).toBe(1);
    expect(cmToIn(10)).toBe(3.94);
    expect(inToCm(10)).toBe(25.4);
    expect(kgToLb(1)).toBe(2.2);
    expect(kgToLb(10)).toBe(22.05);
    expect(lbToKg(22.05)).toBe(10);
  });

  it('rounds half up at the second decimal', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
  });

  it('converts a kg/cm form back to lbs/in and keeps empty values empty', () => {
    expect(toLbsIn({ length: 30, width: 20, height: null, weight: 2, note: 'x' }, 2)).toEqual({
      length: 11.81,
      width: 7.87,
      height: null,
      weight: 4.41,
      note: 'x',
    });
    const imperial = { length: 1, width: 2, height: 3, weight: 4 };
    expect(toLbsIn(imperial, 1)).toBe(imperial);
  });

  it('computes volume weight as L×W×H / divisor with two decimals', () => {
    expect(volumeWeight(12, 10, 8, 139)).toBe(6.91);
    expect(volumeWeight(10, 10, 10, 250)).toBe(4);
    expect(() => volumeWeight(1, 1, 1, 0)).toThrow();
  });

  it('computes length + girth as L + 2W + 2H with the longest side as length', () => {
    expect(lengthPlusGirth(20, 10, 5)).toBe(50);
    expect(lengthPlusGirth(5, 20, 10)).toBe(50);
    expect(lengthPlusGirth(10.5, 3.25, 2)).toBe(21);
    expect(lengthPlusGirth(10, null, 2)).toBeNull();
  });

  it('turns cubic inches into m³', () => {
    expect(cubicInchesToM3(61023.74)).toBe(1);
  });
});
