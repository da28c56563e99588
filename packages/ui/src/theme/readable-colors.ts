import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { contrast, mix } from '../display/status-colors.ts';

/** WCAG AA for body text. */
const AA = 4.5;
/**
 * The lightest grey that text sits on in the light scheme (Mantine's gray 0: striped rows, hovered rows,
 * papers): a colour that clears AA there clears it on white too.
 */
const LIGHT_SURFACE = '#f8f9fa';

/**
 * The luminance at which black and white text have the same contrast on a fill (√(1.05 × 0.05) − 0.05).
 * With it as `autoContrast`'s threshold, a filled button or badge of any colour gets whichever of black
 * and white reads better, at least 4.58:1; Mantine's 0.3 left white on mid blues and greens (3:1).
 */
export const AA_LUMINANCE_THRESHOLD = 0.179;

/** `color` itself when it clears AA on `surface`, else mixed toward black in tenths until it does. */
export function readableOnLight(color: string, surface = LIGHT_SURFACE): string {
  let text = color;
  for (let step = 1; contrast(text, surface) < AA && step <= 10; step++)
    text = mix(color, '#000000', step / 10);
  return text;
}

function lightShade(theme: MantineTheme): number {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
}

/**
 * Text in a colour stays readable in the light scheme: `c="orange"`, links, outline buttons, error
 * messages, dimmed hints and light-variant text use the theme's shade darkened until it clears AA (Mantine's defaults put
 * gray 6 hints at 3.3:1 and orange or green text near 3:1). Fills and tints are unchanged.
 */
export const readableColorsResolver: CSSVariablesResolver = (theme) => {
  const shade = lightShade(theme);
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOnLight(theme.colors.gray[6]!),
    '--mantine-color-error': readableOnLight(theme.colors.red[shade]!),
    '--mantine-color-anchor': readableOnLight(theme.colors[theme.primaryColor]![shade]!),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const text = readableOnLight(shades[shade]!);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    // The light variant (alerts, light badges and buttons): shade 9 on shade 1, short of AA for yellow.
    light[`--mantine-color-${name}-light-color`] = readableOnLight(shades[9]!, shades[1]!);
  }
  return { variables: {}, light, dark: {} };
};
