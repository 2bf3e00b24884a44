/**
 * Trims the site config that every page's main bundle carries.
 *
 * Docusaurus serializes the whole config into `.docusaurus/docusaurus.config.mjs`
 * for the browser. The plugin, preset and theme lists with their options (the
 * five docs plugins' among them) and the client module list are read only
 * while the site builds, so the client bundle gets the config without them
 * (BROWSER_UNUSED_KEYS in loader.cjs): about 3 kB raw of every page. The
 * server bundle keeps the whole config.
 */
import type {Plugin} from '@docusaurus/types';

import {clientRewritePlugin} from '../client-rewrite';

export default function leanConfigPlugin(): Plugin {
  return clientRewritePlugin('lean-config', /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, import.meta.url);
}
