/**
 * Keeps Prism out of every page.
 *
 * Docusaurus's classic theme registers the extra Prism languages in a client
 * module, and client modules run on every page, so prism-react-renderer with
 * its grammars (about 100 kB raw, 30 kB gzip) would ship with every page,
 * although the build highlights the site's code (plugins/code-blocks). This
 * plugin resolves that client module to an empty one; `src/theme/CodeBlock`
 * registers the languages instead, in the rare page whose fence the build
 * left to the theme's code block, when that block first loads.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The classic theme's client module, as Docusaurus writes it in `.docusaurus/client-modules.js`. */
export const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack() {
      if (!fs.existsSync(`${PRISM_CLIENT_MODULE}.js`)) {
        throw new Error(
          `lazy-prism: ${PRISM_CLIENT_MODULE}.js is gone; review plugins/lazy-prism after the Docusaurus upgrade`,
        );
      }
      // `$`: only this exact request, not paths that start with it.
      return {resolve: {alias: {[`${PRISM_CLIENT_MODULE}$`]: path.join(HERE, 'emptyClientModule.js')}}};
    },
  };
}
