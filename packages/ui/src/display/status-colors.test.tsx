import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, statusBadgeColors } from './status-colors.ts';

describe('status badge colours', () => {
  it('measures contrast like WCAG (black on white is 21:1, Mantine green 6 on white is below 3:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast(DEFAULT_THEME.colors.green[6], '#ffffff')).toBeLessThan(3);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`every Mantine colour passes AA (4.5:1) in the ${scheme} scheme`, () => {
      for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
        const { background, text } = statusBadgeColors(shades, scheme, DEFAULT_THEME.colors.dark[7]);
        expect(contrast(text, background), `${name} ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
