import { colorsTuple, createTheme, type MantineColorsTuple } from '@mantine/core';
import { AA_LUMINANCE_THRESHOLD } from '@wms/ui/theme';
import { theme } from '../../app/theme.ts';

const HEX = /^#[0-9a-f]{6}$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** A theme colour is a 6-digit hex or an rgb triple; returns it as hex, or null when invalid. */
export function parseThemeColor(input: string): string | null {
  const value = input.trim();
  if (HEX.test(value)) return value.toUpperCase();
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1).map(Number);
  if (channels.some((c) => c > 255)) return null;
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A Mantine palette around the chosen colour (shade 6 is the colour itself). */
export function brandTuple(hex: string): MantineColorsTuple {
  const lighter = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15].map((a) => mix(hex, 255, a));
  const darker = [0.15, 0.3, 0.45].map((a) => mix(hex, 0, a));
  return colorsTuple([...lighter, hex, ...darker]);
}

export function themeWithColor(hex: string) {
  return createTheme({
    ...theme,
    colors: { ...theme.colors, brand: brandTuple(hex) },
    // Links and filled buttons use shade 8 in light mode: the chosen colour itself (shade 6) is too light
    // on white for WCAG AA (#409EFF is 2.9:1).
    primaryShade: { light: 8, dark: 6 },
    autoContrast: true,
    // Black or white text, whichever reads better on the fill (Mantine's 0.3 left white on mid colours).
    luminanceThreshold: AA_LUMINANCE_THRESHOLD,
  });
}
