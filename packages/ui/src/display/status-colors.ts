/**
 * Colours for status badges that keep WCAG AA contrast (4.5:1 for the badge's small bold text) in both
 * colour schemes. Mantine's light variant puts shade 6 text on a 10 % tint, which is below 3:1 for green,
 * orange, yellow, teal and blue; here the text is the colour's darkest shade (lightest in the dark
 * scheme), mixed further toward black (white) until it clears AA against the badge's own background.
 */

type Rgb = readonly [number, number, number];

const AA = 4.5;

function parse(color: string): Rgb {
  const hex = color.trim().replace('#', '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `b` mixed into `a` (0 = a, 1 = b). */
export function mix(a: string, b: string, weight: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * weight) as unknown as Rgb);
}

function luminance(color: string): number {
  const [r, g, b] = parse(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface BadgeColors {
  background: string;
  text: string;
}

/**
 * The badge's background and text for one Mantine colour tuple (10 shades, lightest first):
 * light scheme = shade 0 background, dark text; dark scheme = shade 9 mixed into the dark body, light text.
 */
export function statusBadgeColors(
  shades: readonly string[],
  scheme: 'light' | 'dark',
  darkBody = '#242424',
): BadgeColors {
  const light = scheme === 'light';
  const background = light ? shades[0]! : mix(shades[9]!, darkBody, 0.55);
  const toward = light ? '#000000' : '#ffffff';
  let text = light ? shades[9]! : shades[2]!;
  for (let step = 1; contrast(text, background) < AA && step <= 10; step++) {
    text = mix(light ? shades[9]! : shades[2]!, toward, step / 10);
  }
  return { background, text };
}
