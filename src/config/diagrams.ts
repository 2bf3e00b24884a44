/**
 * Mermaid diagrams. The build draws each diagram to SVG in both colour modes
 * (src/diagrams, plugins/diagrams) with the same themes the browser renderer
 * uses when it has to draw one itself (themeConfig.mermaid in
 * docusaurus.config.ts reads this too), so both kinds look alike.
 */
export const MERMAID_THEME_CONFIG = {
  theme: {light: 'default', dark: 'dark'},
  options: {},
} as const;

const CACHE_DIR = 'node_modules/.cache/yearn-diagrams';

export const DIAGRAMS = {
  /** Drawn SVGs, by a hash of source, theme config and Mermaid version; relative to the site. */
  cacheDir: CACHE_DIR,
  /** The SVGs placed in pages, one file each for the bundles (plugins/diagrams/files.ts); relative to the site. */
  filesDir: `${CACHE_DIR}/placed`,
} as const;
