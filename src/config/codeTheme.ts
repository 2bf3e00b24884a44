/**
 * Code block colors. Light mode is prism's GitHub theme with the token colors
 * that fail WCAG AA contrast (4.5:1) on its #f6f8fa background replaced by
 * darker shades of the same hue; Lighthouse's accessibility audit flags the
 * originals on every page with code.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** GitHub theme color -> a shade with at least 4.5:1 contrast on the code background. */
export const CONTRAST_FIXES: Readonly<Record<string, string>> = {
  '#999988': '#636c76', // comments (2.7:1 -> 5.0:1)
  '#e3116c': '#c4105e', // strings (4.3:1 -> 5.5:1)
  '#36acaa': '#1b7c7a', // numbers, constants, properties (2.6:1 -> 4.7:1)
  '#00a4db': '#00749e', // at-rules, attribute names (2.8:1 -> 4.9:1)
  '#d73a49': '#c62b3a', // functions, tags (4.3:1 -> 5.2:1)
};

function withContrastFixes(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      const fixed = color ? CONTRAST_FIXES[color.toLowerCase()] : undefined;
      return fixed ? {...entry, style: {...entry.style, color: fixed}} : entry;
    }),
  };
}

export const CODE_THEME = {
  light: withContrastFixes(themes.github),
  dark: themes.dracula,
} as const;
