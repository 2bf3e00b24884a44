/**
 * Creates each route's component when the router first asks for it.
 *
 * Docusaurus's generated `.docusaurus/routes.js` calls `ComponentCreator` for
 * every route while the main bundle is evaluated: some 460 routes, each
 * flattening its chunk names and defining a react-loadable class, in the one
 * long task before a page can hydrate. A page needs the components of the few
 * routes it matches, so the client bundle gets the table with each
 * `component` as a getter that creates it on first read and keeps it. The
 * server bundle keeps the original table.
 */
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {clientRewritePlugin} from '../client-rewrite';

export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  const routes = path.join(context.generatedFilesDir, 'routes.js');
  return clientRewritePlugin('lazy-routes', /[\\/]\.docusaurus[\\/]routes\.js$/, import.meta.url, routes);
}
