import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '../display/status-colors.ts';
import { AA_LUMINANCE_THRESHOLD, readableColorsResolver } from './readable-colors.ts';

const WHITE = '#ffffff';
const GRAY_0 = DEFAULT_THEME.colors.gray[0];

/** Relative luminance as WCAG defines it (what `autoContrast` compares with its threshold). */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('readable theme colours', () => {
  for (const primaryShade of [6, 8] as const) {
    it(`text, outline, error, link and dimmed colours clear AA on white and gray 0 (primary shade ${primaryShade})`, () => {
      const theme = { ...DEFAULT_THEME, primaryShade: { light: primaryShade, dark: 6 as const } };
      const { light } = readableColorsResolver(theme);
      const texts = Object.entries(light).filter(([name]) => !name.endsWith('-light-color'));
      expect(texts.length).toBeGreaterThan(Object.keys(theme.colors).length);
      for (const [name, value] of texts)
        for (const surface of [WHITE, GRAY_0])
          expect(contrast(value, surface), `${name} ${value} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      // Mantine's own dimmed grey (gray 6) does not.
      expect(contrast(theme.colors.gray[6], WHITE)).toBeLessThan(4.5);
    });
  }

  it('light-variant text clears AA on its own tint', () => {
    const { light } = readableColorsResolver(DEFAULT_THEME);
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = light[`--mantine-color-${name}-light-color`]!;
      expect(contrast(text, shades[1]), `${name} ${text} on ${shades[1]}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('with the threshold, autoContrast gives every shade of every colour black or white text at AA', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors))
      for (const fill of shades) {
        const text = luminance(fill) > AA_LUMINANCE_THRESHOLD ? '#000000' : WHITE;
        expect(contrast(text, fill), `${name} ${fill}`).toBeGreaterThanOrEqual(4.5);
      }
  });
});
