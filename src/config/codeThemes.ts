/**
 * Code highlighting themes, adjusted for WCAG AA: every token colour of
 * GitHub (light) and Dracula (dark) that reads below 4.5:1 on the theme's own
 * background is moved toward black or white until it reaches that contrast,
 * so the themes keep their look. docusaurus.config.ts uses them.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Contrast every token keeps against the code background (AA is 4.5; a little margin). */
export const CODE_MIN_CONTRAST = 4.6;

type Rgb = readonly [number, number, number];

export function parseColor(color: string | undefined): Rgb | null {
  if (!color) return null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  return rgb ? (rgb.slice(1, 4).map(Number) as unknown as Rgb) : null;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const toHex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** `color` moved step by step toward black or white (whichever is away from `background`) until readable. */
export function readableOn(color: string, background: string): string {
  const bg = parseColor(background);
  let fg = parseColor(color);
  if (!bg || !fg) return color;
  if (contrast(fg, bg) >= CODE_MIN_CONTRAST) return color;
  const target = luminance(bg) > 0.5 ? 0 : 255;
  while (contrast(fg, bg) < CODE_MIN_CONTRAST) {
    fg = fg.map((value) => value + (target - value) * 0.05) as unknown as Rgb;
  }
  return toHex(fg);
}

function readableTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: readableOn(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map((entry) =>
      entry.style.color ? {...entry, style: {...entry.style, color: readableOn(entry.style.color, background)}} : entry,
    ),
  };
}

export const CODE_THEMES = {
  light: readableTheme(themes.github),
  dark: readableTheme(themes.dracula),
} as const;
