/**
 * Trims the route registry that every page's main bundle carries.
 *
 * Docusaurus lists each route chunk as `[load, modulePath, weakId]`; the
 * module path (such as `@site/docs-developers/…/VaultV3.md`) serves only
 * server rendering, which records the modules a page used. With some four
 * hundred chunks those strings were about 27 kB raw (3 kB gzip) of every
 * page's JavaScript, so the client bundle gets the registry with empty paths.
 */
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {clientRewritePlugin} from '../client-rewrite';

export default function leanRegistryPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return clientRewritePlugin('lean-registry', /[\\/]\.docusaurus[\\/]registry\.js$/, import.meta.url, registry);
}
