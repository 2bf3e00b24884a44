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

export const DIAGRAMS = {
  /**
   * The drawn SVGs, by a hash of source, theme config and Mermaid version; relative to the site. In git: a
   * build draws only the diagrams that have no drawing here yet (an edited or new one, all after a Mermaid
   * upgrade), writes them here, and the change is committed with them (a unit test checks).
   */
  drawingsDir: 'data/diagrams',
  /** The SVGs placed in pages, one file each for the bundles (plugins/diagrams/files.ts); relative to the site. */
  filesDir: 'node_modules/.cache/yearn-diagrams/placed',
} as const;
