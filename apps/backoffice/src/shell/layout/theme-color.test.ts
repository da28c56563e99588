import { describe, expect, it } from 'vitest';
import { brandTuple, parseThemeColor } from './theme-color.ts';

describe('theme colour', () => {
  it('accepts a 6-digit hex or an rgb triple and refuses the rest', () => {
    expect(parseThemeColor('#409eff')).toBe('#409EFF');
    expect(parseThemeColor('rgb(64, 158, 255)')).toBe('#409EFF');
    expect(parseThemeColor('#40f')).toBeNull();
    expect(parseThemeColor('rgb(256,0,0)')).toBeNull();
    expect(parseThemeColor('blue')).toBeNull();
  });

  it('builds a ten-shade palette with the colour at shade 6', () => {
    const tuple = brandTuple('#11A983');
    expect(tuple).toHaveLength(10);
    expect(tuple[6]).toBe('#11A983');
  });
});
