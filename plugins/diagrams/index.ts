/**
 * Mermaid diagrams drawn at build time (src/diagrams): once every docs plugin
 * has loaded its pages, this plugin starts drawing the diagrams of those pages
 * in both colour modes into the cache, in a worker thread, and the build goes
 * on; `remarkDiagrams` (in each docs plugin) waits for the drawing only on a
 * page with a diagram, then puts the drawn SVGs in place of the fences. A
 * diagram that could not be drawn keeps the browser renderer, and one warning
 * names its pages.
 *
 * `npm start` keeps the browser renderer for every diagram: a writer editing a
 * diagram sees it, or Mermaid's error, at once on each save, with no Chromium
 * running beside the preview. The production build and its tests cover the
 * drawn SVGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {DIAGRAMS, MERMAID_THEME_CONFIG} from '../../src/config/diagrams';
import {docPagesOf} from '../../src/docs/pages';
import {mermaidFences} from '../../src/diagrams/fences';
import {
  fallbackWarning,
  mermaidVersion,
  reportLine,
  type DiagramPage,
  type DiagramSettings,
} from '../../src/diagrams/render';
import {drawInWorker, setDrawing} from './drawing';
import {diagramFileRule} from './files';

export {default as remarkDiagrams} from './remarkDiagrams';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Shared by the plugin and `remarkDiagrams`. Docusaurus keys its compiled pages
 * on the docs plugins' options, these included, so a change of theme, Mermaid
 * version or Chromium's presence compiles the pages again.
 */
export interface DiagramOptions {
  /** False in `npm start`: every diagram is drawn in the browser. */
  readonly enabled: boolean;
  readonly chromiumFound: boolean;
  readonly settings: DiagramSettings;
  /** Where the SVGs placed in pages are written for the bundles (`./files`). */
  readonly filesDir: string;
}

export function diagramOptions({
  isDevelopment,
  chromiumPath,
}: {
  isDevelopment: boolean;
  chromiumPath: string;
}): DiagramOptions {
  return {
    enabled: !isDevelopment,
    chromiumFound: fs.existsSync(chromiumPath),
    settings: {
      chromiumPath,
      drawingsDir: path.join(SITE_DIR, DIAGRAMS.drawingsDir),
      themes: MERMAID_THEME_CONFIG.theme,
      options: MERMAID_THEME_CONFIG.options,
      mermaidVersion: mermaidVersion(),
    },
    filesDir: path.join(SITE_DIR, DIAGRAMS.filesDir),
  };
}

export default function diagramsPlugin(options: DiagramOptions) {
  return function diagrams(context: LoadContext): Plugin {
    return {
      name: 'diagrams',
      configureWebpack(_config, isServer) {
        return {module: {rules: [diagramFileRule(isServer)]}};
      },
      async allContentLoaded({allContent}) {
        if (!options.enabled) return;
        const pages: DiagramPage[] = docPagesOf(allContent)
          .map(({source}) => ({
            page: source,
            sources: mermaidFences(fs.readFileSync(path.join(context.siteDir, source), 'utf8')),
          }))
          .filter((page) => page.sources.length > 0);
        setDrawing(
          drawInWorker(pages, options.settings).then((report) => {
            console.log(reportLine(report));
            const warning = fallbackWarning(report);
            if (warning) console.warn(`[WARNING] ${warning}`);
          }),
        );
      },
    };
  };
}
